import { ROUTES } from '@jinli/core';
import { HelpArticlePage, HelpIndexPage } from './HelpPages.tsx';

/** Route name → screen for the help centre: the index and every `help.{key}` child of core's table. */
export const HELP_SCREENS: Record<string, () => React.JSX.Element> = {
  help: HelpIndexPage,
  ...Object.fromEntries(
    ROUTES.filter((def) => def.name.startsWith('help.')).map((def) => [def.name, HelpArticlePage]),
  ),
};
