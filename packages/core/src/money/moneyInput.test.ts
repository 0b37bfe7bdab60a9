import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONEY_INPUT_MESSAGES as M,
  moneyTooLongMessage,
  moneyWireAmount,
  normalizeMoneyText,
  readMoneyInput,
} from './moneyInput.ts';

const read = (raw: string, maxLength?: number) =>
  readMoneyInput(normalizeMoneyText(raw), maxLength === undefined ? {} : { maxLength });

describe('one money input rule (issue #15)', () => {
  // Failure 1 of the issue: each of these was silently rewritten into another amount.
  it.each([
    ['1e5', M.invalid],
    ['-1', M.invalid],
    ['0x64', M.invalid],
    ['100<script>', M.invalid],
    ['100.999', M.tooManyDecimals],
    ['1234567890123', moneyTooLongMessage(12)],
    ['12a.3.45', M.invalid],
    ['1 000', M.invalid],
    ['1,00', M.invalid],
    ['0', M.positive],
    ['0.00', M.positive],
    ['', M.required],
    ['   ', M.required],
  ])('%s is an error, never another number', (raw, message) => {
    const reading = read(raw);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toBe(message);
  });

  it.each([
    ['１２３', '123'],
    ['１２３．４５', '123.45'],
    ['¥1,000.00', '1000.00'],
    ['￥ 88', '88'],
    ['  12.5 ', '12.5'],
    ['1，234', '1234'],
  ])('normalises %s visibly to %s', (raw, shown) => {
    expect(normalizeMoneyText(raw)).toBe(shown);
    expect(read(raw)).toEqual({ ok: true, amount: shown });
  });

  it('keeps exact decimals as typed and sends them with two places', () => {
    expect(read('100')).toEqual({ ok: true, amount: '100' });
    expect(read('0.01')).toEqual({ ok: true, amount: '0.01' });
    expect(read('123456789.12')).toEqual({ ok: true, amount: '123456789.12' });
    expect(moneyWireAmount('100')).toBe('100.00');
    expect(moneyWireAmount('12.5')).toBe('12.50');
  });

  it('honours the field length', () => {
    expect(read('123456', 5).ok).toBe(false);
    expect(read('12345', 5).ok).toBe(true);
  });

  it('for any string, the amount sent equals the amount shown', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-+eEx ¥<>１２３．，abc'.split('')) }),
        (raw) => {
          const shown = normalizeMoneyText(raw);
          const reading = readMoneyInput(shown);
          if (reading.ok) {
            expect(reading.amount).toBe(shown);
            expect(new Big(moneyWireAmount(reading.amount)).eq(new Big(shown))).toBe(true);
          }
        },
      ),
    );
  });

  it('for any string, the shown text keeps every digit typed, in order', () => {
    const digits = (text: string) =>
      [...text]
        .map((c) => (c >= '０' && c <= '９' ? String(c.charCodeAt(0) - 0xff10) : c))
        .filter((c) => /\d/.test(c))
        .join('');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(digits(normalizeMoneyText(raw))).toBe(digits(raw));
      }),
    );
  });

  it('anything with a character other than digits, one dot and normalised decoration is an error', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('e', '-', '+', 'x', '<', '/', '%', '$'),
        fc.nat(),
        (raw, bad, at) => {
          const i = at % (raw.length + 1);
          expect(read(`${raw.slice(0, i)}${bad}${raw.slice(i)}`).ok).toBe(false);
        },
      ),
    );
  });
});
