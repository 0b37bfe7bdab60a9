import type { RouteDef } from '../navigation/routeTable.ts';

/** The engine's capabilities that load on first use (engine/lazyCapability.ts). */
export type LazyCapabilityName =
  | 'sports'
  | 'matchDetail'
  | 'wallet'
  | 'withdrawalProgress'
  | 'usdtWithdrawInfo'
  | 'profile'
  | 'memberCentre'
  | 'activities'
  | 'siteContent';

const SPORTSBOOK: readonly LazyCapabilityName[] = ['sports', 'matchDetail'];
const WALLET: readonly LazyCapabilityName[] = ['wallet', 'withdrawalProgress', 'usdtWithdrawInfo', 'profile'];
const PROFILE: readonly LazyCapabilityName[] = ['profile', 'wallet'];

/**
 * The wallet's routes (SPEC §2 /mine/…): balances, transfers, deposits and their waiting pages, withdrawals,
 * accounts. Web's wallet screen group maps exactly these names.
 */
export const WALLET_ROUTE_NAMES = [
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
const WALLET_ROUTES: ReadonlySet<string> = new Set(WALLET_ROUTE_NAMES);

/**
 * What a route's journey uses beyond the capabilities every page has (session, site, home, games,
 * auth): the navigation guard loads these before the route goes through (issue #16), so a first
 * visit to `/` loads no sportsbook, wallet, member-centre, promotions or help code.
 */
export function capabilitiesOfRoute(route: RouteDef): readonly LazyCapabilityName[] {
  const { name } = route;
  if (name === 'localSport') return SPORTSBOOK;
  if (name === 'betRecord') return ['sports'];
  if (WALLET_ROUTES.has(name)) return WALLET;
  if (name === 'userinfo' || name === 'auth') return PROFILE;
  if (route.layout === 'mine') return ['memberCentre'];
  if (name === 'discount' || name.startsWith('activity.')) return ['activities'];
  if (route.layout === 'help' || name === 'venture' || name === 'sponsor' || name === 'appdownload') {
    return ['siteContent'];
  }
  return [];
}
