import { formatBeijingClock, formatBeijingMonthDay } from '../time/beijingTime.ts';
import { isChampionMarket, MarketType, SPORT_LABELS, SportCode } from './catalogues.ts';
import { ALL_LEAGUES_FILTER_ID } from './leagues.ts';
import type { VenueLeague, VenueMatch, VenuePrice } from './venueData.ts';

/** The market tabs: 早盘, 今日, 滚球 and 冠军 (both champion markets together), by typed name. */
export const MarketTab = {
  InPlay: MarketType.InPlay,
  Today: MarketType.Today,
  Early: MarketType.Early,
  Champion: SportCode.Champion,
} as const;
export type MarketTab = (typeof MarketTab)[keyof typeof MarketTab];
export const MARKET_TABS: readonly MarketTab[] = [
  MarketTab.InPlay,
  MarketTab.Today,
  MarketTab.Early,
  MarketTab.Champion,
];

/** Sports in the order the sidebar lists them (SPEC §3 codes that hold matches). */
export const SPORT_ORDER: readonly SportCode[] = [
  SportCode.Football,
  SportCode.Basketball,
  SportCode.Tennis,
  SportCode.Volleyball,
  SportCode.TableTennis,
  SportCode.Baseball,
  SportCode.Snooker,
  SportCode.VirtualFootball,
  SportCode.Other,
];

/** In-play matches (the 滚球 market): they carry live data, a live clock and a chat room. */
export const isInPlay = (match: Pick<VenueMatch, 'market'>): boolean => match.market === MarketType.InPlay;

/** Football and virtual football: the sports whose live data has corners and cards. */
export const isFootball = (sport: string): boolean =>
  sport === SportCode.Football || sport === SportCode.VirtualFootball;

export const sportLabel = (code: string): string => SPORT_LABELS[code as SportCode] ?? code;

/** Only the fields the list needs: a board match without its (separately live) prices. */
export type MatchInfo = Omit<VenueMatch, 'prices' | 'live'>;

export function inTab(match: Pick<MatchInfo, 'market'>, tab: MarketTab): boolean {
  return tab === MarketTab.Champion ? isChampionMarket(match.market) : match.market === tab;
}

/** How many matches each sport has under the tab (the sidebar's counts). */
export function sportCounts(matches: readonly MatchInfo[], tab: MarketTab): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of matches) if (inTab(match, tab)) counts[match.sport] = (counts[match.sport] ?? 0) + 1;
  return counts;
}

export interface LeagueGroup {
  readonly league: VenueLeague;
  readonly matches: readonly MatchInfo[];
}

/**
 * The match list: the sport's matches under the tab, grouped by league in the venue's league order
 * and by kick-off within a league; the league filter keeps one league (全部 keeps all).
 */
export function leagueGroups(
  leagues: readonly VenueLeague[],
  matches: readonly MatchInfo[],
  sport: string,
  tab: MarketTab,
  filterId: string,
): LeagueGroup[] {
  const groups: LeagueGroup[] = [];
  for (const league of leagues) {
    if (filterId !== ALL_LEAGUES_FILTER_ID && league.league_id !== filterId) continue;
    const own = matches
      .filter((m) => m.league_id === league.league_id && m.sport === sport && inTab(m, tab))
      .sort((a, b) => a.start - b.start);
    if (own.length > 0) groups.push({ league, matches: own });
  }
  return groups;
}

const SIDE_LABELS: Record<string, string> = {
  H: '主',
  C: '客',
  N: '和',
  O: '大',
  U: '小',
  ODD: '单',
  EVEN: '双',
};

/** The match row's columns: 让球, 大小, 独赢 and 单双. */
export type PriceColumn = 'handicap' | 'total' | 'moneyline' | 'oddEven';

/** Which column a wager code fills (full time or first half, pre-match or in-play). */
export function priceColumn(wager: string): PriceColumn {
  const w = wager.trim().toUpperCase().replace(/^H/, '');
  if (w === 'R' || w === 'RE') return 'handicap';
  if (w === 'OU' || w === 'ROU') return 'total';
  if (w === 'EO' || w === 'REO') return 'oddEven';
  return 'moneyline';
}

/** A row's price keys by column, each in the venue's order. */
export function rowColumns(
  keys: readonly string[],
  wagerOf: (key: string) => string,
): Record<PriceColumn, string[]> {
  const columns: Record<PriceColumn, string[]> = { handicap: [], total: [], moneyline: [], oddEven: [] };
  for (const key of keys) columns[priceColumn(wagerOf(key))].push(key);
  return columns;
}

/** What the member picked, as the slip and the cell's label say it: 主 -0.5, 大 2.5, 和, or a team. */
export function selectionLabel(price: Pick<VenuePrice, 'side' | 'line' | 'name' | 'w'>): string {
  if (price.name !== undefined) return price.name;
  const side = SIDE_LABELS[price.side] ?? price.side;
  const isMoneyline = price.w === 'M' || price.w === 'RM';
  if (isMoneyline) return side === '和' ? '和局' : `${side}胜`;
  return price.line === undefined ? side : `${side} ${price.line}`;
}

/** Kick-off in Beijing time: `MM-DD` and `HH:mm` (the site's time zone, whatever the device's). */
export function kickOff(start: number): { date: string; time: string } {
  return { date: formatBeijingMonthDay(start), time: formatBeijingClock(start) };
}
