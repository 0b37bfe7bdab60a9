import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { Game } from '../games/gameSchemas.ts';
import type { VenueMatch, VenuePrice } from '../sports/venueData.ts';
import { headlinePrices, jackpotTotal, pickFeaturedMatches, pickHotGames } from './showcaseRules.ts';

const price = (w: string, side: string, r: string, line?: string): VenuePrice => ({
  oddGameId: `${w}-${side}`,
  w,
  side,
  r,
  suspended: false,
  ...(line === undefined ? {} : { line }),
});

const match = (
  gameId: string,
  market: VenueMatch['market'],
  start: number,
  prices: VenuePrice[] = [],
): VenueMatch => ({
  gameId,
  gide: `G${gameId}`,
  hgid: gameId,
  league_id: 'L1',
  sport: 'FT',
  market,
  start,
  team_h: '主队',
  team_c: '客队',
  prices: prices.length === 0 ? [price('M', 'H', '2.10')] : prices,
});

const game = (enName: string, gameCode: string, hot: boolean): Game => ({
  gameCode,
  name: gameCode,
  enName,
  art: '/art.svg',
  hot,
  isCollect: false,
});

describe('home showcase rules (issue #28)', () => {
  it('features in-play matches first, then the soonest, and leaves outrights out', () => {
    const outright = { ...match('4', 'FSFT', 1), team_c: '' };
    const picked = pickFeaturedMatches(
      [match('1', 'FT', 300), match('2', 'RB', 900), match('3', 'FU', 100), outright],
      3,
    );
    expect(picked.map((m) => m.gameId)).toEqual(['2', '3', '1']);
  });

  it('shows 1X2 as home, draw, away (in-play first), else the main handicap', () => {
    const oneXTwo = match('1', 'RB', 0, [
      price('M', 'C', '3.1'),
      price('RM', 'C', '3.0'),
      price('RM', 'N', '3.2'),
      price('RM', 'H', '2.0'),
    ]);
    expect(headlinePrices(oneXTwo).map((p) => `${p.w}${p.side}`)).toEqual(['RMH', 'RMN', 'RMC']);
    const handicap = match('2', 'FT', 0, [
      price('R', 'C', '0.9', '0.5'),
      price('R', 'H', '0.95', '0.5'),
      price('R', 'H', '1.1', '1'),
    ]);
    expect(headlinePrices(handicap).map((p) => `${p.side}${p.line}`)).toEqual(['H0.5', 'C0.5']);
    expect(headlinePrices(match('3', 'FT', 0, [price('OU', 'O', '0.9', '2.5')]))).toEqual([]);
  });

  it('puts hot games first, keeps each venue order and never shows a game twice', () => {
    const slots = [game('A', 'a1', false), game('A', 'a2', true), game('A', 'a2', true)];
    const fishing = [game('B', 'b1', true)];
    expect(pickHotGames([slots, fishing], 10).map((g) => g.gameCode)).toEqual(['a2', 'b1', 'a1']);
    expect(pickHotGames([slots, fishing], 1)).toHaveLength(1);
  });

  test.prop([fc.array(fc.tuple(fc.nat({ max: 10 ** 9 }), fc.nat({ max: 99 })), { maxLength: 20 })])(
    'the jackpot is the exact sum of the pools, with 2 decimals',
    (amounts) => {
      const pools = amounts.map(([yuan, cents]) => ({ amount: `${yuan}.${String(cents).padStart(2, '0')}` }));
      const expected = pools.reduce((sum, pool) => sum.plus(pool.amount), new Big(0)).toFixed(2);
      expect(jackpotTotal(pools)).toBe(expected);
    },
  );
});
