import { PLAIN_DECIMAL } from './decimal.ts';

/** A plain decimal's sign and magnitude digits: whole part without leading zeros, fraction without trailing zeros. */
function plainParts(value: string): { sign: -1 | 0 | 1; whole: string; fraction: string } | undefined {
  const trimmed = value.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return undefined;
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  const dot = digits.indexOf('.');
  const whole = (dot < 0 ? digits : digits.slice(0, dot)).replace(/^0+/, '');
  const fraction = dot < 0 ? '' : digits.slice(dot + 1).replace(/0+$/, '');
  const sign = whole === '' && fraction === '' ? 0 : negative ? -1 : 1;
  return { sign, whole, fraction };
}

/**
 * The order of two plain decimal strings (as `parseDecimal` reads them) as -1, 0 or 1, or undefined
 * when either is not one: `parseDecimal(a).cmp(parseDecimal(b))` read from the digits, with no BigInt
 * and no float, for the live odds path that compares every moved price (#27). Its own module, so it
 * loads with the sportsbook, not with decimal.ts on a first visit.
 */
export function comparePlainDecimals(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = plainParts(a);
  const y = plainParts(b);
  if (x === undefined || y === undefined) return undefined;
  if (x.sign !== y.sign) return x.sign < y.sign ? -1 : 1;
  // Same sign: compare magnitudes, by the whole part's length, then digit by digit.
  let order: number;
  if (x.whole.length !== y.whole.length) order = x.whole.length < y.whole.length ? -1 : 1;
  else if (x.whole !== y.whole) order = x.whole < y.whole ? -1 : 1;
  else order = x.fraction === y.fraction ? 0 : x.fraction < y.fraction ? -1 : 1;
  return (order * x.sign) as -1 | 0 | 1;
}
