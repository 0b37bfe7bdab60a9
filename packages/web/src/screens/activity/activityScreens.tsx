import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const ActivityScreen = lazyScreen(
  () => import('./ActivityScreen.tsx'),
  (m) => m.ActivityScreen,
);

/** Issue #13 part A screens by core route name, merged into the router's SCREENS map. */
export const ACTIVITY_SCREENS: ScreenMap = {
  discount: lazyScreen(
    () => import('./DiscountScreen.tsx'),
    (m) => m.DiscountScreen,
  ),
  'activity.racePage': ActivityScreen,
  'activity.activityLandPage': ActivityScreen,
  'activity.firstDeposit': ActivityScreen,
  'activity.againDeposit': ActivityScreen,
  'activity.newTask': ActivityScreen,
  'activity.drawGift': ActivityScreen,
  'activity.signGift': ActivityScreen,
  'activity.bettingGift': ActivityScreen,
  'activity.friendInvitation': lazyScreen(
    () => import('./FriendInvitationScreen.tsx'),
    (m) => m.FriendInvitationScreen,
  ),
};
