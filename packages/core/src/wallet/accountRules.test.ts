import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  groupCardNumber,
  maskAccountNumber,
  passesLuhn,
  validateAlipayAccount,
  validateBranch,
  validateCardNumber,
  validateCoinAddress,
} from './accountRules.ts';

/** Appends the Luhn check digit, so generated numbers are valid cards. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

describe('bank card rules', () => {
  it('groups digits by four and drops everything else', () => {
    expect(groupCardNumber('6222021234567890128')).toBe('6222 0212 3456 7890 128');
    expect(groupCardNumber('6222-0212 34')).toBe('6222 0212 34');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('accepts a 16 or 19 digit number that passes Luhn, with or without spaces', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(validateCardNumber(withCheckDigit('622202123456789012'))).toBeUndefined();
  });

  it.each([
    ['', 'cardRequired'],
    ['4111 1111 1111 1112', 'cardFormat'],
    ['411111111111116', 'cardFormat'],
    ['41111111111111111111', 'cardFormat'],
    ['4111a11111111111', 'cardFormat'],
  ])('refuses %j (%s)', (typed, code) => {
    expect(validateCardNumber(typed)?.code).toBe(code);
  });

  test.prop([fc.stringMatching(/^[1-9]\d{14,17}$/), fc.integer({ min: 1, max: 9 })])(
    'any valid number is accepted, and changing one digit is caught',
    (body, bump) => {
      const card = withCheckDigit(body);
      expect(validateCardNumber(groupCardNumber(card))).toBeUndefined();
      const last = (Number(card.at(-1)) + bump) % 10;
      expect(validateCardNumber(`${card.slice(0, -1)}${last}`)?.code).toBe('cardFormat');
    },
  );

  it('needs a branch of 2–40 characters', () => {
    expect(validateBranch(' ')?.code).toBe('branchRequired');
    expect(validateBranch('深')?.code).toBe('branchFormat');
    expect(validateBranch('深圳福田支行')).toBeUndefined();
  });

  it('masks all but the last four digits unless the server masked it already', () => {
    expect(maskAccountNumber('6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskAccountNumber('**** 1234')).toBe('**** 1234');
  });
});

describe('alipay and coin address rules', () => {
  it('an Alipay account is a mainland phone or an e-mail', () => {
    expect(validateAlipayAccount('13800138000')).toBeUndefined();
    expect(validateAlipayAccount('pay@jinli.example')).toBeUndefined();
    expect(validateAlipayAccount('12800138000')?.code).toBe('alipayFormat');
    expect(validateAlipayAccount('')?.code).toBe('alipayRequired');
  });

  const trc = `T${'9'.repeat(33)}`;
  const erc = `0x${'aB'.repeat(20)}`;
  it('checks the address against its chain', () => {
    expect(validateCoinAddress('TRC20', trc)).toBeUndefined();
    expect(validateCoinAddress('ERC20', erc)).toBeUndefined();
    expect(validateCoinAddress('TRC20', erc)?.code).toBe('addressFormat');
    expect(validateCoinAddress('ERC20', trc)?.code).toBe('addressFormat');
    expect(validateCoinAddress('TRC20', `T${'0'.repeat(33)}`)?.code).toBe('addressFormat');
    expect(validateCoinAddress('TRC20', ' ')?.code).toBe('addressRequired');
    expect(validateCoinAddress('', trc)?.code).toBe('protocolRequired');
  });
});
