import type { RouteDef } from '@jinli/core/rules';
import { NOT_FOUND_ROUTE } from '@jinli/core/rules';
import { LAYOUTS } from '../layout/layouts.tsx';
import { CONTENT_SCREENS } from '../screens/content/contentScreens.tsx';
import { HELP_SCREENS } from '../screens/help/helpScreens.tsx';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { PROFILE_SCREENS } from '../screens/profile/profileScreens.tsx';
import { SHELL_SCREENS } from '../screens/shell/shellScreens.tsx';
import { SPORTS_SCREENS } from '../screens/sports/sportsScreens.tsx';
import { browserHistory, browserScroll } from './browserHistory.ts';
import { lazyScreen, type ScreenMap, screenGroup } from './lazyScreen.ts';
import { type RouteComponent, Router } from './navigation.ts';
import { RouteError, RoutePending, usePageTitle } from './pages.tsx';
import { RootView } from './RootView.tsx';
import type { RouteGuard } from './routeGuard.ts';
import type { RouterComponents } from './routing.tsx';
import { SCREEN_GROUP_MAPS } from './screenGroupMaps.ts';

// Issue #27: the wallet, member-centre, games and activity maps (their import functions and preload lists) are chunks of
// their own, fetched when the browser is first idle (preloadScreenGroups); before that, a route of theirs
// loads its group's map, then its screen. A deep first visit has already asked for them from main.tsx
// (screenGroupMaps.ts preloadFirstRoute).
const WALLET = screenGroup(SCREEN_GROUP_MAPS.wallet.names, SCREEN_GROUP_MAPS.wallet.load);
const MEMBER = screenGroup(SCREEN_GROUP_MAPS.member.names, SCREEN_GROUP_MAPS.member.load);
const GAMES = screenGroup(SCREEN_GROUP_MAPS.games.names, SCREEN_GROUP_MAPS.games.load);
const ACTIVITIES = screenGroup(SCREEN_GROUP_MAPS.activities.names, SCREEN_GROUP_MAPS.activities.load);

/** Fetches the screen groups' maps ahead of a click (never rejects; a route retries its own). */
export function preloadScreenGroups(): void {
  void GAMES.preload().catch(() => undefined);
  void ACTIVITIES.preload().catch(() => undefined);
  void WALLET.preload().catch(() => undefined);
  void MEMBER.preload().catch(() => undefined);
}

/** Screens built so far (all lazy but home); every other route of core's table renders ComingSoonPage. */
const SCREENS: Partial<ScreenMap> = {
  home: HomeRoute,
  ...GAMES.screens,
  ...SPORTS_SCREENS,
  ...WALLET.screens,
  ...PROFILE_SCREENS,
  ...MEMBER.screens,
  ...ACTIVITIES.screens,
  ...HELP_SCREENS,
  ...CONTENT_SCREENS,
  ...SHELL_SCREENS,
};

function HomeRoute() {
  usePageTitle('');
  return <HomeScreen />;
}

const loadPlaceholders = () => import('./placeholderPages.tsx');
const NotFoundPage = lazyScreen(loadPlaceholders, (module) => module.NotFoundPage);
/** Every not-yet-built route (placeholderPages.tsx). */
const ComingSoonRoute = lazyScreen(loadPlaceholders, (module) => module.ComingSoonRoute);

function screenFor(def: RouteDef): RouteComponent {
  if (def === NOT_FOUND_ROUTE) return NotFoundPage;
  return SCREENS[def.name] ?? ComingSoonRoute;
}

/**
 * Loads the engine capabilities a route's screen uses (core engine.prepareRoute); rejects when their
 * code did not arrive, so the route's page shows RouteError inside its layout.
 */
export type PrepareRoute = (pathname: string) => Promise<void>;

/** The layout and the screen for each route of core's table; anything unmatched is core's not-found route. */
export function routeViews(def: RouteDef): readonly [RouteComponent, RouteComponent] {
  return [LAYOUTS[def.layout], screenFor(def)];
}

/** What the router renders above every layout, while a level loads, and when it failed. */
export const ROUTER_COMPONENTS: RouterComponents = {
  root: RootView,
  pending: RoutePending,
  error: RouteError,
};

/**
 * The app's router over the browser's history: the SPEC §2 guard runs on every navigation (back and
 * forward too), then the route's code and capabilities load while the previous page stays; after a
 * second the layout shows the pending page. Scroll positions are kept per history entry.
 */
export function createAppRouter(guard?: RouteGuard, prepareRoute?: PrepareRoute) {
  const router = new Router({
    history: browserHistory(window),
    scroll: browserScroll(window),
    views: routeViews,
    ...(guard === undefined ? {} : { guard }),
    ...(prepareRoute === undefined ? {} : { prepare: prepareRoute }),
  });
  window.addEventListener('pagehide', () => router.keepScroll());
  return router;
}

export type AppRouter = Router;
