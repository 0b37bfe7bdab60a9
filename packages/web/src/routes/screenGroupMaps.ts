import { matchRoute, WALLET_ROUTE_NAMES } from '@jinli/core/rules';
import { ACTIVITY_SCREEN_NAMES } from '../screens/activity/activityScreenNames.ts';
import { GAME_SCREEN_NAMES } from '../screens/games/gameScreenNames.ts';
import { MEMBER_SCREEN_NAMES } from '../screens/member/memberScreenNames.ts';
import type { ScreenMap } from './lazyScreen.ts';

/**
 * Issue #27: the screen groups whose map (their import functions and preload lists) is a chunk of its own
 * (routes/lazyScreen.ts `screenGroup`, routes/router.tsx). They live in the entry's graph, not the UI's,
 * so a deep first visit can start its group's map (and its screen) as soon as main.tsx runs, beside the
 * UI chunk, instead of after the config, the engine and the router (`preloadFirstRoute`).
 */
export const SCREEN_GROUP_MAPS = {
  wallet: {
    names: WALLET_ROUTE_NAMES,
    load: async (): Promise<ScreenMap> =>
      (await import('../screens/wallet/walletScreens.tsx')).WALLET_SCREENS,
  },
  member: {
    names: MEMBER_SCREEN_NAMES,
    load: async (): Promise<ScreenMap> =>
      (await import('../screens/member/memberScreens.tsx')).MEMBER_SCREENS,
  },
  games: {
    names: GAME_SCREEN_NAMES,
    load: async (): Promise<ScreenMap> => (await import('../screens/games/gameScreens.tsx')).GAME_SCREENS,
  },
  activities: {
    names: ACTIVITY_SCREEN_NAMES,
    load: async (): Promise<ScreenMap> =>
      (await import('../screens/activity/activityScreens.tsx')).ACTIVITY_SCREENS,
  },
} as const;

/**
 * Starts the code of the first route's screen when it is in a group: the group's map, then the screen
 * (the same module instances the router's `screenGroup` asks for later, so nothing loads twice). Never
 * rejects: the route loads its code again itself and shows its error page if that fails. A visitor on a
 * login-only route fetches code the guard will not show yet (the login page returns there).
 */
export function preloadFirstRoute(pathname: string): void {
  const name = matchRoute(pathname).route.name;
  for (const group of Object.values(SCREEN_GROUP_MAPS)) {
    if ((group.names as readonly string[]).includes(name))
      void group
        .load()
        .then((map) => map[name]?.preload?.())
        .catch(() => undefined);
  }
}
