import type { BonusTier } from '../api/schemas/activity.ts';
import { Decimal } from '../money/decimal.ts';

// Core's one decimal set-up; every rounding here names roundDown: cents are cut, a bonus never overpays.

const PLAIN = /^\d+(?:\.\d+)?$/;

function decimal(value: string, name: string): Decimal {
  if (!PLAIN.test(value)) throw new TypeError(`${name} must be a non-negative decimal string, got ${value}`);
  return new Decimal(value);
}

export interface CappedBonusTerms {
  /** 1 = 100 %. */
  rate: string;
  /** Stakes below this earn nothing. */
  minStake: string;
  /** The bonus never exceeds this. */
  maxBonus: string;
}

/**
 * SPEC §9 bonus helper: stake × rate capped at maxBonus when stake ≥ minStake, else '0.00'. Exact
 * decimals, cut (not rounded) to cents. Throws TypeError on anything but non-negative decimal strings.
 */
export function cappedBonus(stake: string, terms: CappedBonusTerms): string {
  const amount = decimal(stake, 'stake');
  const max = decimal(terms.maxBonus, 'maxBonus');
  const rate = decimal(terms.rate, 'rate');
  if (amount.lt(decimal(terms.minStake, 'minStake'))) return '0.00';
  const raw = amount.times(rate);
  return (raw.gt(max) ? max : raw).round(2, Decimal.roundDown).toFixed(2);
}

/**
 * SPEC §9 tiered bonus: the largest bonus among the tiers whose threshold the stake reaches, '0.00'
 * when it reaches none. Tiers come from the activity config in any order.
 */
export function tieredBonus(stake: string, tiers: readonly BonusTier[]): string {
  const amount = decimal(stake, 'stake');
  let best = new Decimal(0);
  for (const tier of tiers) {
    const bonus = decimal(tier.bonus, 'bonus');
    if (amount.gte(decimal(tier.threshold, 'threshold')) && bonus.gt(best)) best = bonus;
  }
  return best.round(2, Decimal.roundDown).toFixed(2);
}

/** Indices of the tiers the stake reaches, in config order. */
export function reachedTiers(stake: string, tiers: readonly BonusTier[]): number[] {
  const amount = decimal(stake, 'stake');
  return tiers.flatMap((tier, index) => (amount.gte(decimal(tier.threshold, 'threshold')) ? [index] : []));
}

/** Turnover a deposit bonus binds the member to: (deposit + bonus) × multiple, 2 decimals. */
export function requiredTurnover(deposit: string, bonus: string, multiple: number): string {
  return decimal(deposit, 'deposit')
    .plus(decimal(bonus, 'bonus'))
    .times(multiple)
    .round(2, Decimal.roundDown)
    .toFixed(2);
}

/** progress / target as a fraction 0..1 for progress bars (exact compare, float only for display). */
export function progressRatio(progress: string, target: string): number {
  const goal = decimal(target, 'target');
  if (goal.eq(0)) return 1;
  const ratio = decimal(progress, 'progress').div(goal);
  return ratio.gte(1) ? 1 : Number(ratio.toFixed(4, Decimal.roundDown));
}

/** A rate as members read it: '1' → '100%', '0.125' → '12.5%'. */
export function formatRatePercent(rate: string): string {
  return `${decimal(rate, 'rate').times(100).toFixed()}%`;
}
