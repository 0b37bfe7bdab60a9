import { LoadingScreen } from './LoadingScreen.tsx';
import { LoginRoute } from './LoginRoute.tsx';
import { RedirectRoute } from './RedirectRoute.tsx';

/** The shell's own routes of SPEC §2, by core route name. */
export const SHELL_SCREENS: Record<string, () => React.JSX.Element> = {
  login: LoginRoute,
  loading: LoadingScreen,
  redirect: RedirectRoute,
  redirectPath: RedirectRoute,
};
