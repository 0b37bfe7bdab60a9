import Big from 'big.js';

/**
 * Core's one decimal set-up (money, odds, stakes, quotes): its own big.js constructor, so no other
 * module's `Big.DP`/`Big.RM` changes a result. Divisions keep 20 decimal places; every value shown or
 * sent is rounded where it is produced, naming the rounding (`Decimal.roundDown` for money a member
 * holds, `Decimal.roundHalfUp` for display).
 */
export const Decimal = Big();
Decimal.DP = 20;
Decimal.RM = Decimal.roundHalfUp;

export type Decimal = Big;

/** A plain decimal string: '100', '-0.5', '8888.00' (no exponent, no commas, no blanks). */
export const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A plain decimal string ('1.85', '-0.9', '100') as a decimal; anything else (exponents, blanks,
 * 'NaN', numbers, null) is not a price or an amount and gives undefined.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return PLAIN_DECIMAL.test(trimmed) ? new Decimal(trimmed) : undefined;
}
