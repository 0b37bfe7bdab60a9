/**
 * The core route names memberScreens.tsx maps to screens (issue #27: the router knows them at start, the
 * map itself is a chunk of its own; wallet/walletScreens.test.ts checks they agree).
 */
export const MEMBER_SCREEN_NAMES = [
  'mine',
  'vip',
  'vipDetail',
  'welfare',
  'giftRecord',
  'message',
  'feedback',
  'feedbackList',
  'introTutorial',
  'limits',
] as const;
