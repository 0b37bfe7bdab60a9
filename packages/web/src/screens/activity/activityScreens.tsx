import { ActivityScreen } from './ActivityScreen.tsx';
import { DiscountScreen } from './DiscountScreen.tsx';
import { FriendInvitationScreen } from './FriendInvitationScreen.tsx';

/** Issue #13 part A screens by core route name, merged into the router's SCREENS map. */
export const ACTIVITY_SCREENS: Record<string, () => React.JSX.Element> = {
  discount: DiscountScreen,
  'activity.racePage': ActivityScreen,
  'activity.activityLandPage': ActivityScreen,
  'activity.firstDeposit': ActivityScreen,
  'activity.againDeposit': ActivityScreen,
  'activity.newTask': ActivityScreen,
  'activity.drawGift': ActivityScreen,
  'activity.signGift': ActivityScreen,
  'activity.bettingGift': ActivityScreen,
  'activity.friendInvitation': FriendInvitationScreen,
};
