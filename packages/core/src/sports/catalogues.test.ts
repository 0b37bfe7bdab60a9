import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITION,
  DEFAULT_ODDS_TYPE,
  Edition,
  isChampionMarket,
  MARKET_TYPE_LABELS,
  MarketType,
  ODDS_TYPE_LABELS,
  OddsType,
  parseEdition,
  SPORT_LABELS,
  SportCode,
  themeForEdition,
  toggleEdition,
} from './catalogues.ts';

describe('sports catalogues', () => {
  it('keeps the venue codes of SPEC §3', () => {
    expect(Object.values(SportCode).sort()).toEqual(
      ['ALL', 'BK', 'BS', 'FS', 'FT', 'OP', 'SK', 'TN', 'TT', 'VB', 'VF'].sort(),
    );
    expect(MarketType).toEqual({
      Early: 'FU',
      Today: 'FT',
      InPlay: 'RB',
      ChampionToday: 'FSFT',
      ChampionEarly: 'FSFU',
    });
    expect(Object.values(OddsType)).toEqual(['E', 'H', 'I', 'M']);
  });

  it('labels every code in Chinese', () => {
    expect(SPORT_LABELS[SportCode.Football]).toBe('足球');
    expect(SPORT_LABELS[SportCode.Basketball]).toBe('篮球');
    expect(MARKET_TYPE_LABELS[MarketType.InPlay]).toBe('滚球');
    expect(ODDS_TYPE_LABELS[OddsType.HongKong]).toBe('香港盘');
    for (const label of [...Object.values(SPORT_LABELS), ...Object.values(MARKET_TYPE_LABELS)]) {
      expect(label).toMatch(/^[\u4e00-\u9fff]+$/);
    }
  });

  it('treats only FSFT and FSFU as champion markets', () => {
    expect(Object.values(MarketType).filter(isChampionMarket)).toEqual(['FSFT', 'FSFU']);
  });

  it('defaults to Hong Kong odds and the classic edition', () => {
    expect(DEFAULT_ODDS_TYPE).toBe('H');
    expect(DEFAULT_EDITION).toBe('classic');
  });

  it('toggles the edition and themes it: classic light, professional dark', () => {
    expect(toggleEdition(Edition.Classic)).toBe(Edition.Professional);
    expect(toggleEdition(Edition.Professional)).toBe(Edition.Classic);
    expect(themeForEdition(Edition.Classic)).toBe('light');
    expect(themeForEdition(Edition.Professional)).toBe('dark');
  });

  it('reads a stored edition, falling back to classic', () => {
    expect(parseEdition('professional')).toBe('professional');
    expect(parseEdition(null)).toBe('classic');
    expect(parseEdition('dark')).toBe('classic');
  });
});
