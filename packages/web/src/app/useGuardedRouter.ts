import { connectOriginUrl, rememberCurrentDomain, selectIsLoggedIn } from '@jinli/core';
import type { Container } from 'inversify';
import { useEffect, useLayoutEffect } from 'react';
import { createRouteGuard } from '../routes/routeGuard.ts';
import { type AppRouter, createAppRouter } from '../routes/router.tsx';
import { connectEngineToScreen } from './engineWiring.ts';
import { useService } from './ServicesProvider.tsx';
import { scheduleRegisterPrompt, storePromoCodes } from './startupLinks.ts';
import { type Token, Tokens } from './tokens.ts';

/**
 * The router with the SPEC §2 guards. `main.tsx` makes it and loads the first match before the first
 * render (issue #16), so that render already holds the page: the router's own state update would
 * otherwise render the whole page again, at once, in one long task.
 */
export function createGuardedRouter(container: Container): AppRouter {
  const get = <T>(token: Token<T>): T => container.get<T>(token);
  const engine = get(Tokens.Engine);
  const ui = get(Tokens.UiStore);
  const i18n = get(Tokens.I18n);
  return createAppRouter(
    createRouteGuard({
      guardNavigation: engine.guardNavigation,
      ui,
      loginRequiredText: () => i18n.t('session.loginRequired'),
      applyTheme: (theme) => {
        document.documentElement.dataset.theme = theme;
      },
    }),
  );
}

/**
 * Connects the engine's events to the screen, the router and the page URL (promo codes,
 * register=1). Used once, by the shell.
 */
export function useGuardedRouter(router: AppRouter): void {
  const engine = useService(Tokens.Engine);
  const { session } = engine;
  const storage = useService(Tokens.Storage);
  const ui = useService(Tokens.UiStore);
  const i18n = useService(Tokens.I18n);
  const bus = useService(Tokens.LoginBus);
  const clock = useService(Tokens.Clock);
  const browser = useService(Tokens.Navigator);
  const appNavigation = useService(Tokens.AppNavigation);

  // Layout effects: connected before any screen's own effects run (the first route renders with
  // this shell, main.tsx), so an event a screen causes on mount (the sportsbook's theme) is not missed.
  useLayoutEffect(
    () => appNavigation.attach((path) => void router.navigate({ to: path })),
    [appNavigation, router],
  );
  useLayoutEffect(
    () =>
      connectEngineToScreen(engine, {
        ui,
        go: (path) => appNavigation.go(path),
        loginAgainText: () => i18n.t('session.loginAgain'),
        reenterText: () => i18n.t('sports.reenter'),
        applyTheme: (theme) => {
          document.documentElement.dataset.theme = theme;
        },
      }),
    [engine, ui, appNavigation, i18n],
  );
  // SPEC §3 originUrl: after login the member lands on the page the login prompt kept them from.
  useLayoutEffect(
    () => connectOriginUrl({ storage, bus, go: (path) => appNavigation.go(path) }),
    [storage, bus, appNavigation],
  );
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
}
