import type { RouteDef, RouteLayout } from '@jinli/core/rules';
import { matchRoute, NOT_FOUND_ROUTE, ROUTES } from '@jinli/core/rules';
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import { LAYOUTS } from '../layout/layouts.tsx';
import { ACTIVITY_SCREENS } from '../screens/activity/activityScreens.tsx';
import { CONTENT_SCREENS } from '../screens/content/contentScreens.tsx';
import { GAME_SCREENS } from '../screens/games/gameScreens.tsx';
import { HELP_SCREENS } from '../screens/help/helpScreens.tsx';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { MEMBER_SCREENS } from '../screens/member/memberScreens.tsx';
import { PROFILE_SCREENS } from '../screens/profile/profileScreens.tsx';
import { SHELL_SCREENS } from '../screens/shell/shellScreens.tsx';
import { SPORTS_SCREENS } from '../screens/sports/sportsScreens.tsx';
import { WALLET_SCREENS } from '../screens/wallet/walletScreens.tsx';
import type { ScreenMap } from './lazyScreen.ts';
import { ComingSoonPage, NotFoundPage, RouteError, RoutePending, usePageTitle } from './pages.tsx';
import { RootView } from './RootView.tsx';
import type { RouteGuard } from './routeGuard.ts';

/** Screens built so far (all lazy but home); every other route of core's table renders ComingSoonPage. */
const SCREENS: Partial<ScreenMap> = {
  home: HomeRoute,
  ...GAME_SCREENS,
  ...SPORTS_SCREENS,
  ...WALLET_SCREENS,
  ...PROFILE_SCREENS,
  ...MEMBER_SCREENS,
  ...ACTIVITY_SCREENS,
  ...HELP_SCREENS,
  ...CONTENT_SCREENS,
  ...SHELL_SCREENS,
};

function HomeRoute() {
  usePageTitle('');
  return <HomeScreen />;
}

/** Every not-yet-built route: core's matchRoute names the definition for the current path. */
function ComingSoonRoute() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <ComingSoonPage def={matchRoute(pathname).route} />;
}

function screenFor(def: RouteDef) {
  if (def === NOT_FOUND_ROUTE) return NotFoundPage;
  return SCREENS[def.name] ?? ComingSoonRoute;
}

/**
 * Loads the engine capabilities a route's screen uses (core engine.prepareRoute); rejects when their
 * code did not arrive, so the route's page shows RouteError inside its layout.
 */
export type PrepareRoute = (pathname: string) => Promise<void>;

/** Code-based route tree built from core's ROUTES: one pathless layout route per layout. */
export function buildRouteTree(guard?: RouteGuard, prepareRoute?: PrepareRoute) {
  const rootRoute = createRootRoute({
    component: RootView,
    notFoundComponent: NotFoundPage,
    // The root's beforeLoad runs on every navigation: the SPEC §2 guard rules live there.
    beforeLoad: async ({ location, preload }) => {
      if (guard === undefined || preload) return;
      const to = await guard(location.pathname, location.href);
      if (to !== null) throw redirect({ href: to, replace: true });
    },
  });
  const layouts = new Map<RouteLayout, AnyRoute>();
  for (const layout of Object.keys(LAYOUTS) as RouteLayout[]) {
    layouts.set(
      layout,
      createRoute({ getParentRoute: () => rootRoute, id: `layout-${layout}`, component: LAYOUTS[layout] }),
    );
  }
  const children = new Map<RouteLayout, AnyRoute[]>();
  for (const def of ROUTES) {
    const parent = layouts.get(def.layout)!;
    const route = createRoute({
      getParentRoute: () => parent,
      path: def.path,
      component: screenFor(def),
      staticData: { routeName: def.name },
      // The guard loaded them already (instant then); a failed load is reported here, in the layout.
      ...(prepareRoute === undefined
        ? {}
        : {
            beforeLoad: ({ location }: { location: { pathname: string } }) => prepareRoute(location.pathname),
          }),
    });
    children.set(def.layout, [...(children.get(def.layout) ?? []), route]);
  }
  // Anything no route matches renders the not-found page inside the main chrome.
  const mainLayout = layouts.get('main')!;
  const catchAll = createRoute({ getParentRoute: () => mainLayout, path: '$', component: NotFoundPage });
  children.set('main', [...(children.get('main') ?? []), catchAll]);

  const layoutRoutes = [...layouts.entries()].map(([layout, route]) =>
    route.addChildren(children.get(layout) ?? []),
  );
  return rootRoute.addChildren(layoutRoutes);
}

export function createAppRouter(guard?: RouteGuard, prepareRoute?: PrepareRoute) {
  return createRouter({
    routeTree: buildRouteTree(guard, prepareRoute),
    scrollRestoration: true,
    defaultPendingMinMs: 0,
    // A lazy screen's chunk: the layout renders, the page area waits calmly (routes/lazyScreen.ts).
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
