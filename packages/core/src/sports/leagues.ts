/** Leagues in the match list and the league filter bar with its default shortcuts (SPEC §3). */

export interface League {
  readonly league_id: string;
  readonly isShow: boolean;
  readonly isExpand: boolean;
}

export interface LeagueFilter {
  readonly id: string;
  readonly name: string;
  readonly icon_class: string;
  readonly isActive: boolean;
}

/** The filter that shows every league. */
export const ALL_LEAGUES_FILTER_ID = 'ALL';

export const LeagueId = {
  ChampionsLeague: '100822',
  PremierLeague: '100021',
  SerieA: '100026',
  LaLiga: '100030',
  Bundesliga: '100028',
  Ligue1: '100032',
  ChineseSuperLeague: '100210',
} as const;
export type LeagueId = (typeof LeagueId)[keyof typeof LeagueId];

export const DEFAULT_LEAGUE_SHORTCUTS: readonly Omit<LeagueFilter, 'isActive'>[] = [
  { id: LeagueId.ChampionsLeague, name: '欧冠', icon_class: 'league-ucl' },
  { id: LeagueId.PremierLeague, name: '英超', icon_class: 'league-epl' },
  { id: LeagueId.SerieA, name: '意甲', icon_class: 'league-seriea' },
  { id: LeagueId.LaLiga, name: '西甲', icon_class: 'league-laliga' },
  { id: LeagueId.Bundesliga, name: '德甲', icon_class: 'league-bundesliga' },
  { id: LeagueId.Ligue1, name: '法甲', icon_class: 'league-ligue1' },
  { id: LeagueId.ChineseSuperLeague, name: '中超', icon_class: 'league-csl' },
];

/** The filter bar a member starts with: 全部 (active) followed by the default shortcuts. */
export function defaultLeagueFilters(): readonly LeagueFilter[] {
  return [
    { id: ALL_LEAGUES_FILTER_ID, name: '全部', icon_class: 'league-all', isActive: true },
    ...DEFAULT_LEAGUE_SHORTCUTS.map((shortcut) => ({ ...shortcut, isActive: false })),
  ];
}

/** Exactly one filter is active afterwards; an unknown id falls back to 全部. */
export function activateLeagueFilter(filters: readonly LeagueFilter[], id: string): readonly LeagueFilter[] {
  const target = filters.some((filter) => filter.id === id) ? id : ALL_LEAGUES_FILTER_ID;
  return filters.map((filter) => ({ ...filter, isActive: filter.id === target }));
}

/** Shows the leagues the filter selects and hides the rest; 全部 shows every league. */
export function applyLeagueFilter<L extends League>(leagues: readonly L[], filterId: string): readonly L[] {
  return leagues.map((league) => ({
    ...league,
    isShow: filterId === ALL_LEAGUES_FILTER_ID || league.league_id === filterId,
  }));
}

export function toggleLeagueExpanded<L extends League>(
  leagues: readonly L[],
  leagueId: string,
): readonly L[] {
  return leagues.map((league) =>
    league.league_id === leagueId ? { ...league, isExpand: !league.isExpand } : league,
  );
}
