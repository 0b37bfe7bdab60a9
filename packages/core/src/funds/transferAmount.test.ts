import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allTransferAmount,
  TRANSFER_AMOUNT_MESSAGES as M,
  toWireAmount,
  validateTransferAmount,
} from './transferAmount.ts';

describe('venue transfer amount (SPEC §5)', () => {
  it('requires an amount', () => {
    expect(validateTransferAmount('')).toBe(M.required);
    expect(validateTransferAmount('   ')).toBe('请输入转账金额');
  });

  it.each([
    ['12a.3.45', '请输入正确的金额，只能包含数字和小数点'],
    ['1e5', '请输入正确的金额，只能包含数字和小数点'],
    ['-1', '请输入正确的金额，只能包含数字和小数点'],
    ['1234567890123', '金额最多12位'],
  ])('refuses %s instead of sending another amount', (raw, message) => {
    expect(validateTransferAmount(raw)).toBe(message);
  });

  it('checks decimals, sign and the center wallet balance', () => {
    expect(validateTransferAmount('1.234')).toBe('金额最多保留两位小数');
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
