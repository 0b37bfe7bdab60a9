import { Decimal, parseDecimal } from '../../money/decimal.ts';

/** The venue's minimum and maximum stake for a bet, as decimal strings. */
export interface StakeLimits {
  readonly min: string;
  readonly max: string;
}

export interface CappedStake {
  /** The stake to bet: the input when within limits, else the bound it was capped to; '' for non-amounts. */
  readonly stake: string;
  /** Which bound capped the input, if any. */
  readonly capped: 'min' | 'max' | undefined;
}

/**
 * SPEC §5 real bet amount: a stake below the minimum becomes the minimum; above the maximum it becomes
 * the maximum rounded down to an integer (or the maximum itself when no integer lies within the limits).
 * `onCapped` runs only when a bound applied, so the UI can say so. Apply it when the member finishes
 * editing, not on every keystroke, or typing '1' on the way to '100' would jump to the minimum.
 */
export function capStake(
  input: string,
  limits: StakeLimits,
  onCapped?: (result: CappedStake) => void,
): CappedStake {
  const stake = parseDecimal(input);
  if (stake === undefined || stake.lt(0)) return { stake: '', capped: undefined };
  const result = capWithin(stake, input.trim(), limits);
  if (result.capped !== undefined) onCapped?.(result);
  return result;
}

function capWithin(stake: Decimal, text: string, limits: StakeLimits): CappedStake {
  const min = parseDecimal(limits.min);
  const max = parseDecimal(limits.max);
  if (max !== undefined && stake.gt(max)) {
    const whole = max.round(0, Decimal.roundDown);
    const bound = min === undefined || whole.gte(min) ? whole : max;
    return { stake: bound.toString(), capped: 'max' };
  }
  if (min !== undefined && stake.lt(min)) return { stake: min.toString(), capped: 'min' };
  return { stake: text, capped: undefined };
}

/**
 * SPEC §5 win amount: stake × odds to 2 decimals, '0.00' when either is not a decimal amount. Cents are
 * cut, never rounded up, so a member is never promised more than the venue pays. A negative (Malay or
 * Indonesian) price wins stake ÷ |price|, the same amount as its Hong Kong equivalent.
 */
export function winAmount(stake: string, odds: string): string {
  const amount = parseDecimal(stake);
  const price = parseDecimal(odds);
  if (amount === undefined || price === undefined || amount.lt(0)) return '0.00';
  const win = price.gte(0) ? amount.times(price) : amount.div(price.abs());
  return win.toFixed(2, Decimal.roundDown);
}
