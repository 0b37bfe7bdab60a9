import { connectOriginUrl, rememberCurrentDomain, selectIsLoggedIn } from '@jinli/core';
import { useEffect, useState } from 'react';
import { createRouteGuard } from '../routes/routeGuard.ts';
import { createAppRouter } from '../routes/router.tsx';
import { connectEngineToScreen } from './engineWiring.ts';
import { useService } from './ServicesProvider.tsx';
import { scheduleRegisterPrompt, storePromoCodes } from './startupLinks.ts';
import { Tokens } from './tokens.ts';

/**
 * Creates the router with the SPEC §2 guards and connects the engine's events to the screen, the
 * router and the page URL (promo codes, register=1). Used once, by the shell.
 */
export function useGuardedRouter() {
  const engine = useService(Tokens.Engine);
  const { session } = engine;
  const storage = useService(Tokens.Storage);
  const ui = useService(Tokens.UiStore);
  const i18n = useService(Tokens.I18n);
  const bus = useService(Tokens.LoginBus);
  const clock = useService(Tokens.Clock);
  const browser = useService(Tokens.Navigator);
  const appNavigation = useService(Tokens.AppNavigation);

  const [router] = useState(() =>
    createAppRouter(
      createRouteGuard({
        guardNavigation: engine.guardNavigation,
        ui,
        loginRequiredText: () => i18n.t('session.loginRequired'),
        applyTheme: (theme) => {
          document.documentElement.dataset.theme = theme;
        },
      }),
    ),
  );

  useEffect(
    () => appNavigation.attach((path) => void router.navigate({ to: path })),
    [appNavigation, router],
  );
  useEffect(
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
  useEffect(
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

  return router;
}
