import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PASSWORD_MAX } from './limits.ts';
import {
  validateAgreement,
  validateNewPassword,
  validateNewPasswordRepeat,
  validateRegisterPassword,
  validateRepeatPassword,
} from './password.ts';
import { alnum, charsOf, digit, illegalChar, insertAt, letter, shuffled } from './testArbitraries.ts';

const FORMAT_MESSAGE = '请输入8-12位字母+数字的组合';

// Grammar: 8-12 letters and digits, at least one of each, in any order.
const validPassword = fc
  .tuple(letter, digit, fc.array(alnum, { minLength: 6, maxLength: 10 }))
  .chain(([oneLetter, oneDigit, rest]) => shuffled([oneLetter, oneDigit, ...rest]));

const passwordRules = [
  { name: 'validateRegisterPassword', validate: validateRegisterPassword, prefix: 'password' },
  { name: 'validateNewPassword', validate: validateNewPassword, prefix: 'newPassword' },
] as const;

describe.each(passwordRules)('$name: the 8-12 rule', ({ validate, prefix }) => {
  const format = { code: `${prefix}.format`, message: FORMAT_MESSAGE };

  test.prop([validPassword])('accepts every password the grammar allows', (password) => {
    expect(validate(password)).toBeUndefined();
  });

  test.prop([validPassword, fc.integer({ min: 1, max: 7 })])('rejects fewer than 8', (password, length) => {
    expect(validate(password.slice(0, length))).toEqual(format);
  });

  test.prop([validPassword, charsOf(alnum, 1, 10)])('rejects more than 12', (password, extra) => {
    fc.pre(password.length + extra.length > PASSWORD_MAX);
    expect(validate(password + extra)).toEqual(format);
  });

  test.prop([charsOf(letter, 8, 12)])('rejects letters without a digit', (password) => {
    expect(validate(password)).toEqual(format);
  });

  test.prop([charsOf(digit, 8, 12)])('rejects digits without a letter', (password) => {
    expect(validate(password)).toEqual(format);
  });

  test.prop([validPassword.filter((p) => p.length < PASSWORD_MAX), illegalChar, fc.nat()])(
    'rejects any character other than ASCII letters and digits',
    (password, bad, position) => {
      expect(validate(insertAt(password, bad, position))).toEqual(format);
    },
  );
});

describe('required messages', () => {
  test('register password', () => {
    expect(validateRegisterPassword('')).toEqual({ code: 'password.required', message: '密码不能为空' });
  });

  test('new password', () => {
    expect(validateNewPassword('')).toEqual({ code: 'newPassword.required', message: '请设置新密码' });
  });

  test.each([
    ['abc12345', undefined],
    ['12345678a', undefined],
    ['abcdefgh', FORMAT_MESSAGE],
    ['abc1234', FORMAT_MESSAGE],
    ['abc1234567890', FORMAT_MESSAGE],
    ['abc 12345', FORMAT_MESSAGE],
  ])('%s', (password, message) => {
    expect(validateRegisterPassword(password)?.message).toBe(message);
  });
});

describe('repeat and agreement', () => {
  test.prop([fc.string()])('a repeat equal to the password passes', (password) => {
    expect(validateRepeatPassword(password, password)).toBeUndefined();
    expect(validateNewPasswordRepeat(password, password)).toBeUndefined();
  });

  test.prop([fc.string(), fc.string()])('a different repeat fails with its own text', (password, repeat) => {
    fc.pre(password !== repeat);
    expect(validateRepeatPassword(password, repeat)).toEqual({
      code: 'repeatPassword.mismatch',
      message: '两次密码输入不一致',
    });
    expect(validateNewPasswordRepeat(password, repeat)).toEqual({
      code: 'newPasswordRepeat.mismatch',
      message: '两次密码输入不一致，请重新输入',
    });
  });

  test('agreement must be ticked', () => {
    expect(validateAgreement(true)).toBeUndefined();
    expect(validateAgreement(false)).toEqual({
      code: 'agreement.required',
      message: '请同意相关条款和隐私政策',
    });
  });
});
