import type { Theme } from '@jinli/core';
import { selectIsLoggedIn } from '@jinli/core/machines';
import { connectOriginUrl, keepableFields, matchRoute, rememberCurrentDomain } from '@jinli/core/rules';
import type { Container } from 'inversify';
import { useEffect } from 'react';
import { loadPageTexts } from '../i18n/pageTexts.tsx';
import { createRouteGuard } from '../routes/routeGuard.ts';
import { type AppRouter, createAppRouter } from '../routes/router.tsx';
import { connectEngineToScreen, HOME_PATH } from './engineWiring.ts';
import { captureDraft, restoreDraft } from './formDraft.ts';
import { leaveHomeNotice, takeHomeNotice } from './homeNotice.ts';
import { connectLoginPrompt } from './loginEvents.ts';
import { connectPlayToScreen } from './playWiring.ts';
import { useService } from './ServicesProvider.tsx';
import { scheduleRegisterPrompt, storePromoCodes } from './startupLinks.ts';
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
    async (pathname) => {
      const texts = matchRoute(pathname).route.name === 'home' ? undefined : loadPageTexts(i18n);
      await Promise.all([engine.prepareRoute(pathname), texts]);
    },
  );
}

/**
 * Connects the engine's events to the screen (toasts, dialogs, the theme; engineWiring.ts), the login
 * prompt, originUrl and in-app navigation to this router. `main.tsx` calls it once, before the first
 * match loads: that load already runs the guard and may start the sportsbook, whose events (the theme,
 * 数据异常 on a venue error) must not fire before anyone listens. Connected for the page's lifetime.
 */
export function connectScreen(container: Container, router: AppRouter): void {
  const get = resolverOf(container);
  const engine = get(Tokens.Engine);
  const ui = get(Tokens.UiStore);
  const i18n = get(Tokens.I18n);
  const bus = get(Tokens.LoginBus);
  const storage = get(Tokens.Storage);
  const appNavigation = get(Tokens.AppNavigation);
  appNavigation.attach(
    (path, options) => void router.navigate({ to: path, replace: options?.replace === true }),
  );
  const browser = get(Tokens.Navigator);
  connectEngineToScreen(engine, {
    ui,
    go: (path) => appNavigation.go(path),
    reloadHome: (notice) => {
      if (notice !== undefined) leaveHomeNotice(window.sessionStorage, notice);
      browser.assign(HOME_PATH);
    },
    loginAgainText: () => i18n.t('session.loginAgain'),
    loggedOutText: () => i18n.t('session.loggedOut'),
    passwordChangedText: () => i18n.t('accounts.passwordChanged'),
    keepDraft: () => {
      const path = currentPath();
      const fields = captureDraft();
      engine.expiryReturn.keep(path, fields);
      return path !== HOME_PATH && keepableFields(fields).length > 0;
    },
    endedElsewhereText: (reason) =>
      i18n.t(reason === 'switched' ? 'session.switchedAccount' : 'session.loggedOutElsewhere'),
    authUnavailableText: () => i18n.t('session.authUnavailable'),
    reenterText: () => i18n.t('sports.reenter'),
    applyTheme,
  });
  connectLoginPrompt(engine.sessionEvents, ui);
  // The play journey's effects: open the game, 转账成功, the launch failures (core decided them).
  connectPlayToScreen(engine.games.journey, {
    ui,
    frames: get(Tokens.GameFrames),
    storage,
    navigator: get(Tokens.Navigator),
    go: (path, options) => appNavigation.go(path, options),
    currentPath: () => window.location.pathname,
  });
  // SPEC §3 originUrl: after login the member lands on the page the login prompt kept them from.
  connectOriginUrl({ storage, bus, go: (path) => appNavigation.go(path) });
  // Issue #29: back on the page a 6001 interrupted, the form gets what the member had typed.
  router.subscribe('onResolved', () => {
    const fields = engine.expiryReturn.take(currentPath());
    if (fields === null || fields.length === 0) return;
    void restoreDraft(fields).then((restored) => {
      if (restored > 0) ui.toast(i18n.t('session.draftRestored'), 'info');
    });
  });
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The page URL's part, once the shell is up: promo codes, the current domain, `register=1`. */
export function useStartupLinks(): void {
  const engine = useService(Tokens.Engine);
  const { session } = engine;
  const storage = useService(Tokens.Storage);
  const bus = useService(Tokens.LoginBus);
  const clock = useService(Tokens.Clock);
  const browser = useService(Tokens.Navigator);
  useEffect(() => {
    const url = browser.currentUrl();
    storePromoCodes(url, storage);
    rememberCurrentDomain(storage, url);
    return scheduleRegisterPrompt({
      url,
      clock,
      isLoggedIn: () => selectIsLoggedIn(session.getSnapshot()),
      openRegister: () => bus.emit('register'),
    });
  }, [browser, storage, clock, session, bus]);
  // The notice a logout or an expiry left before it reloaded home (app/homeNotice.ts), shown once the
  // page is up, and the login it asked for.
  const ui = useService(Tokens.UiStore);
  useEffect(() => {
    const notice = takeHomeNotice(window.sessionStorage);
    if (notice === null) return;
    if (notice.text !== '') ui.toast(notice.text, notice.tone);
    if (notice.login === true && !selectIsLoggedIn(session.getSnapshot())) bus.emit('login');
  }, [ui, session, bus]);
}
