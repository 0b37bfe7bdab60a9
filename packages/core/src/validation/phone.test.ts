import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PHONE_MAX } from './limits.ts';
import { validatePhone } from './phone.ts';
import { charsOf, digit, illegalChar } from './testArbitraries.ts';

const WRONG = { code: 'phone.format', message: '请输入正确的手机号码' };

const mainland = charsOf(digit, 10, 10).map((rest) => `1${rest}`);

describe('validatePhone with the default mainland rule', () => {
  test.prop([mainland])('accepts 11 digits starting with 1', (phone) => {
    expect(validatePhone(phone)).toBeUndefined();
  });

  test.prop([fc.constantFrom(...'023456789'.split('')), charsOf(digit, 10, 10)])(
    'rejects any other first digit',
    (first, rest) => {
      expect(validatePhone(first + rest)).toEqual(WRONG);
    },
  );

  test.prop([mainland, fc.integer({ min: 0, max: 10 })])('rejects fewer than 11 digits', (phone, length) => {
    expect(validatePhone(phone.slice(0, length))).toEqual(WRONG);
  });

  test.prop([mainland, charsOf(digit, 1, 5)])('rejects more than 11 digits', (phone, extra) => {
    expect(validatePhone(phone + extra)).toEqual(WRONG);
  });

  test.prop([mainland, illegalChar, fc.nat({ max: PHONE_MAX - 1 })])(
    'rejects a non-digit in any position',
    (phone, bad, index) => {
      expect(validatePhone(phone.slice(0, index) + bad + phone.slice(index + 1))).toEqual(WRONG);
    },
  );
});

describe('validatePhone with an area regex from the server', () => {
  const HONG_KONG = '[569]\\d{7}';

  test.prop([fc.constantFrom('5', '6', '9'), charsOf(digit, 7, 7)])(
    'accepts what the area allows',
    (a, b) => {
      expect(validatePhone(a + b, HONG_KONG)).toBeUndefined();
      expect(validatePhone(a + b, `^${HONG_KONG}$`)).toBeUndefined();
    },
  );

  test('matches the whole value even when the regex has no anchors', () => {
    expect(validatePhone('512345678', HONG_KONG)).toEqual(WRONG);
    expect(validatePhone('x51234567', HONG_KONG)).toEqual(WRONG);
    expect(validatePhone('13812345678', HONG_KONG)).toEqual(WRONG);
  });

  test.prop([charsOf(digit, 1, PHONE_MAX), fc.constantFrom('', '  ', '(', '[0-9')])(
    'falls back to digits only when the regex is empty or broken',
    (phone, broken) => {
      expect(validatePhone(phone, broken)).toBeUndefined();
      expect(validatePhone(`${phone}a`, broken)).toEqual(WRONG);
    },
  );

  test('never accepts more than the field maxlength', () => {
    expect(validatePhone('1'.repeat(PHONE_MAX), '\\d+')).toBeUndefined();
    expect(validatePhone('1'.repeat(PHONE_MAX + 1), '\\d+')).toEqual(WRONG);
  });

  test('an empty value is wrong, whatever the area', () => {
    expect(validatePhone('')).toEqual(WRONG);
    expect(validatePhone('', '\\d*')).toEqual(WRONG);
  });
});
