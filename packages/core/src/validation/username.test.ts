import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { RESET_USERNAME_MAX, USERNAME_MAX } from './limits.ts';
import {
  alnum,
  charsOf,
  digit,
  illegalChar,
  insertAt,
  LETTERS,
  letter,
  shuffled,
} from './testArbitraries.ts';
import { normalizeUsername, validateResetUsername, validateUsername } from './username.ts';

const FORMAT = { code: 'username.format', message: '4-11位，最少2个字母+数字组合，首位为字母' };

// Grammar: letter, then 3-10 letters/digits that include at least one more letter and one digit.
const validUsername = fc
  .tuple(letter, letter, digit, fc.array(alnum, { minLength: 1, maxLength: 8 }))
  .chain(([first, second, oneDigit, rest]) =>
    shuffled([second, oneDigit, ...rest]).map((tail) => first + tail),
  );

describe('validateUsername', () => {
  test.prop([validUsername])('accepts every username the grammar allows', (name) => {
    expect(validateUsername(name)).toBeUndefined();
  });

  test.prop([fc.constantFrom('', ' ', '   ', '\t')])('requires a value', (blank) => {
    expect(validateUsername(blank)).toEqual({ code: 'username.required', message: '用户名不能为空' });
  });

  test.prop([charsOf(alnum, 1, 3)])('rejects fewer than 4 characters', (name) => {
    expect(validateUsername(name)).toEqual(FORMAT);
  });

  test.prop([validUsername, charsOf(alnum, 1, 10)])('rejects more than 11 characters', (name, extra) => {
    fc.pre(name.length + extra.length > USERNAME_MAX);
    expect(validateUsername(name + extra)).toEqual(FORMAT);
  });

  test.prop([digit, validUsername])('rejects a digit as first character', (first, name) => {
    expect(validateUsername(first + name.slice(1))).toEqual(FORMAT);
  });

  test.prop([charsOf(letter, 4, 11)])('rejects names without a digit', (name) => {
    expect(validateUsername(name)).toEqual(FORMAT);
  });

  test.prop([letter, charsOf(digit, 3, 10)])('rejects names with only one letter', (first, digits) => {
    expect(validateUsername(first + digits)).toEqual(FORMAT);
  });

  test.prop([validUsername.filter((name) => name.length < USERNAME_MAX), illegalChar, fc.nat()])(
    'rejects any character other than ASCII letters and digits',
    (name, bad, position) => {
      expect(validateUsername(insertAt(name, bad, position))).toEqual(FORMAT);
    },
  );

  test.each([
    ['ab1c', undefined],
    ['a1b2c3d4e5f', undefined],
    ['abc', FORMAT],
    ['a1b2c3d4e5f6', FORMAT],
    ['1abc', FORMAT],
    ['abcd', FORMAT],
    ['a123', FORMAT],
    ['ab_1', FORMAT],
  ])('%s', (name, expected) => {
    expect(validateUsername(name)).toEqual(expected);
  });
});

describe('normalizeUsername', () => {
  test.prop([fc.string({ maxLength: 30 })])('never keeps whitespace or more than 11 characters', (raw) => {
    const normalized = normalizeUsername(raw);
    expect(normalized).not.toMatch(/\s/);
    expect(Array.from(normalized).length).toBeLessThanOrEqual(USERNAME_MAX);
  });

  test.prop([validUsername, fc.array(fc.tuple(fc.nat(), fc.constantFrom(' ', '\t')), { maxLength: 4 })])(
    'restores a valid username typed with spaces',
    (name, spaces) => {
      const spaced = spaces.reduce((text, [position, space]) => insertAt(text, space, position), name);
      expect(normalizeUsername(spaced)).toBe(name);
    },
  );

  test.prop([fc.constantFrom(...LETTERS), charsOf(alnum, 11, 20)])('cuts at the maxlength', (first, rest) => {
    expect(normalizeUsername(first + rest)).toBe((first + rest).slice(0, USERNAME_MAX));
  });
});

describe('validateResetUsername', () => {
  test.prop([fc.string({ minLength: 1, maxLength: RESET_USERNAME_MAX }).filter((s) => s.trim() !== '')])(
    'accepts any non-blank name up to 30 characters',
    (name) => {
      expect(validateResetUsername(name)).toBeUndefined();
    },
  );

  test('requires a value', () => {
    expect(validateResetUsername('')).toEqual({ code: 'resetUsername.required', message: '请输入用户名' });
    expect(validateResetUsername('  ')?.message).toBe('请输入用户名');
  });

  test.prop([charsOf(alnum, RESET_USERNAME_MAX + 1, 60)])('rejects more than 30 characters', (name) => {
    expect(validateResetUsername(name)?.code).toBe('resetUsername.tooLong');
  });
});
