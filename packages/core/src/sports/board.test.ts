import { describe, expect, it } from 'vitest';
import {
  kickOff,
  leagueGroups,
  type MatchInfo,
  priceColumn,
  rowColumns,
  selectionLabel,
  sportCounts,
} from './board.ts';

const match = (gameId: string, league_id: string, sport: string, market: MatchInfo['market'], start = 0) => ({
  gameId,
  gide: `G${gameId}`,
  hgid: gameId,
  league_id,
  sport,
  market,
  start,
  team_h: '青岚联',
  team_c: '赤城竞技',
});
const leagues = [
  { league_id: '100021', name: '英格兰超级联赛', sport: 'FT' },
  { league_id: '100210', name: '中国超级联赛', sport: 'FT' },
];
const matches = [
  match('1', '100210', 'FT', 'RB'),
  match('2', '100021', 'FT', 'RB', 20),
  match('3', '100021', 'FT', 'RB', 10),
  match('4', '100021', 'FT', 'FU'),
  match('5', '100021', 'FT', 'FSFU'),
  match('6', '100021', 'BK', 'RB'),
];

describe('sportsbook board', () => {
  it('counts matches per sport under the tab; 冠军 holds both champion markets', () => {
    expect(sportCounts(matches, 'RB')).toEqual({ FT: 3, BK: 1 });
    expect(sportCounts(matches, 'FS')).toEqual({ FT: 1 });
  });

  it('groups by league in venue order, by kick-off within one, and applies the league filter', () => {
    const all = leagueGroups(leagues, matches, 'FT', 'RB', 'ALL');
    expect(all.map((g) => [g.league.league_id, g.matches.map((m) => m.gameId)])).toEqual([
      ['100021', ['3', '2']],
      ['100210', ['1']],
    ]);
    expect(leagueGroups(leagues, matches, 'FT', 'RB', '100210').map((g) => g.league.league_id)).toEqual([
      '100210',
    ]);
    expect(leagueGroups(leagues, matches, 'TN', 'RB', 'ALL')).toEqual([]);
  });

  it('names selections the way the slip shows them', () => {
    expect(selectionLabel({ side: 'H', line: '-0.5', w: 'R' })).toBe('主 -0.5');
    expect(selectionLabel({ side: 'O', line: '2.5', w: 'ROU' })).toBe('大 2.5');
    expect(selectionLabel({ side: 'N', w: 'M' })).toBe('和局');
    expect(selectionLabel({ side: 'C', w: 'RM' })).toBe('客胜');
    expect(selectionLabel({ side: 'FS01', name: '星河联', w: 'FS' })).toBe('星河联');
    expect(selectionLabel({ side: 'ODD', w: 'REO' })).toBe('单');
    expect(selectionLabel({ side: 'EVEN', w: 'EO' })).toBe('双');
  });

  it('puts each wager in its column: 让球, 大小, 独赢, 单双', () => {
    const wagers: Record<string, string> = {
      a: 'RE',
      b: 'RE',
      c: 'ROU',
      d: 'ROU',
      e: 'RM',
      f: 'RM',
      g: 'RM',
      h: 'REO',
      i: 'REO',
    };
    expect(rowColumns(Object.keys(wagers), (key) => wagers[key] ?? '')).toEqual({
      handicap: ['a', 'b'],
      total: ['c', 'd'],
      moneyline: ['e', 'f', 'g'],
      oddEven: ['h', 'i'],
    });
    expect(['R', 'HR', 'OU', 'HROU', 'M', 'EO', 'HEO'].map(priceColumn)).toEqual([
      'handicap',
      'handicap',
      'total',
      'total',
      'moneyline',
      'oddEven',
      'oddEven',
    ]);
  });

  it('shows kick-off in Beijing time whatever the browser zone', () => {
    // 2025-11-21 17:30 UTC
    expect(kickOff(1_763_746_200_000)).toEqual({ date: '11-22', time: '01:30' });
  });
});
