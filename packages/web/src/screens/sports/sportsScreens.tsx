import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

/** The sportsbook's screens by core route name, merged into the router's SCREENS map. */
export const SPORTS_SCREENS: ScreenMap = {
  localSport: lazyScreen(
    () => import('./LocalSportRoute.tsx'),
    (m) => m.LocalSportRoute,
  ),
  betRecord: lazyScreen(
    () => import('./BetRecordScreen.tsx'),
    (m) => m.BetRecordScreen,
  ),
};
