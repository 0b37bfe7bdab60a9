import type { Container } from 'inversify';
import { renderEffects } from './effectRenderer.ts';
import { captureDraft } from './formDraft.ts';
import { leaveHomeNotice } from './homeNotice.ts';
import { resolverOf, Tokens } from './tokens.ts';

/**
 * Builds the engine (core's createJinli, through the container) without starting it: main.tsx lets the
 * browser paint and handle input between building and starting (issue #27: each is a task of its own).
 */
export function buildEngine(container: Container): void {
  resolverOf(container)(Tokens.Engine);
}

/**
 * Connects core's presentation effects to the screen (app/effectRenderer.ts) and starts the engine
 * with this page: core decides the mobile redirect, keeps the URL's promo codes and opens register for
 * `register=1` (engine.start). Returns true when the page is being replaced (the mobile site), so the
 * caller renders nothing more.
 */
export function startApp(container: Container): boolean {
  const get = resolverOf(container);
  const engine = get(Tokens.Engine);
  const navigator = get(Tokens.Navigator);
  renderEffects(engine.effects, {
    ui: () => get(Tokens.UiStore),
    i18n: () => get(Tokens.I18n),
    navigation: get(Tokens.AppNavigation),
    navigator,
    leaveNotice: (notice) => leaveHomeNotice(window.sessionStorage, notice),
    applyTheme: (theme) => {
      document.documentElement.dataset.theme = theme;
    },
  });
  const { leaving } = engine.start({
    url: navigator.currentUrl(),
    mobile: get(Tokens.Device).isMobile(),
    // Issue #29: a 6001 mid-form keeps what was typed on this page for the login's return.
    draft: () => ({ path: `${window.location.pathname}${window.location.search}`, fields: captureDraft() }),
  });
  return leaving;
}
