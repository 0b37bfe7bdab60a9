import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { formatBalance, UNKNOWN_BALANCE } from './money.ts';

const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,20}$/),
    fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );

describe('formatBalance', () => {
  it.each([
    ['8888.00', '8,888.00'],
    ['0', '0.00'],
    ['0.5', '0.50'],
    ['1234567.891', '1,234,567.89'],
    ['0.999', '0.99'],
    ['007.1', '7.10'],
    ['-12.345', '-12.34'],
    ['-0.001', '0.00'],
    ['100', '100.00'],
  ])('%s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });

  it.each(['', 'abc', '1e5', '1.', '.5', '12,000.00', 'NaN'])('shows %j as unknown', (input) => {
    expect(formatBalance(input)).toBe(UNKNOWN_BALANCE);
  });

  test.prop([decimalString])('has 2 decimals and grouped thousands', (amount) => {
    expect(formatBalance(amount)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  test.prop([decimalString])('equals the amount cut (never rounded up) to cents', (amount) => {
    const shown = new Big(formatBalance(amount).replaceAll(',', ''));
    expect(shown.eq(new Big(amount).round(2, Big.roundDown))).toBe(true);
  });
});
