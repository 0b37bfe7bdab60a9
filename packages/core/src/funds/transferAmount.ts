import { Decimal, PLAIN_DECIMAL } from '../money/decimal.ts';
import { moneyInputError, moneyWireAmount } from '../money/moneyInput.ts';

/** venue/transfer direction (`ty`). */
export const TransferDirection = { IntoVenue: 1, OutOfVenue: 2 } as const;

/** SPEC §5 venue transfer: the amount field is at most 12 characters with 2 decimals. */
export const TRANSFER_AMOUNT_MAX_LENGTH = 12;
export const TRANSFER_AMOUNT_DECIMALS = 2;

export const TRANSFER_AMOUNT_MESSAGES = {
  required: '请输入转账金额',
  invalid: '请输入正确的转账金额',
  positive: '转账金额必须大于0',
  exceedsBalance: '转账金额不能大于中心钱包余额',
} as const;

/**
 * The All button: the whole center wallet balance, cut (never rounded up) to 2 decimals. Negative,
 * unreadable or over-long balances give '' (nothing the member could transfer).
 */
export function allTransferAmount(centerWalletBalance: string): string {
  const value = centerWalletBalance.trim();
  if (!PLAIN_DECIMAL.test(value)) return '';
  const amount = new Decimal(value).round(TRANSFER_AMOUNT_DECIMALS, Decimal.roundDown);
  if (amount.lte(0)) return '';
  const text = amount.toFixed(TRANSFER_AMOUNT_DECIMALS);
  return text.length > TRANSFER_AMOUNT_MAX_LENGTH ? '' : text;
}

/**
 * SPEC §5 through the one money input rule (money/moneyInput.ts): required ('请输入转账金额'), a
 * positive exact decimal with at most 2 decimals and 12 characters,
 * and, when the center wallet balance is known, not more than it. Returns the message or undefined.
 */
export function validateTransferAmount(amount: string, available?: string): string | undefined {
  const format = moneyInputError(amount, {
    required: TRANSFER_AMOUNT_MESSAGES.required,
    maxLength: TRANSFER_AMOUNT_MAX_LENGTH,
  });
  if (format) return format.code === 'positive' ? TRANSFER_AMOUNT_MESSAGES.positive : format.message;
  const decimal = new Decimal(amount);
  if (
    available !== undefined &&
    PLAIN_DECIMAL.test(available.trim()) &&
    decimal.gt(new Decimal(available.trim()))
  )
    return TRANSFER_AMOUNT_MESSAGES.exceedsBalance;
  return undefined;
}

/** The amount as the wire sends it: a decimal string with exactly 2 decimals ('100' → '100.00'). */
export function toWireAmount(amount: string): string {
  return moneyWireAmount(amount);
}
