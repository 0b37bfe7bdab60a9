import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  requireCodeRequested,
  validateCaptchaInput,
  validateDeviceCode,
  validatePhoneMiddleDigits,
  validateVerifyCode,
} from './codes.ts';
import { CAPTCHA_INPUT_MAX, VERIFY_CODE_MAX } from './limits.ts';
import { alnum, charsOf, digit, illegalChar, insertAt } from './testArbitraries.ts';

const nonBlank = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');

describe.each([
  { name: 'validateVerifyCode', validate: validateVerifyCode, prefix: 'verifyCode', max: VERIFY_CODE_MAX },
  { name: 'validateCaptchaInput', validate: validateCaptchaInput, prefix: 'captcha', max: CAPTCHA_INPUT_MAX },
])('$name', ({ validate, prefix, max }) => {
  test.prop([nonBlank(max)])('accepts any non-blank code up to the maxlength', (code) => {
    expect(validate(code)).toBeUndefined();
  });

  test.prop([fc.constantFrom('', ' ', '\t')])('requires a value', (blank) => {
    expect(validate(blank)).toEqual({ code: `${prefix}.required`, message: '请输入验证码' });
  });

  test.prop([charsOf(alnum, max + 1, max + 20)])('rejects input longer than the maxlength', (code) => {
    expect(validate(code)?.code).toBe(`${prefix}.tooLong`);
  });
});

describe('validatePhoneMiddleDigits', () => {
  const WRONG = { code: 'phoneMiddleDigits.format', message: '手机号错误' };

  test.prop([charsOf(digit, 4, 4)])('accepts exactly 4 digits', (digits) => {
    expect(validatePhoneMiddleDigits(digits)).toBeUndefined();
  });

  test.prop([charsOf(digit, 0, 10)])('rejects any other length', (digits) => {
    fc.pre(digits.length !== 4);
    expect(validatePhoneMiddleDigits(digits)).toEqual(WRONG);
  });

  test.prop([charsOf(digit, 3, 3), illegalChar, fc.nat()])('rejects non-digits', (digits, bad, position) => {
    expect(validatePhoneMiddleDigits(insertAt(digits, bad, position))).toEqual(WRONG);
  });
});

describe('validateDeviceCode', () => {
  const WRONG = { code: 'deviceCode.format', message: '请输入6位数字验证码' };

  test.prop([charsOf(digit, 6, 6)])('accepts exactly 6 digits', (code) => {
    expect(validateDeviceCode(code)).toBeUndefined();
  });

  test.prop([charsOf(digit, 1, 12)])('rejects any other length', (code) => {
    fc.pre(code.length !== 6);
    expect(validateDeviceCode(code)).toEqual(WRONG);
  });

  test.prop([charsOf(digit, 5, 5), illegalChar.filter((c) => c.trim() !== ''), fc.nat()])(
    'rejects non-digits',
    (code, bad, position) => {
      expect(validateDeviceCode(insertAt(code, bad, position))).toEqual(WRONG);
    },
  );

  test('requires a value', () => {
    expect(validateDeviceCode('')).toEqual({ code: 'deviceCode.required', message: '请输入验证码' });
  });
});

describe('requireCodeRequested', () => {
  test('login with a code needs a code request first', () => {
    expect(requireCodeRequested(true)).toBeUndefined();
    expect(requireCodeRequested(false)).toEqual({
      code: 'deviceCode.notRequested',
      message: '请先获取验证码',
    });
  });
});
