import {
  type CoinAddress,
  type MemberBankCard,
  WithdrawAccountType,
  type WithdrawInfo,
  type WithdrawLimit,
} from '../api/schemas/withdraw.ts';
import { compareMoney, formatMoney } from '../money/money.ts';
import { moneyInputError } from '../money/moneyInput.ts';
import type { ValidationError } from '../validation/validationError.ts';

/** Everything the withdraw form needs, loaded together when it opens. */
export interface WithdrawSetup {
  limits: WithdrawLimit[];
  info: WithdrawInfo;
  cards: MemberBankCard[];
  addresses: CoinAddress[];
}

/** Where the money goes: one of the member's bank cards (or Alipay accounts) or coin addresses. */
export interface WithdrawTarget {
  kind: 'card' | 'coin';
  id: string;
}

export type WithdrawField = 'target' | 'amount' | 'password';
export type WithdrawErrors = Partial<Record<WithdrawField, ValidationError>>;

/** The withdrawal password as the site sets it (docs/protocol.md, "Wallet"). */
export const WITHDRAW_PASSWORD_LENGTH = 6;

export const WITHDRAW_MESSAGES = {
  noTarget: '请选择取款账户',
  unsupported: '暂不支持该取款方式',
  noCountLeft: '今日取款次数已用完',
  required: '请输入取款金额',
  invalid: '请输入正确的金额',
  overBalance: '取款金额超过可提现余额',
  passwordRequired: '请输入取款密码',
  passwordFormat: '取款密码为6位数字',
} as const;

const belowMinimum = (min: string) => `取款金额不能低于${formatMoney(min)}`;
const aboveMaximum = (max: string) => `取款金额不能高于${formatMoney(max)}`;

/** The first bank card, else the first coin address; null when the member has bound neither. */
export function defaultWithdrawTarget(
  setup: Pick<WithdrawSetup, 'cards' | 'addresses'>,
): WithdrawTarget | null {
  const card = setup.cards[0];
  if (card) return { kind: 'card', id: card.id };
  const address = setup.addresses[0];
  return address ? { kind: 'coin', id: address.id } : null;
}

/** The wire account type of a target, or undefined when the target is not one of the member's. */
export function accountTypeOf(
  setup: Pick<WithdrawSetup, 'cards' | 'addresses'>,
  target: WithdrawTarget | null,
): number | undefined {
  if (target === null) return undefined;
  if (target.kind === 'coin') {
    return setup.addresses.some((address) => address.id === target.id)
      ? WithdrawAccountType.VirtualCoin
      : undefined;
  }
  return setup.cards.find((card) => card.id === target.id)?.accountType;
}

/** The configured limits that apply to a target. */
export function limitFor(setup: WithdrawSetup, target: WithdrawTarget | null): WithdrawLimit | undefined {
  const accountType = accountTypeOf(setup, target);
  return setup.limits.find((limit) => limit.accountType === accountType);
}

function targetError(setup: WithdrawSetup, target: WithdrawTarget | null): ValidationError | undefined {
  if (accountTypeOf(setup, target) === undefined)
    return { code: 'noTarget', message: WITHDRAW_MESSAGES.noTarget };
  const limit = limitFor(setup, target);
  if (limit === undefined) return { code: 'unsupported', message: WITHDRAW_MESSAGES.unsupported };
  if (limit.remainingCount === 0) return { code: 'noCountLeft', message: WITHDRAW_MESSAGES.noCountLeft };
  return undefined;
}

/** Positive, at most 2 decimals, within the target's min/max and no more than the withdrawable amount. */
export function validateWithdrawAmount(
  amount: string,
  limit: WithdrawLimit | undefined,
  withdrawable: string,
): ValidationError | undefined {
  const format = moneyInputError(amount, { required: WITHDRAW_MESSAGES.required });
  if (format) return format;
  if (limit && compareMoney(amount, limit.minAmount) < 0) {
    return { code: 'belowMinimum', message: belowMinimum(limit.minAmount) };
  }
  if (limit && compareMoney(amount, limit.maxAmount) > 0) {
    return { code: 'aboveMaximum', message: aboveMaximum(limit.maxAmount) };
  }
  if (compareMoney(amount, withdrawable) > 0)
    return { code: 'overBalance', message: WITHDRAW_MESSAGES.overBalance };
  return undefined;
}

export function validateWithdrawPassword(password: string): ValidationError | undefined {
  if (password === '') return { code: 'passwordRequired', message: WITHDRAW_MESSAGES.passwordRequired };
  if (!new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`).test(password)) {
    return { code: 'passwordFormat', message: WITHDRAW_MESSAGES.passwordFormat };
  }
  return undefined;
}

/** Every field's error at once; an empty object means the form can be submitted. */
export function withdrawErrors(
  setup: WithdrawSetup,
  form: { target: WithdrawTarget | null; amount: string; password: string },
): WithdrawErrors {
  const errors: WithdrawErrors = {};
  const target = targetError(setup, form.target);
  if (target) errors.target = target;
  const amount = validateWithdrawAmount(
    form.amount,
    limitFor(setup, form.target),
    setup.info.withdrawableAmount,
  );
  if (amount) errors.amount = amount;
  const password = validateWithdrawPassword(form.password);
  if (password) errors.password = password;
  return errors;
}
