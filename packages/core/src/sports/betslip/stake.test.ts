import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { Decimal } from '../../money/decimal.ts';
import { decimalStringArb, hongKongPriceArb, stakeArb } from './arbitraries.ts';
import { capStake, winAmount } from './stake.ts';

/** Independent of big.js: the exact product in integer hundredths-of-cents, cut to cents. */
function expectedWin(stake: string, odds: string): string {
  const [stakeWhole = '0', stakeFraction = ''] = stake.split('.');
  const [oddsWhole = '0', oddsFraction = ''] = odds.split('.');
  const product = BigInt(stakeWhole + stakeFraction) * BigInt(oddsWhole + oddsFraction);
  const scale = stakeFraction.length + oddsFraction.length;
  const cents = scale >= 2 ? product / 10n ** BigInt(scale - 2) : product * 10n ** BigInt(2 - scale);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

describe('winAmount', () => {
  it.each([
    ['100', '0.95', '95.00'],
    ['100', '1.95', '195.00'],
    ['33.33', '0.333', '11.09'],
    ['0.1', '0.2', '0.02'],
    ['10', '-0.80', '12.50'],
    ['abc', '0.95', '0.00'],
    ['100', '', '0.00'],
    ['', '0.95', '0.00'],
    ['100', 'NaN', '0.00'],
    ['1e3', '0.95', '0.00'],
    ['-5', '0.95', '0.00'],
  ])('stake %s at %s wins %s', (stake, odds, win) => {
    expect(winAmount(stake, odds)).toBe(win);
  });

  test.prop([stakeArb, fc.oneof(hongKongPriceArb, decimalStringArb({ min: 101, max: 50_000 }))])(
    'equals stake × odds computed independently, cut to 2 decimals',
    (stake, odds) => {
      expect(winAmount(stake, odds)).toBe(expectedWin(stake, odds));
    },
  );

  test.prop([fc.string(), fc.string()])('is 0.00 or a 2-decimal amount for any input', (stake, odds) => {
    expect(winAmount(stake, odds)).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('capStake', () => {
  const limits = { min: '10', max: '5000.50' };

  it.each([
    ['100', '100', undefined],
    ['10', '10', undefined],
    ['5000.50', '5000.50', undefined],
    ['5', '10', 'min'],
    ['0', '10', 'min'],
    ['5000.51', '5000', 'max'],
    ['99999', '5000', 'max'],
    ['', '', undefined],
    ['abc', '', undefined],
  ] as const)('stake %s becomes %s (capped: %s)', (input, stake, capped) => {
    expect(capStake(input, limits)).toEqual({ stake, capped });
  });

  it('calls back only when a bound applied', () => {
    const onCapped = vi.fn();
    capStake('100', limits, onCapped);
    expect(onCapped).not.toHaveBeenCalled();
    capStake('6000', limits, onCapped);
    expect(onCapped).toHaveBeenCalledExactlyOnceWith({ stake: '5000', capped: 'max' });
  });

  it('keeps the fractional maximum when no integer lies within the limits', () => {
    expect(capStake('9', { min: '5.5', max: '5.8' })).toEqual({ stake: '5.8', capped: 'max' });
  });

  const limitsArb = fc
    .tuple(decimalStringArb({ min: 1, max: 100_000 }), decimalStringArb({ max: 10_000_000 }))
    .map(([min, extra]) => ({ min, max: new Decimal(min).plus(extra).toFixed(2) }));

  test.prop([stakeArb, limitsArb])('puts every amount within the limits', (input, bounds) => {
    const onCapped = vi.fn();
    const result = capStake(input, bounds, onCapped);
    const stake = new Decimal(result.stake);
    expect(stake.gte(bounds.min) && stake.lte(bounds.max)).toBe(true);
    expect(onCapped).toHaveBeenCalledTimes(result.capped === undefined ? 0 : 1);
    if (result.capped === undefined) expect(result.stake).toBe(input);
    if (result.capped === 'min') expect(stake.eq(bounds.min)).toBe(true);
  });

  test.prop([stakeArb, limitsArb])('above the maximum rounds down to an integer', (input, bounds) => {
    fc.pre(new Decimal(input).gt(bounds.max) && new Decimal(bounds.max).round(0, 0).gte(bounds.min));
    const { stake, capped } = capStake(input, bounds);
    expect(capped).toBe('max');
    expect(stake).toBe(new Decimal(bounds.max).round(0, 0).toFixed(0));
  });
});
