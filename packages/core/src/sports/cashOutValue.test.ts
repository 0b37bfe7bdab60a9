import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { type CashOutInput, type CashOutLeg, cashOutPotentialWin, cashOutValue } from './cashOutValue.ts';

const cents = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));
const wager = fc.constantFrom('R', 'RE', 'OU', 'ROU', 'M', 'RM', 'EO', 'FS');
/** HK prices 0.50…1.30 for double-line wagers, European 1.05…30 otherwise (as the venue sends). */
const priceFor = (w: string) => (['R', 'RE', 'OU', 'ROU'].includes(w) ? cents(50, 130) : cents(105, 3000));
const legArb: fc.Arbitrary<CashOutLeg> = wager.chain((w) =>
  fc.record({
    w: fc.constant(w),
    placedOdds: priceFor(w),
    state: fc.constantFrom<'open' | 'won'>('open', 'open', 'won'),
    currentOdds: priceFor(w),
  }),
);
const inputArb: fc.Arbitrary<CashOutInput> = fc.record({
  stake: cents(1000, 5_000_000),
  legs: fc.array(legArb, { minLength: 1, maxLength: 5 }),
  margin: fc.integer({ min: 0, max: 2000 }).map((n) => (n / 10_000).toString()),
});

const cmp = (a: string, b: string) => new Decimal(a).cmp(new Decimal(b));

describe('cashOutValue (issue #30)', () => {
  it('is stake x placed / current for one open leg, less the margin, rounded down to the cent', () => {
    // 100 x 2.50 / 2.00 = 125; less 5% = 118.75.
    expect(
      cashOutValue({
        stake: '100',
        margin: '0.05',
        legs: [{ w: 'M', placedOdds: '2.50', state: 'open', currentOdds: '2.00' }],
      }),
    ).toBe('118.75');
    // HK prices count with the stake: 100 x 1.95 / 1.90 x 0.95 = 97.5 (97.50 exactly).
    expect(
      cashOutValue({
        stake: '100',
        margin: '0.05',
        legs: [{ w: 'R', placedOdds: '0.95', state: 'open', currentOdds: '0.90' }],
      }),
    ).toBe('97.50');
    // 10 x 1.07 / 3 = 3.5666… → 3.56 (down, never up).
    expect(
      cashOutValue({
        stake: '10',
        margin: '0',
        legs: [{ w: 'M', placedOdds: '1.07', state: 'open', currentOdds: '3.00' }],
      }),
    ).toBe('3.56');
    // A won parlay leg counts at its price: 100 x 2 x (1.5 / 1.2) = 250 → capped by nothing (< 300).
    expect(
      cashOutValue({
        stake: '100',
        margin: '0',
        legs: [
          { w: 'M', placedOdds: '2.00', state: 'won' },
          { w: 'M', placedOdds: '1.50', state: 'open', currentOdds: '1.20' },
        ],
      }),
    ).toBe('250.00');
  });

  it('has no value for a leg without a current price or a margin of 100%', () => {
    expect(
      cashOutValue({ stake: '100', margin: '0', legs: [{ w: 'M', placedOdds: '2.00', state: 'open' }] }),
    ).toBeUndefined();
    expect(
      cashOutValue({
        stake: '100',
        margin: '1',
        legs: [{ w: 'M', placedOdds: '2.00', state: 'open', currentOdds: '2.00' }],
      }),
    ).toBeUndefined();
  });

  test.prop([inputArb])('is never above the potential win and never negative, in whole cents', (input) => {
    const value = cashOutValue(input)!;
    expect(value).toMatch(/^\d+\.\d{2}$/);
    expect(cmp(value, '0')).toBeGreaterThanOrEqual(0);
    expect(cmp(value, cashOutPotentialWin(input.stake, input.legs)!)).toBeLessThanOrEqual(0);
  });

  test.prop([inputArb, fc.nat({ max: 4 }), fc.integer({ min: 1, max: 200 })])(
    'never rises when an open leg’s current price rises (a longer price means less likely to win)',
    (input, index, up) => {
      const at = index % input.legs.length;
      const leg = input.legs[at]!;
      fc.pre(leg.state === 'open');
      const higher = new Decimal(leg.currentOdds!).plus(new Decimal(up).div(100)).toFixed(2);
      const legs = input.legs.map((l, i) => (i === at ? { ...l, currentOdds: higher } : l));
      expect(cmp(cashOutValue({ ...input, legs })!, cashOutValue(input)!)).toBeLessThanOrEqual(0);
    },
  );

  test.prop([inputArb])('never rises with a larger margin', (input) => {
    const larger = new Decimal(input.margin).plus('0.01').toString();
    expect(cmp(cashOutValue({ ...input, margin: larger })!, cashOutValue(input)!)).toBeLessThanOrEqual(0);
  });
});
