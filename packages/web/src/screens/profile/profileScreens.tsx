import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

/** Issue #12 part A screens by core route name, merged into the router's SCREENS map. */
export const PROFILE_SCREENS: ScreenMap = {
  userinfo: lazyScreen(
    () => import('./ProfileScreen.tsx'),
    (m) => m.ProfileScreen,
  ),
  auth: lazyScreen(
    () => import('./SecurityScreen.tsx'),
    (m) => m.SecurityScreen,
  ),
};
