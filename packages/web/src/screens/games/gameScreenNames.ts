/**
 * The core route names gameScreens.tsx maps to screens (issue #27: the router knows them at start, the
 * map itself is a chunk of its own; wallet/walletScreens.test.ts checks they agree).
 */
export const GAME_SCREEN_NAMES = [
  'sport',
  'realbet',
  'chess',
  'gaming',
  'lottery',
  'egame',
  'fishing',
  'game',
  'pgGame',
  'dzGame',
] as const;
