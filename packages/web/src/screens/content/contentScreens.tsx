import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

/** Route name → screen for the site's content pages (issue #13 part B). */
export const CONTENT_SCREENS: ScreenMap = {
  venture: lazyScreen(
    () => import('./AgentScreen.tsx'),
    (m) => m.AgentScreen,
  ),
  sponsor: lazyScreen(
    () => import('./SponsorScreen.tsx'),
    (m) => m.SponsorScreen,
  ),
  appdownload: lazyScreen(
    () => import('./DownloadScreen.tsx'),
    (m) => m.DownloadScreen,
  ),
};
