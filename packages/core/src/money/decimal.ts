/** The value a decimal is made from: a decimal string ('1.85', '-0.9', '2e-3'), a number or a decimal. */
export type DecimalValue = Decimal | string | number;

/** How `round`, `toFixed` and `div` round: toward zero, half away from zero, half to even, away from zero. */
export type RoundingMode = 0 | 1 | 2 | 3;

const NUMERIC = /^(-?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;
const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

/** `numerator / denominator` as an integer, rounded by `mode` on its magnitude. */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twice = (n % d) * 2n;
  if (
    twice !== 0n &&
    (mode === 3 ||
      (mode === 1 && twice >= d) ||
      (mode === 2 && (twice > d || (twice === d && quotient % 2n === 1n))))
  )
    quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * Core's decimal (money, odds, stakes, quotes; issue #27: our own, in place of big.js): exact decimal
 * arithmetic on a BigInt coefficient and a count of decimal places, never a float. It answers as
 * big.js did with core's set-up (`Decimal.DP` 20, `Decimal.RM` half up; the property tests keep big.js
 * as their reference): sums, differences and products are exact, divisions keep 20 decimal places
 * rounded half up, every value shown or sent is rounded where it is produced, naming the rounding
 * (`Decimal.roundDown` for money a member holds, `Decimal.roundHalfUp` for display), `toString` writes
 * an exponent below 1e-6 or from 1e21 on, and a zero shows no minus sign (but `toFixed(places)` of a
 * negative amount that rounds to zero keeps it, '-0.00', as big.js's did).
 */
export class Decimal {
  static readonly roundDown = 0;
  static readonly roundHalfUp = 1;
  static readonly roundHalfEven = 2;
  static readonly roundUp = 3;
  /** Decimal places a division keeps. */
  static readonly DP = 20;
  /** The rounding of `div`, and of `round` and `toFixed` when they are given none. */
  static readonly RM: RoundingMode = 1;

  /** The value is `coefficient / 10^places`, with no trailing zero among its places. */
  private readonly coefficient: bigint;
  private readonly places: number;

  /** Throws on anything but a decimal number (big.js's "Invalid number"). */
  constructor(value: DecimalValue | bigint, places = 0) {
    let coefficient: bigint;
    if (typeof value === 'bigint') coefficient = value;
    else if (value instanceof Decimal) {
      coefficient = value.coefficient;
      places = value.places;
    } else {
      const text = typeof value === 'number' ? String(value) : value;
      const match = NUMERIC.exec(text);
      if (match === null) throw new Error(`[decimal] Invalid number: ${String(value)}`);
      const [, sign, digits = '', exponent = '0'] = match;
      const [whole = '', fraction = ''] = digits.split('.');
      coefficient = BigInt(`${whole}${fraction}` || '0');
      if (sign === '-') coefficient = -coefficient;
      places = fraction.length - Number(exponent);
    }
    if (places < 0) {
      coefficient *= pow10(-places);
      places = 0;
    }
    while (places > 0 && coefficient % TEN === 0n) {
      coefficient /= TEN;
      places -= 1;
    }
    this.coefficient = coefficient;
    this.places = places;
  }

  /** Both coefficients over the larger count of places. */
  private aligned(other: DecimalValue): [bigint, bigint, number] {
    const y = other instanceof Decimal ? other : new Decimal(other);
    const places = Math.max(this.places, y.places);
    return [this.coefficient * pow10(places - this.places), y.coefficient * pow10(places - y.places), places];
  }

  plus(other: DecimalValue): Decimal {
    const [a, b, places] = this.aligned(other);
    return new Decimal(a + b, places);
  }

  minus(other: DecimalValue): Decimal {
    const [a, b, places] = this.aligned(other);
    return new Decimal(a - b, places);
  }

  times(other: DecimalValue): Decimal {
    const y = other instanceof Decimal ? other : new Decimal(other);
    return new Decimal(this.coefficient * y.coefficient, this.places + y.places);
  }

  /** `this / other` to `Decimal.DP` places, rounded by `Decimal.RM`; throws on a zero divisor. */
  div(other: DecimalValue): Decimal {
    const y = other instanceof Decimal ? other : new Decimal(other);
    if (y.coefficient === 0n) throw new Error('[decimal] Division by zero');
    // (a / 10^p) / (b / 10^q) = a * 10^(DP + q - p) / b, in units of 10^-DP.
    const shift = Decimal.DP + y.places - this.places;
    const numerator = shift >= 0 ? this.coefficient * pow10(shift) : this.coefficient;
    const denominator = shift >= 0 ? y.coefficient : y.coefficient * pow10(-shift);
    return new Decimal(divideRounded(numerator, denominator, Decimal.RM), Decimal.DP);
  }

  /** Rounded to `places` decimal places (0 by default) by `mode`. */
  round(places = 0, mode: RoundingMode = Decimal.RM): Decimal {
    if (places >= this.places) return this;
    return new Decimal(divideRounded(this.coefficient, pow10(this.places - places), mode), places);
  }

  abs(): Decimal {
    return this.coefficient < 0n ? new Decimal(-this.coefficient, this.places) : this;
  }

  cmp(other: DecimalValue): -1 | 0 | 1 {
    const [a, b] = this.aligned(other);
    return a === b ? 0 : a > b ? 1 : -1;
  }

  eq(other: DecimalValue): boolean {
    return this.cmp(other) === 0;
  }

  gt(other: DecimalValue): boolean {
    return this.cmp(other) > 0;
  }

  gte(other: DecimalValue): boolean {
    return this.cmp(other) >= 0;
  }

  lt(other: DecimalValue): boolean {
    return this.cmp(other) < 0;
  }

  lte(other: DecimalValue): boolean {
    return this.cmp(other) <= 0;
  }

  /** Plain notation: all its places, or exactly `places` of them, rounded by `mode`. */
  toFixed(places?: number, mode: RoundingMode = Decimal.RM): string {
    if (places === undefined) return this.plain(this.places);
    const fixed = this.round(places, mode).plain(places);
    // As big.js: a negative amount rounded to zero keeps its sign ('-0.001' → '-0.00'); callers that
    // show money round first (money.ts toMoneyString).
    return this.coefficient < 0n && !fixed.startsWith('-') ? `-${fixed}` : fixed;
  }

  /** Plain notation, with an exponent below 1e-6 or from 1e21 on ('1e-7', '1.5e+21'), as big.js writes. */
  toString(): string {
    const negative = this.coefficient < 0n;
    const digits = (negative ? -this.coefficient : this.coefficient).toString();
    const exponent = digits.length - 1 - this.places;
    if (this.coefficient === 0n || (exponent > -7 && exponent < 21)) return this.plain(this.places);
    const significant = digits.replace(/0+$/, '');
    const mantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
    return `${negative ? '-' : ''}${mantissa}e${exponent < 0 ? '' : '+'}${exponent}`;
  }

  toJSON(): string {
    return this.toString();
  }

  valueOf(): string {
    return this.toString();
  }

  /** The value with `places` (at least its own) decimal places. */
  private plain(places: number): string {
    const negative = this.coefficient < 0n;
    const digits = (negative ? -this.coefficient : this.coefficient)
      .toString()
      .padStart(this.places + 1, '0');
    const whole = digits.slice(0, digits.length - this.places);
    const fraction = digits.slice(digits.length - this.places).padEnd(places, '0');
    return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
  }
}

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
