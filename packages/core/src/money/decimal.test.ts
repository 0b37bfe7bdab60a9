import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { Decimal, parseDecimal, type RoundingMode } from './decimal.ts';
import { comparePlainDecimals } from './decimalOrder.ts';

/** The reference: big.js with core's former set-up (20 places for a division, half up). */
const Reference = Big();
Reference.DP = 20;
Reference.RM = Reference.roundHalfUp;

/** Decimal strings of every shape the app meets and a few it should not: signs, long parts, zeros, exponents. */
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,24}$/),
    fc.option(fc.stringMatching(/^\d{0,24}$/), { nil: undefined }),
    fc.option(fc.integer({ min: -30, max: 30 }), { freq: 5, nil: undefined }),
  )
  .map(
    ([negative, whole, fraction, exponent]) =>
      `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
  );
const places = fc.integer({ min: 0, max: 8 });
const mode = fc.constantFrom<RoundingMode>(0, 1, 2, 3);

describe('Decimal (issue #27: our own, answering as big.js did)', () => {
  test.prop([decimalText, decimalText])('adds, subtracts, multiplies and compares exactly', (a, b) => {
    const [x, y] = [new Decimal(a), new Decimal(b)];
    const [rx, ry] = [new Reference(a), new Reference(b)];
    expect(x.plus(y).toFixed()).toBe(rx.plus(ry).toFixed());
    expect(x.minus(b).toFixed()).toBe(rx.minus(b).toFixed());
    expect(x.times(y).toFixed()).toBe(rx.times(ry).toFixed());
    expect(x.cmp(y)).toBe(rx.cmp(ry));
    expect([x.eq(y), x.gt(y), x.gte(y), x.lt(y), x.lte(y)]).toEqual([
      rx.eq(ry),
      rx.gt(ry),
      rx.gte(ry),
      rx.lt(ry),
      rx.lte(ry),
    ]);
  });

  test.prop([decimalText, decimalText])('divides to 20 places, rounded half up', (a, b) => {
    const y = new Decimal(b);
    if (y.eq(0)) expect(() => new Decimal(a).div(y)).toThrow(/Division by zero/);
    else expect(new Decimal(a).div(y).toFixed()).toBe(new Reference(a).div(b).toFixed());
  });

  test.prop([decimalText, places, mode])('rounds and writes fixed places by every mode', (a, dp, rm) => {
    expect(new Decimal(a).round(dp, rm).toFixed()).toBe(new Reference(a).round(dp, rm).toFixed());
    expect(new Decimal(a).toFixed(dp, rm)).toBe(new Reference(a).toFixed(dp, rm));
    expect(new Decimal(a).toFixed(dp)).toBe(new Reference(a).toFixed(dp));
    expect(new Decimal(a).round().toFixed()).toBe(new Reference(a).round().toFixed());
  });

  test.prop([decimalText])('writes itself as big.js does (exponents below 1e-6 and from 1e21)', (a) => {
    expect(new Decimal(a).toString()).toBe(new Reference(a).toString());
    expect(new Decimal(a).abs().toString()).toBe(new Reference(a).abs().toString());
    expect(JSON.stringify({ a: new Decimal(a) })).toBe(JSON.stringify({ a: new Reference(a) }));
  });

  it('takes numbers as their shortest decimal and refuses what is not a number', () => {
    for (const value of [0, 1, -1, 0.1, 2.5, 1e21, 1e-7, 123456.789])
      expect(new Decimal(value).toString()).toBe(new Reference(value).toString());
    for (const value of [
      '',
      ' 1',
      '1,000',
      'NaN',
      'abc',
      '1e',
      '--1',
      '+1',
      '.',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ])
      expect(() => new Decimal(value)).toThrow(/Invalid number/);
  });

  it('writes a minus zero only where big.js did: toFixed(places) of a negative amount', () => {
    expect(new Decimal('-0.001').toFixed(2)).toBe('-0.00');
    expect(new Decimal('-0.001').round(2, Decimal.roundDown).toString()).toBe('0');
    expect(new Decimal('-0').toFixed()).toBe('0');
  });
});

describe('comparePlainDecimals (decimalOrder.ts)', () => {
  test.prop([decimalText, decimalText, fc.boolean()])(
    'compares plain decimal strings by their digits as parseDecimal and cmp do (live odds, #27)',
    (a, b, padded) => {
      const y = padded ? ` ${b}00 ` : b;
      const [x, z] = [parseDecimal(a), parseDecimal(y)];
      expect(comparePlainDecimals(a, y)).toBe(x === undefined || z === undefined ? undefined : x.cmp(z));
    },
  );

  it('orders prices across signs, zeros, leading and trailing zeros', () => {
    expect(comparePlainDecimals('1.85', '1.9')).toBe(-1);
    expect(comparePlainDecimals('10.5', '9.99')).toBe(1);
    expect(comparePlainDecimals('007.50', '7.5')).toBe(0);
    expect(comparePlainDecimals('-0.00', '0')).toBe(0);
    expect(comparePlainDecimals('-1.2', '-1.19')).toBe(-1);
    expect(comparePlainDecimals('-0.5', '0.1')).toBe(-1);
    expect(comparePlainDecimals('1e2', '1')).toBeUndefined();
    expect(comparePlainDecimals('1.5', 'NaN')).toBeUndefined();
  });
});
