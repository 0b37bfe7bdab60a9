import {
  connectOriginUrl,
  connectPasswordChange,
  rememberCurrentDomain,
  selectIsLoggedIn,
} from '@jinli/core';
import { useEffect, useState } from 'react';
import { createRouteGuard } from '../routes/routeGuard.ts';
import { createAppRouter } from '../routes/router.tsx';
import { useService } from './ServicesProvider.tsx';
import { connectSession } from './sessionActor.ts';
import { scheduleRegisterPrompt, storePromoCodes } from './startupLinks.ts';
import { Tokens } from './tokens.ts';

/**
 * Creates the router with the SPEC §2 guards and connects the session to the login events, the
 * router and the page URL (promo codes, register=1). Used once, by the shell.
 */
export function useGuardedRouter() {
  const session = useService(Tokens.Session);
  const site = useService(Tokens.SiteStore);
  const storage = useService(Tokens.Storage);
  const ui = useService(Tokens.UiStore);
  const i18n = useService(Tokens.I18n);
  const bus = useService(Tokens.LoginBus);
  const http = useService(Tokens.Http);
  const clock = useService(Tokens.Clock);
  const browser = useService(Tokens.Navigator);
  const appNavigation = useService(Tokens.AppNavigation);
  const sports = useService(Tokens.SportsStore);

  const [router] = useState(() =>
    createAppRouter(
      createRouteGuard({
        session,
        site,
        storage,
        ui,
        loginRequiredText: () => i18n.t('session.loginRequired'),
        sports,
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
      connectSession(session, {
        bus,
        ui,
        http,
        go: (path) => appNavigation.go(path),
        loginAgainText: () => i18n.t('session.loginAgain'),
      }),
    [session, bus, ui, http, appNavigation, i18n],
  );
  // SPEC §3 originUrl: after login the member lands on the page the login prompt kept them from.
  useEffect(
    () => connectOriginUrl({ storage, bus, go: (path) => appNavigation.go(path) }),
    [storage, bus, appNavigation],
  );
  // SPEC §4 password_change_success: logged out, and the login opens for the new password.
  useEffect(() => connectPasswordChange(bus, () => session.send({ type: 'session.logout' })), [bus, session]);
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
