import { AgentScreen } from './AgentScreen.tsx';
import { DownloadScreen } from './DownloadScreen.tsx';
import { SponsorScreen } from './SponsorScreen.tsx';

/** Route name → screen for the site's content pages (issue #13 part B). */
export const CONTENT_SCREENS: Record<string, () => React.JSX.Element> = {
  venture: AgentScreen,
  sponsor: SponsorScreen,
  appdownload: DownloadScreen,
};
