import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import { comparePlainDecimals } from './decimalOrder.ts';

/** Decimal strings of every shape: signs, long parts, leading and trailing zeros, and exponents (not plain). */
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

describe('comparePlainDecimals', () => {
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
