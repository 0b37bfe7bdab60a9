import {
  ALL_LEAGUES_FILTER_ID,
  isChampionMarket,
  SPORT_LABELS,
  type SportCode,
  type VenueLeague,
  type VenueMatch,
  type VenuePrice,
} from '@jinli/core';

/** The market tabs: 早盘, 今日, 滚球 and 冠军 (both champion markets together). */
export type MarketTab = 'FU' | 'FT' | 'RB' | 'FS';
export const MARKET_TABS: readonly MarketTab[] = ['RB', 'FT', 'FU', 'FS'];

/** Sports in the order the sidebar lists them (SPEC §3 codes that hold matches). */
export const SPORT_ORDER: readonly SportCode[] = ['FT', 'BK', 'TN', 'VB', 'TT', 'BS', 'SK', 'VF', 'OP'];

export const sportLabel = (code: string): string => SPORT_LABELS[code as SportCode] ?? code;

/** Only the fields the list needs: a board match without its (separately live) prices. */
export type MatchInfo = Omit<VenueMatch, 'prices' | 'live'>;

export function inTab(match: Pick<MatchInfo, 'market'>, tab: MarketTab): boolean {
  return tab === 'FS' ? isChampionMarket(match.market) : match.market === tab;
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

const pad = (n: number) => String(n).padStart(2, '0');

/** Kick-off in Beijing time: `MM-DD` and `HH:mm` (the site's time zone, whatever the browser's). */
export function kickOff(start: number): { date: string; time: string } {
  const beijing = new Date(start + 8 * 3_600_000);
  return {
    date: `${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())}`,
    time: `${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}`,
  };
}
