import { describe, expect, it } from 'vitest';
import {
  ALL_LEAGUES_FILTER_ID,
  activateLeagueFilter,
  applyLeagueFilter,
  DEFAULT_LEAGUE_SHORTCUTS,
  defaultLeagueFilters,
  toggleLeagueExpanded,
} from './leagues.ts';

const leagues = [
  { league_id: '100021', isShow: true, isExpand: true, name: '英超' },
  { league_id: '100210', isShow: true, isExpand: false, name: '中超' },
  { league_id: '200001', isShow: true, isExpand: true, name: '日职联' },
];

describe('league shortcuts and filters', () => {
  it('lists the default shortcuts of SPEC §3 with their ids', () => {
    expect(DEFAULT_LEAGUE_SHORTCUTS.map(({ id, name }) => [id, name])).toEqual([
      ['100822', '欧冠'],
      ['100021', '英超'],
      ['100026', '意甲'],
      ['100030', '西甲'],
      ['100028', '德甲'],
      ['100032', '法甲'],
      ['100210', '中超'],
    ]);
  });

  it('starts with 全部 active, then the shortcuts', () => {
    const filters = defaultLeagueFilters();
    expect(filters[0]).toMatchObject({ id: ALL_LEAGUES_FILTER_ID, name: '全部', isActive: true });
    expect(filters.filter((filter) => filter.isActive)).toHaveLength(1);
    expect(filters).toHaveLength(DEFAULT_LEAGUE_SHORTCUTS.length + 1);
  });

  it('activates exactly one filter, falling back to 全部 for an unknown id', () => {
    const active = (id: string) => activateLeagueFilter(defaultLeagueFilters(), id).filter((f) => f.isActive);
    expect(active('100210').map((f) => f.name)).toEqual(['中超']);
    expect(active('nope').map((f) => f.id)).toEqual([ALL_LEAGUES_FILTER_ID]);
  });

  it('shows only the selected league, or all of them for 全部', () => {
    expect(applyLeagueFilter(leagues, '100210').map((l) => l.isShow)).toEqual([false, true, false]);
    expect(applyLeagueFilter(leagues, ALL_LEAGUES_FILTER_ID).every((l) => l.isShow)).toBe(true);
    expect(applyLeagueFilter(leagues, '100210')[1]?.name).toBe('中超');
  });

  it('expands and collapses one league', () => {
    expect(toggleLeagueExpanded(leagues, '100210').map((l) => l.isExpand)).toEqual([true, true, true]);
    expect(toggleLeagueExpanded(leagues, '100021').map((l) => l.isExpand)).toEqual([false, false, true]);
  });
});
