import { Decimal } from '../money/decimal.ts';
import { compareMoney, isMoney } from '../money/money.ts';
import { moneyInputError } from '../money/moneyInput.ts';
import type { ValidationError } from '../validation/validationError.ts';

/** transfer/utcTransfer directions: 1 center wallet → USDT wallet, 2 back (docs/protocol.md). */
export const ExchangeDirection = { ToCoin: 1, ToCash: 2 } as const;
export type ExchangeDirectionValue = (typeof ExchangeDirection)[keyof typeof ExchangeDirection];

export const EXCHANGE_MESSAGES = {
  required: '请输入兑换金额',
  invalid: '请输入正确的金额',
  overBalance: '兑换金额超过可用余额',
} as const;
const belowMinimum = (min: string) => `单笔兑换金额不能低于${min}元`;

/**
 * The coins a CNY amount is worth at `rate` (CNY per coin), cut to 2 decimals like the sandbox's
 * deposit quote: '100' at '7.20' → '13.88'. Empty when either is not a positive money string.
 */
export function coinAmountFor(amount: string, rate: string): string {
  if (!isMoney(amount) || !isMoney(rate) || compareMoney(rate, '0') <= 0) return '';
  if (compareMoney(amount, '0') <= 0) return '';
  return new Decimal(amount).div(new Decimal(rate)).round(2, Decimal.roundDown).toFixed(2);
}

/**
 * The CNY amount of one exchange: at least `minAmount`, at most 2 decimals, no more than the balance
 * it leaves (the center wallet for direction 1, the USDT wallet's CNY value for direction 2).
 */
export function validateExchangeAmount(
  amount: string,
  limits: { minAmount: string; available: string },
): ValidationError | undefined {
  const format = moneyInputError(amount, { required: EXCHANGE_MESSAGES.required });
  if (format) return format;
  if (compareMoney(amount, limits.minAmount) < 0)
    return { code: 'belowMinimum', message: belowMinimum(limits.minAmount) };
  if (compareMoney(amount, limits.available) > 0)
    return { code: 'overBalance', message: EXCHANGE_MESSAGES.overBalance };
  return undefined;
}
