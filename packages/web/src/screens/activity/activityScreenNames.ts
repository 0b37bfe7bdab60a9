/**
 * The core route names activityScreens.tsx maps to screens (issue #27: the router knows them at start, the
 * map itself is a chunk of its own; wallet/walletScreens.test.ts checks they agree).
 */
export const ACTIVITY_SCREEN_NAMES = [
  'discount',
  'activity.racePage',
  'activity.activityLandPage',
  'activity.firstDeposit',
  'activity.againDeposit',
  'activity.newTask',
  'activity.drawGift',
  'activity.signGift',
  'activity.bettingGift',
  'activity.friendInvitation',
] as const;
