import type { ValidationError } from '../validation/validationError.ts';

/**
 * Rules of the account-binding forms (/mine/addBankCard, /mine/alipayManage, /mine/virtualCoinCard).
 * The server checks again; these keep an obviously wrong number or address from being sent.
 */

export const ACCOUNT_MESSAGES = {
  bankRequired: '请选择开户银行',
  cardRequired: '请输入银行卡号',
  cardFormat: '请输入正确的银行卡号',
  branchRequired: '请输入开户支行',
  branchFormat: '开户支行为2-40个字符',
  alipayRequired: '请输入支付宝账号',
  alipayFormat: '请输入正确的支付宝账号（手机号或邮箱）',
  protocolRequired: '请选择链类型',
  addressRequired: '请输入钱包地址',
  addressFormat: '钱包地址格式不正确',
} as const;

/** Bank card numbers are 16 to 19 digits (UnionPay); spaces typed or pasted are ignored. */
export const CARD_LENGTH = { min: 16, max: 19 } as const;

/** Only the digits of a typed card number, at most the longest card. */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CARD_LENGTH.max);
}

/** The digits in groups of four, as printed on the card: '6222 0212 3456 7890 123'. */
export function groupCardNumber(typed: string): string {
  return cardDigits(typed).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) check every UnionPay card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number is accepted when it has 16–19 digits and passes Luhn. Spaces are ignored; any other
 * character makes it wrong (a letter is a typo, not something to drop silently).
 */
export function validateCardNumber(typed: string): ValidationError | undefined {
  const compact = typed.replace(/\s/g, '');
  if (compact === '') return { code: 'cardRequired', message: ACCOUNT_MESSAGES.cardRequired };
  const ok =
    /^\d+$/.test(compact) &&
    compact.length >= CARD_LENGTH.min &&
    compact.length <= CARD_LENGTH.max &&
    passesLuhn(compact);
  return ok ? undefined : { code: 'cardFormat', message: ACCOUNT_MESSAGES.cardFormat };
}

export function validateBranch(typed: string): ValidationError | undefined {
  const branch = typed.trim();
  if (branch === '') return { code: 'branchRequired', message: ACCOUNT_MESSAGES.branchRequired };
  const length = Array.from(branch).length;
  return length < 2 || length > 40
    ? { code: 'branchFormat', message: ACCOUNT_MESSAGES.branchFormat }
    : undefined;
}

const ALIPAY_PHONE = /^1[3-9]\d{9}$/;
const ALIPAY_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** An Alipay account is the mainland phone number or the e-mail it was opened with. */
export function validateAlipayAccount(typed: string): ValidationError | undefined {
  const account = typed.trim();
  if (account === '') return { code: 'alipayRequired', message: ACCOUNT_MESSAGES.alipayRequired };
  return ALIPAY_PHONE.test(account) || ALIPAY_EMAIL.test(account)
    ? undefined
    : { code: 'alipayFormat', message: ACCOUNT_MESSAGES.alipayFormat };
}

/** The chains a USDT address may be bound on, with the address shape of each. */
export const COIN_PROTOCOLS = [
  { currency: 'USDT', protocol: 'TRC20', pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, example: 'T开头，34位' },
  { currency: 'USDT', protocol: 'ERC20', pattern: /^0x[0-9a-fA-F]{40}$/, example: '0x开头，42位' },
] as const;
export type CoinProtocol = (typeof COIN_PROTOCOLS)[number]['protocol'];

/**
 * TRC20 addresses are base58 starting with T (34 characters); ERC20 addresses are 0x and 40 hex
 * digits. An address of one chain is refused on the other, which is the costly mistake.
 */
export function validateCoinAddress(protocol: string, typed: string): ValidationError | undefined {
  const chain = COIN_PROTOCOLS.find((entry) => entry.protocol === protocol);
  if (chain === undefined) return { code: 'protocolRequired', message: ACCOUNT_MESSAGES.protocolRequired };
  const address = typed.trim();
  if (address === '') return { code: 'addressRequired', message: ACCOUNT_MESSAGES.addressRequired };
  return chain.pattern.test(address)
    ? undefined
    : { code: 'addressFormat', message: ACCOUNT_MESSAGES.addressFormat };
}

/** A number for display when the server did not mask it: the last four digits only. */
export function maskAccountNumber(value: string): string {
  if (value.includes('*')) return value;
  const compact = value.replace(/\s/g, '');
  return compact.length <= 4 ? compact : `**** **** **** ${compact.slice(-4)}`;
}
