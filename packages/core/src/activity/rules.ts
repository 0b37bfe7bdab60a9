import type {
  ActivityConfigOf,
  ActivityProgressOf,
  BonusTier,
  DepositBonusTerms,
  DiscountAd,
  Prize,
} from '../api/schemas/activity.ts';
import { compareMoney } from '../money/money.ts';
import { readMoneyInput } from '../money/moneyInput.ts';
import { cappedBonus, progressRatio, requiredTurnover } from './bonus.ts';

/** Promotions grouped by category, categories and cards in the server's order. */
export interface PromotionCategory {
  code: string;
  name: string;
  ads: DiscountAd[];
}

export function groupPromotions(ads: readonly DiscountAd[]): PromotionCategory[] {
  const groups = new Map<string, PromotionCategory>();
  for (const ad of ads) {
    const group = groups.get(ad.category) ?? { code: ad.category, name: ad.categoryName, ads: [] };
    group.ads.push(ad);
    groups.set(ad.category, group);
  }
  return [...groups.values()];
}

/** What the deposit calculator shows for an amount the member typed (not a plain amount: null). */
export interface DepositBonusPreview {
  bonus: string;
  turnover: string;
  belowMinimum: boolean;
}

export function depositBonusPreview(terms: DepositBonusTerms, amount: string): DepositBonusPreview | null {
  if (!readMoneyInput(amount).ok) return null;
  const bonus = cappedBonus(amount, {
    rate: terms.rate,
    minStake: terms.minDeposit,
    maxBonus: terms.maxBonus,
  });
  return {
    bonus,
    turnover: requiredTurnover(amount, bonus, terms.turnoverMultiple),
    belowMinimum: compareMoney(amount, terms.minDeposit) < 0,
  };
}

/** One task of a newTask activity with the member's progress. */
export interface TaskRow {
  id: string;
  title: string;
  kind: 'deposit' | 'bet' | 'bindPhone';
  target: string;
  reward: string;
  link: string;
  progress: string;
  ratio: number;
  done: boolean;
  claimed: boolean;
}

export function taskRows(
  config: ActivityConfigOf<'newTask'>,
  progress: ActivityProgressOf<'newTask'> | null,
): TaskRow[] {
  return config.tasks.map((task) => {
    const mine = progress?.tasks.find((entry) => entry.id === task.id);
    const done = mine !== undefined && progressRatio(mine.progress, task.target) >= 1;
    return {
      ...task,
      progress: mine?.progress ?? '0',
      ratio: mine ? progressRatio(mine.progress, task.target) : 0,
      done,
      claimed: mine?.claimed ?? false,
    };
  });
}

/** One bettingGift tier with the member's turnover against it. */
export interface TierRow extends BonusTier {
  index: number;
  reached: boolean;
  claimed: boolean;
  ratio: number;
}

export function tierRows(
  tiers: readonly BonusTier[],
  turnover: string,
  claimed: readonly number[],
): TierRow[] {
  return tiers.map((tier, index) => {
    const ratio = progressRatio(turnover, tier.threshold);
    return { ...tier, index, ratio, reached: ratio >= 1, claimed: claimed.includes(index) };
  });
}

/** The invitation link a member shares: the site with their icode and the register dialog open (SPEC §2). */
export function invitationLink(origin: string, icode: string): string {
  return `${origin.replace(/\/+$/, '')}/?icode=${encodeURIComponent(icode)}&register=1`;
}

/** The wheel's slice for a drawn prize, -1 when the prize is unknown. */
export function prizeSlice(prizes: readonly Prize[], prizeId: string | null): number {
  return prizeId === null ? -1 : prizes.findIndex((prize) => prize.id === prizeId);
}

/**
 * Degrees the wheel turns so that slice `index` of `count` stops under a pointer at the top, after
 * `turns` full turns from `from` degrees (the wheel keeps turning forward between draws).
 */
export function wheelStopAngle(from: number, index: number, count: number, turns: number): number {
  const slice = 360 / count;
  const target = 360 - (index * slice + slice / 2);
  const base = from - (from % 360);
  return base + turns * 360 + target;
}

/** The id of the site's activity of a type (routes without an id, like /activity/friendInvitation). */
export function findActivityId(ads: readonly DiscountAd[], type: DiscountAd['activityType']): number | null {
  return ads.find((ad) => ad.activityType === type && ad.activityId !== null)?.activityId ?? null;
}
