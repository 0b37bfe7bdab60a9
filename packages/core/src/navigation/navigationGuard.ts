import { waitForSnapshot } from '../engine/store.ts';
import type { StoragePort } from '../ports/storage.ts';
import { RETURN_QUERY_KEY } from '../profile/securityReturn.ts';
import { rememberOriginUrl } from '../session/originUrl.ts';
import type { SessionActor } from '../session/sessionCapability.ts';
import { selectIsLoggedIn, selectIsMemberLoading, selectIsSettled } from '../session/sessionState.ts';
import type { Site } from '../site/siteCapability.ts';
import { parseEdition } from '../sports/edition.ts';
import { STORAGE_DEFAULTS, StorageKey } from '../storage/storageKeys.ts';
import type { Theme } from './guard.ts';
import { DEPOSIT_PATHS, decideNavigation, LOGIN_REQUIRED_NOTICE, type RedirectTarget } from './guard.ts';
import { redirectRestOf } from './redirectPath.ts';
import { findRouteByName, matchRoute, NOT_FOUND_ROUTE, type RouteDef } from './routeTable.ts';

/** Rule 5: the crty sportsbook's venue data and sports mode (the engine's sports capability). */
export interface SportsGuardPort {
  isVenueLoaded(): boolean;
  load(): Promise<void>;
  setSportsMode(on: boolean): void;
}

export interface NavigationGuardDeps {
  session: SessionActor;
  site: Pick<Site, 'getSnapshot' | 'loadPreInfo'>;
  storage: StoragePort;
  sports?: SportsGuardPort;
  /**
   * Loads what the route's screens use (the engine's lazy capabilities) before the navigation goes
   * through, so a client renders the route with its capabilities built.
   */
  prepare?: (route: RouteDef) => Promise<void>;
}

/** What a client does with one navigation: go on or redirect, the theme to apply, a notice to show. */
export interface NavigationOutcome {
  /** The path to go to instead, or null to let the navigation through. */
  redirect: string | null;
  /** The theme the destination asks for, or null to keep the current one. */
  theme: Theme | null;
  /** zh-CN notice for a toast (LOGIN_REQUIRED_NOTICE is the client's to translate), or null. */
  notice: string | null;
}

const REDIRECT_PATHS: Record<RedirectTarget, string> = {
  home: '/',
  auth: findRouteByName('auth')?.path ?? '/mine/auth',
  notFound: NOT_FOUND_ROUTE.path,
};

const storedEdition = (storage: StoragePort) =>
  parseEdition(storage.get(StorageKey.edition) ?? STORAGE_DEFAULTS.edition);

const isDepositPath = (pathname: string) =>
  DEPOSIT_PATHS.some((prefix) => pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`));

/**
 * SPEC §2 guard rules on every navigation, decided by decideNavigation over the live session and site.
 * `href` is the address as typed (the /redirect decision must judge `//` before a router collapses it).
 * Refreshes member info and balance as a side effect; a failed member fetch ends the session, whose
 * wiring goes home.
 */
export function createNavigationGuard(deps: NavigationGuardDeps) {
  const { session, site, storage } = deps;
  return async function guard(pathname: string, href: string = pathname): Promise<NavigationOutcome> {
    await waitForSnapshot(session, selectIsSettled);
    const wasLoggedIn = selectIsLoggedIn(session.getSnapshot());
    if (wasLoggedIn) session.send({ type: 'session.refresh' });

    const match = matchRoute(pathname);
    // Rule 3 needs the member's bindings, rule 4 the site flag: wait for them only where they matter.
    if (match.route.bindPhone) {
      await waitForSnapshot(session, (s) => !selectIsLoggedIn(s) || !selectIsMemberLoading(s));
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
    const theme = decision.theme;
    if (decision.kind === 'allow') {
      await deps.prepare?.(match.route);
      deps.sports?.setSportsMode(decision.sportsMode);
      if (decision.loadSportsVenue) void deps.sports?.load();
      return { redirect: null, theme, notice: null };
    }
    // /redirect/{path} while logged out: log in first, then go on (a refused path needs no login).
    const rest = redirectRestOf(href);
    if (rest !== null && !selectIsLoggedIn(snapshot)) {
      const { decideRedirect } = await import('./redirectTarget.ts');
      const onward = decideRedirect(rest);
      const redirect = onward.kind === 'go' ? `/login?redirect=${encodeURIComponent(onward.to)}` : null;
      return { redirect, theme, notice: null };
    }
    // SPEC §3 originUrl: a visitor sent away to log in lands here after login.
    if (decision.notice === LOGIN_REQUIRED_NOTICE) rememberOriginUrl(storage, pathname);
    // Issue #15: a session that ended during this navigation (6001, member info failing) has told the
    // member itself (请重新登录 or the catalogue message); 请先登录账号 would contradict it.
    const notice =
      decision.notice !== undefined && !(wasLoggedIn && decision.notice === LOGIN_REQUIRED_NOTICE)
        ? decision.notice
        : null;
    const to = REDIRECT_PATHS[decision.to];
    const redirect =
      decision.returnTo === undefined
        ? to
        : `${to}?${RETURN_QUERY_KEY}=${encodeURIComponent(decision.returnTo)}`;
    return { redirect, theme, notice };
  };
}

export type NavigationGuard = ReturnType<typeof createNavigationGuard>;
