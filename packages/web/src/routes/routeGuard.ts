import type { Edition, RedirectTarget, SessionActor, Site, StoragePort, Theme } from '@jinli/core';
import {
  DEPOSIT_PATHS,
  decideNavigation,
  decideRedirect,
  findRouteByName,
  LOGIN_REQUIRED_NOTICE,
  matchRoute,
  NOT_FOUND_ROUTE,
  RETURN_QUERY_KEY,
  redirectRestOf,
  rememberOriginUrl,
  STORAGE_DEFAULTS,
  StorageKey,
  selectIsLoggedIn,
  selectIsMemberLoading,
  selectIsSettled,
} from '@jinli/core';
import { waitFor } from 'xstate';
import { typedAddress } from '../app/typedAddress.ts';
import type { UiStore } from '../stores/uiStore.ts';

export interface RouteGuardDeps {
  session: SessionActor;
  site: Pick<Site, 'getSnapshot' | 'loadPreInfo'>;
  storage: StoragePort;
  ui: Pick<UiStore, 'toast'>;
  /** 请先登录账号，才能了解更多 in the current locale. */
  loginRequiredText: () => string;
  applyTheme: (theme: Theme) => void;
  /** Rule 5: the crty sportsbook's venue data and sports mode (the sports store). */
  sports?: SportsGuardPort;
}

export interface SportsGuardPort {
  isVenueLoaded(): boolean;
  load(): Promise<void>;
  setSportsMode(on: boolean): void;
}

const REDIRECT_PATHS: Record<RedirectTarget, string> = {
  home: '/',
  auth: findRouteByName('auth')?.path ?? '/mine/auth',
  notFound: NOT_FOUND_ROUTE.path,
};

function storedEdition(storage: StoragePort): Edition {
  const edition = storage.get(StorageKey.edition) ?? STORAGE_DEFAULTS.edition;
  return edition === 'professional' ? 'professional' : 'classic';
}

const isDepositPath = (pathname: string) =>
  DEPOSIT_PATHS.some((prefix) => pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`));

/**
 * SPEC §2 guard rules on every navigation, decided by core's decideNavigation. Resolves with the
 * path to redirect to, or null to let the navigation through. Refreshes member info and balance
 * as a side effect; a failed member fetch ends the session, whose wiring goes home.
 */
export function createRouteGuard(deps: RouteGuardDeps) {
  const { session, site, storage, ui } = deps;
  return async function guard(pathname: string, href: string = pathname): Promise<string | null> {
    await waitFor(session, selectIsSettled);
    const wasLoggedIn = selectIsLoggedIn(session.getSnapshot());
    if (wasLoggedIn) session.send({ type: 'session.refresh' });

    const match = matchRoute(pathname);
    // Rule 3 needs the member's bindings, rule 4 the site flag: wait for them only where they matter.
    if (match.route.bindPhone) {
      await waitFor(session, (s) => !selectIsLoggedIn(s) || !selectIsMemberLoading(s));
    }
    if (isDepositPath(pathname) && site.getSnapshot().preInfo.status !== 'ready') await site.loadPreInfo();

    const snapshot = session.getSnapshot();
    const decision = decideNavigation({
      path: pathname,
      route: match.route,
      params: match.params,
      loggedIn: selectIsLoggedIn(snapshot),
      member: snapshot.context.member,
      depositSwitch: site.getSnapshot().preInfo.data?.siteBaseConfig.depositSwitch,
      edition: storedEdition(storage),
      sportsVenueLoaded: deps.sports?.isVenueLoaded() ?? true,
    });
    if (decision.theme !== null) deps.applyTheme(decision.theme);
    if (decision.kind === 'allow') {
      deps.sports?.setSportsMode(decision.sportsMode);
      if (decision.loadSportsVenue) void deps.sports?.load();
      return null;
    }
    // /redirect/{path} while logged out: log in first, then go on (a refused path needs no login).
    const rest = redirectRestOf(typedAddress(href));
    if (rest !== null && !selectIsLoggedIn(snapshot)) {
      const onward = decideRedirect(rest);
      return onward.kind === 'go' ? `/login?redirect=${encodeURIComponent(onward.to)}` : null;
    }
    // SPEC §3 originUrl: a visitor sent away to log in lands here after login.
    if (decision.notice === LOGIN_REQUIRED_NOTICE) rememberOriginUrl(storage, pathname);
    // Issue #15: a session that ended during this navigation (6001, member info failing) has told the
    // member itself (请重新登录 or the catalogue message); 请先登录账号 would contradict it.
    if (decision.notice !== undefined && !(wasLoggedIn && decision.notice === LOGIN_REQUIRED_NOTICE)) {
      ui.toast(decision.notice === LOGIN_REQUIRED_NOTICE ? deps.loginRequiredText() : decision.notice);
    }
    if (decision.returnTo !== undefined) {
      return `${REDIRECT_PATHS[decision.to]}?${RETURN_QUERY_KEY}=${encodeURIComponent(decision.returnTo)}`;
    }
    return REDIRECT_PATHS[decision.to];
  };
}

export type RouteGuard = ReturnType<typeof createRouteGuard>;
