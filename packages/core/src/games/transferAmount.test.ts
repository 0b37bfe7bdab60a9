import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allTransferAmount,
  TRANSFER_AMOUNT_MESSAGES as M,
  sanitizeTransferAmount,
  toWireAmount,
  validateTransferAmount,
} from './transferAmount.ts';

describe('venue transfer amount (SPEC §5)', () => {
  it('requires an amount', () => {
    expect(validateTransferAmount('')).toBe(M.required);
    expect(validateTransferAmount('   ')).toBe('请输入转账金额');
  });

  it.each([
    ['12a.3.45', '12.34'],
    ['.5', '0.5'],
    ['1,000.999', '1000.99'],
    ['12345678901234', '123456789012'],
    ['abc', ''],
  ])('keeps what may be typed: %s -> %s', (raw, kept) => {
    expect(sanitizeTransferAmount(raw)).toBe(kept);
  });

  it('checks decimals, sign and the center wallet balance', () => {
    expect(validateTransferAmount('1.234')).toBe(M.invalid);
    expect(validateTransferAmount('0.00')).toBe(M.positive);
    expect(validateTransferAmount('100.01', '100.00')).toBe(M.exceedsBalance);
    expect(validateTransferAmount('100', '100.00')).toBeUndefined();
  });

  it('All fills the whole balance, cut to 2 decimals', () => {
    expect(allTransferAmount('8888.00')).toBe('8888.00');
    expect(allTransferAmount('10.999')).toBe('10.99');
    expect(allTransferAmount('0.00')).toBe('');
    expect(allTransferAmount('oops')).toBe('');
    expect(toWireAmount('12.5')).toBe('12.50');
  });

  it('whatever is typed, the field holds at most 12 characters and 2 decimals', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const kept = sanitizeTransferAmount(raw);
        expect(kept.length).toBeLessThanOrEqual(12);
        expect(kept).toMatch(/^(\d+(\.\d{0,2})?)?$/);
      }),
    );
  });

  it('All never exceeds the balance and always passes validation against it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999n }), (cents) => {
        const balance = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        const all = allTransferAmount(balance);
        expect(all).toBe(balance);
        expect(validateTransferAmount(all, balance)).toBeUndefined();
      }),
    );
  });
});
