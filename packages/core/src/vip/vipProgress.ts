import type { MyGrade, VipGrade } from '../api/schemas/memberCentre.ts';
import { Decimal } from '../money/decimal.ts';

// Core's one decimal set-up; progress figures are cut (roundDown), never rounded up to a grade not reached.

export interface VipProgress {
  /** The grade the member holds (from the table when it lists it). */
  current: VipGrade | null;
  /** The grade being worked towards; equal to `current` at the top grade. */
  next: VipGrade | null;
  isTop: boolean;
  /** Each ratio capped at 1, as a decimal string with 4 places ('0.4500'). */
  depositRatio: string;
  turnoverRatio: string;
  /** Mean of the two ratios as a percent, rounded down to 2 places ('72.50'), always within 0..100. */
  percent: string;
  /** What is still missing for the next grade (never negative, '0.00' when met). */
  depositToGo: string;
  turnoverToGo: string;
}

const ZERO = new Decimal(0);
const ONE = new Decimal(1);

function amount(value: string): Decimal {
  try {
    const parsed = new Decimal(value);
    return parsed.lt(0) ? ZERO : parsed;
  } catch {
    return ZERO;
  }
}

/** have / need capped to 0..1; a zero threshold is already met. */
function ratio(have: Decimal, need: Decimal): Decimal {
  if (need.lte(0)) return ONE;
  const value = have.div(need);
  return value.gt(1) ? ONE : value;
}

function toGo(have: Decimal, need: Decimal): string {
  const missing = need.minus(have);
  return (missing.gt(0) ? missing : ZERO).toFixed(2, Decimal.roundUp);
}

/**
 * Progress to the next VIP grade (DESIGN.md, "VIP progress"): the mean of deposits / the next grade's
 * deposit threshold and turnover / its turnover threshold, each capped at 1. At the top grade the next
 * grade is the current one, so a member who holds it shows 100%.
 */
export function vipProgress(grades: readonly VipGrade[], mine: MyGrade): VipProgress {
  const sorted = [...grades].sort((a, b) => a.grade - b.grade);
  const current = sorted.find((row) => row.grade === mine.grade) ?? null;
  const above = sorted.find((row) => row.grade > mine.grade) ?? null;
  const top = sorted.at(-1) ?? null;
  const isTop = above === null;
  const next = above ?? current ?? top;
  const deposit = amount(mine.depositAmount);
  const turnover = amount(mine.validBetAmount);
  if (next === null) {
    return {
      current,
      next,
      isTop: true,
      depositRatio: '1.0000',
      turnoverRatio: '1.0000',
      percent: '100.00',
      depositToGo: '0.00',
      turnoverToGo: '0.00',
    };
  }
  const needDeposit = amount(next.depositAmount);
  const needTurnover = amount(next.validBetAmount);
  const depositRatio = isTop ? ONE : ratio(deposit, needDeposit);
  const turnoverRatio = isTop ? ONE : ratio(turnover, needTurnover);
  const percent = depositRatio.plus(turnoverRatio).div(2).times(100);
  return {
    current,
    next,
    isTop,
    depositRatio: depositRatio.toFixed(4, Decimal.roundDown),
    turnoverRatio: turnoverRatio.toFixed(4, Decimal.roundDown),
    percent: percent.toFixed(2, Decimal.roundDown),
    depositToGo: isTop ? '0.00' : toGo(deposit, needDeposit),
    turnoverToGo: isTop ? '0.00' : toGo(turnover, needTurnover),
  };
}
