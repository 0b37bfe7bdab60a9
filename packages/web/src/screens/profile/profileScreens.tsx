import { ProfileScreen } from './ProfileScreen.tsx';
import { SecurityScreen } from './SecurityScreen.tsx';

/** Issue #12 part A screens by core route name, merged into the router's SCREENS map. */
export const PROFILE_SCREENS: Record<string, () => React.JSX.Element> = {
  userinfo: ProfileScreen,
  auth: SecurityScreen,
};
