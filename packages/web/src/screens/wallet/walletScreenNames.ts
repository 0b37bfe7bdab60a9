/**
 * The core route names walletScreens.tsx maps to screens (issue #27: the router knows them at start, the
 * map itself is a chunk of its own; walletScreens.test.ts checks they agree).
 */
export const WALLET_SCREEN_NAMES = [
  'wallet',
  'transfermoney',
  'savemoney',
  'rechargeWaiting',
  'transferWaiting',
  'huioneWaiting',
  'xnbskWaiting',
  'virtualCoinWaiting',
  'takemoney',
  'transRecord',
  'addBankCard',
  'alipayManage',
  'virtualCoinCard',
  'accountManage',
  'exchange',
] as const;
