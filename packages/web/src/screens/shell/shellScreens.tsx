import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const RedirectRoute = lazyScreen(
  () => import('./RedirectRoute.tsx'),
  (m) => m.RedirectRoute,
);

/** The shell's own routes of SPEC §2, by core route name. */
export const SHELL_SCREENS: ScreenMap = {
  login: lazyScreen(
    () => import('./LoginRoute.tsx'),
    (m) => m.LoginRoute,
  ),
  loading: lazyScreen(
    () => import('./LoadingScreen.tsx'),
    (m) => m.LoadingScreen,
  ),
  redirect: RedirectRoute,
  redirectPath: RedirectRoute,
};
