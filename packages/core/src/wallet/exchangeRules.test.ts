import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compareMoney } from '../money/money.ts';
import { coinAmountFor, validateExchangeAmount } from './exchangeRules.ts';
import { withdrawPasswordResetErrors, withdrawPasswordSetErrors } from './withdrawPasswordRules.ts';

describe('exchange rules', () => {
  it('quotes coins cut to 2 decimals', () => {
    expect(coinAmountFor('100', '7.20')).toBe('13.88');
    expect(coinAmountFor('720', '7.2')).toBe('100.00');
    expect(coinAmountFor('0', '7.2')).toBe('');
    expect(coinAmountFor('abc', '7.2')).toBe('');
    expect(coinAmountFor('10', '0')).toBe('');
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 })])(
    'the coins never cost more than the amount, and one more cent of coin would',
    (cents, rateCents) => {
      const amount = (cents / 100).toFixed(2);
      const rate = (rateCents / 100).toFixed(2);
      const coins = coinAmountFor(amount, rate);
      const cost = (Number(coins) * rateCents) / 100;
      expect(cost).toBeLessThanOrEqual(Number(amount) + 1e-9);
      expect(((Number(coins) + 0.01) * rateCents) / 100).toBeGreaterThan(Number(amount) - 1e-9);
      expect(compareMoney(coins, '0')).toBeGreaterThanOrEqual(0);
    },
  );

  it.each([
    ['', 'required'],
    ['1.234', 'tooManyDecimals'],
    ['0', 'positive'],
    ['1e3', 'invalid'],
    ['9.99', 'belowMinimum'],
    ['500.01', 'overBalance'],
  ])('refuses %j (%s)', (amount, code) => {
    expect(validateExchangeAmount(amount, { minAmount: '10', available: '500' })?.code).toBe(code);
  });

  it('accepts an amount between the minimum and the balance', () => {
    expect(validateExchangeAmount('500', { minAmount: '10', available: '500.00' })).toBeUndefined();
    expect(validateExchangeAmount('10', { minAmount: '10', available: '500' })).toBeUndefined();
  });
});

describe('withdrawal password forms', () => {
  it('needs 6 digits entered twice alike', () => {
    expect(withdrawPasswordSetErrors({ password: '123456', confirm: '123456' })).toEqual({});
    expect(withdrawPasswordSetErrors({ password: '12345', confirm: '12345' }).password?.code).toBe(
      'passwordFormat',
    );
    expect(withdrawPasswordSetErrors({ password: '123456', confirm: '654321' }).confirm?.code).toBe(
      'mismatch',
    );
  });

  it('a reset also needs the bound phone and a 6-digit code', () => {
    const form = { phone: '13800138000', code: '012345', password: '654321', confirm: '654321' };
    expect(withdrawPasswordResetErrors(form)).toEqual({});
    const bad = withdrawPasswordResetErrors({ ...form, phone: '1380013800', code: '12' });
    expect(bad.phone?.code).toBe('phoneFormat');
    expect(bad.code?.code).toBe('codeFormat');
    expect(withdrawPasswordResetErrors({ ...form, code: '' }).code?.code).toBe('codeRequired');
  });
});
