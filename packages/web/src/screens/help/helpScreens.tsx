import { ROUTES } from '@jinli/core/rules';
import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const HelpArticlePage = lazyScreen(
  () => import('./HelpPages.tsx'),
  (m) => m.HelpArticlePage,
);

/** Route name → screen for the help centre: the index and every `help.{key}` child of core's table. */
export const HELP_SCREENS: ScreenMap = {
  help: lazyScreen(
    () => import('./HelpPages.tsx'),
    (m) => m.HelpIndexPage,
  ),
  ...Object.fromEntries(
    ROUTES.filter((def) => def.name.startsWith('help.')).map((def) => [def.name, HelpArticlePage]),
  ),
};
