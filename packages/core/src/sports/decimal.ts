import Big from 'big.js';

/**
 * The sportsbook's own decimal constructor, so no other module's `Big.DP`/`Big.RM` changes its results.
 * Divisions keep 20 decimal places; every display value is rounded explicitly where it is produced.
 */
export const Decimal = Big();
Decimal.DP = 20;
Decimal.RM = Decimal.roundHalfUp;

export type Decimal = Big;

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A plain decimal string ('1.85', '-0.9', '100') as a decimal; anything else (exponents, blanks,
 * 'NaN', numbers, null) is not a price or an amount and gives undefined.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return PLAIN_DECIMAL.test(trimmed) ? new Decimal(trimmed) : undefined;
}
