import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect } from 'vitest';
import {
  cappedBonus,
  formatRatePercent,
  progressRatio,
  reachedTiers,
  requiredTurnover,
  tieredBonus,
} from './bonus.ts';

/** Money strings with up to 2 decimals, from 0 to 10 million. */
const money = fc
  .bigInt({ min: 0n, max: 1_000_000_000n })
  .map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
const rate = fc.integer({ min: 0, max: 300 }).map((pct) => new Big(pct).div(100).toFixed());
const terms = fc.record({ rate, minStake: money, maxBonus: money });
const tiers = fc.array(fc.record({ threshold: money, bonus: money }), { minLength: 1, maxLength: 6 });

describe('cappedBonus (SPEC §9)', () => {
  test('pays exactly stake × rate between the minimum and the cap', () => {
    expect(cappedBonus('500', { rate: '1', minStake: '100', maxBonus: '8888' })).toBe('500.00');
    expect(cappedBonus('0.1', { rate: '0.2', minStake: '0', maxBonus: '10' })).toBe('0.02');
    expect(cappedBonus('333.33', { rate: '0.5', minStake: '100', maxBonus: '2888' })).toBe('166.66');
    expect(cappedBonus('99.99', { rate: '1', minStake: '100', maxBonus: '8888' })).toBe('0.00');
    expect(cappedBonus('100000', { rate: '1', minStake: '100', maxBonus: '8888' })).toBe('8888.00');
  });

  test.prop([money, terms])('never pays above the cap', (stake, t) => {
    expect(new Big(cappedBonus(stake, t)).lte(t.maxBonus)).toBe(true);
  });

  test.prop([money, terms])('pays nothing below the minimum', (stake, t) => {
    fc.pre(new Big(stake).lt(t.minStake));
    expect(cappedBonus(stake, t)).toBe('0.00');
  });

  test.prop([money, money, terms])('never pays less for a larger stake', (a, b, t) => {
    const [low, high] = new Big(a).lte(b) ? [a, b] : [b, a];
    expect(new Big(cappedBonus(low, t)).lte(cappedBonus(high, t))).toBe(true);
  });

  test.prop([money, terms])('is the exact product cut to cents when under the cap', (stake, t) => {
    fc.pre(new Big(stake).gte(t.minStake));
    const exact = new Big(stake).times(t.rate);
    fc.pre(exact.lte(t.maxBonus));
    expect(cappedBonus(stake, t)).toBe(exact.round(2, Big.roundDown).toFixed(2));
  });

  test('refuses floats dressed as strings and negatives', () => {
    expect(() => cappedBonus('1e3', { rate: '1', minStake: '0', maxBonus: '1' })).toThrow(TypeError);
    expect(() => cappedBonus('-5', { rate: '1', minStake: '0', maxBonus: '1' })).toThrow(TypeError);
  });
});

describe('tieredBonus (SPEC §9)', () => {
  const betting = [
    { threshold: '1000', bonus: '18' },
    { threshold: '5000', bonus: '88' },
    { threshold: '20000', bonus: '388' },
  ];

  test('pays the highest tier reached', () => {
    expect(tieredBonus('999.99', betting)).toBe('0.00');
    expect(tieredBonus('1000', betting)).toBe('18.00');
    expect(tieredBonus('19999.99', betting)).toBe('88.00');
    expect(tieredBonus('50000', betting)).toBe('388.00');
    expect(reachedTiers('5000', betting)).toEqual([0, 1]);
  });

  test.prop([money, tiers])('never pays above the largest tier bonus', (stake, list) => {
    const cap = list.reduce(
      (max, tier) => (new Big(tier.bonus).gt(max) ? new Big(tier.bonus) : max),
      new Big(0),
    );
    expect(new Big(tieredBonus(stake, list)).lte(cap)).toBe(true);
  });

  test.prop([money, tiers])('pays nothing below the lowest threshold', (stake, list) => {
    fc.pre(list.every((tier) => new Big(stake).lt(tier.threshold)));
    expect(tieredBonus(stake, list)).toBe('0.00');
  });

  test.prop([money, money, tiers])('never pays less for a larger stake', (a, b, list) => {
    const [low, high] = new Big(a).lte(b) ? [a, b] : [b, a];
    expect(new Big(tieredBonus(low, list)).lte(tieredBonus(high, list))).toBe(true);
  });

  test.prop([money, tiers])('pays exactly one configured bonus or zero', (stake, list) => {
    const paid = tieredBonus(stake, list);
    expect(paid === '0.00' || list.some((tier) => new Big(tier.bonus).eq(paid))).toBe(true);
  });
});

describe('turnover and progress', () => {
  test('binds (deposit + bonus) × multiple', () => {
    expect(requiredTurnover('500', '500.00', 10)).toBe('10000.00');
    expect(requiredTurnover('0.1', '0.2', 3)).toBe('0.90');
  });

  test('rates read as percentages', () => {
    expect(formatRatePercent('1')).toBe('100%');
    expect(formatRatePercent('0.125')).toBe('12.5%');
  });

  test('progress is a fraction capped at 1', () => {
    expect(progressRatio('250', '1000')).toBe(0.25);
    expect(progressRatio('5000', '1000')).toBe(1);
    expect(progressRatio('0', '0')).toBe(1);
  });
});
