import type { Theme } from '@jinli/core';
import { selectIsLoggedIn } from '@jinli/core/machines';
import { matchRoute } from '@jinli/core/rules';
import type { Container } from 'inversify';
import { useEffect } from 'react';
import { loadPageTexts } from '../i18n/pageTexts.tsx';
import { preloadMemberArea } from '../layout/HeaderAccount.tsx';
import { createRouteGuard } from '../routes/routeGuard.ts';
import { type AppRouter, createAppRouter } from '../routes/router.tsx';
import { takeHomeNotice } from './homeNotice.ts';
import { connectPlayToScreen } from './playWiring.ts';
import { useServices } from './ServicesProvider.tsx';
import { resolverOf, Tokens } from './tokens.ts';

const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

/**
 * The router with the SPEC §2 guards. `main.tsx` makes it and loads the first match before the first
 * render (issue #16), so that render already holds the page: the router's own state update would
 * otherwise render the whole page again, at once, in one long task.
 */
export function createGuardedRouter(container: Container): AppRouter {
  const get = resolverOf(container);
  const engine = get(Tokens.Engine);
  const ui = get(Tokens.UiStore);
  const i18n = get(Tokens.I18n);
  return createAppRouter(
    createRouteGuard({
      guardNavigation: engine.guardNavigation,
      ui,
      loginRequiredText: () => i18n.t('session.loginRequired'),
      applyTheme,
    }),
    // A route's capabilities, and every page but home needs the pages' texts (issue #16).
    // A member's header (issue #27: its own chunk) is in before the first render of a stored session.
    async (pathname) => {
      const texts = matchRoute(pathname).route.name === 'home' ? undefined : loadPageTexts(i18n);
      const header = selectIsLoggedIn(engine.session.getSnapshot()) ? preloadMemberArea() : undefined;
      await Promise.all([engine.prepareRoute(pathname), texts, header]);
    },
  );
}

/**
 * Connects the login prompt, the play journey, originUrl and in-app navigation to this router (core's
 * presentation effects are rendered from start-up on, app/startApp.ts). `main.tsx` calls it once, before
 * the first match loads. Connected for the page's lifetime.
 */
export function connectScreen(container: Container, router: AppRouter): void {
  const get = resolverOf(container);
  const engine = get(Tokens.Engine);
  const ui = get(Tokens.UiStore);
  const i18n = get(Tokens.I18n);
  const storage = get(Tokens.Storage);
  const appNavigation = get(Tokens.AppNavigation);
  appNavigation.attach(
    (path, options) => void router.navigate({ to: path, replace: options?.replace === true }),
  );
  // The play journey's effects: open the game, 转账成功, the launch failures (core decided them).
  connectPlayToScreen(engine.games.journey, {
    ui,
    frames: get(Tokens.GameFramesDeps),
    storage,
    navigator: get(Tokens.Navigator),
    go: (path, options) => appNavigation.go(path, options),
    currentPath: () => window.location.pathname,
  });
  // Issue #27: a login (here, another tab's, a register) loads the member's header as it happens.
  engine.session.subscribe(() => {
    if (selectIsLoggedIn(engine.session.getSnapshot())) preloadMemberArea().catch(() => undefined);
  });
  // Issue #29: back on the page a 6001 interrupted, the form gets what the member had typed.
  router.subscribe('onResolved', () => {
    const fields = engine.expiryReturn.take(currentPath());
    if (fields === null || fields.length === 0) return;
    // The restoring code is its own chunk (formDraftRestore.ts): it polls for the page's fields anyway.
    void import('./formDraftRestore.ts')
      .then(({ restoreDraft }) => restoreDraft(fields))
      .then(
        (restored) => {
          if (restored > 0) ui.toast(i18n.t('session.draftRestored'), 'info');
        },
        () => undefined,
      );
  });
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * The notice a logout or an expiry left before it reloaded home (app/homeNotice.ts), shown once the page
 * is up, and the login it asked for. (The URL's part, promo codes and `register=1`, is core's
 * engine.start, app/startApp.ts.)
 */
export function useStartupLinks(): void {
  const { session, auth } = useServices().Engine;
  const ui = useServices().UiStore;
  useEffect(() => {
    const notice = takeHomeNotice(window.sessionStorage);
    if (notice === null) return;
    if (notice.text !== '') ui.toast(notice.text, notice.tone);
    if (notice.login === true && !selectIsLoggedIn(session.getSnapshot())) auth.open('login');
  }, [ui, session, auth]);
}
