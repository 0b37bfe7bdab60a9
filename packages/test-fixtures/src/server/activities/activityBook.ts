import { formatBeijingDate } from '@jinli/core/rules';
import { createRandom } from '../../seed/random.ts';
import { type Account, addMoney } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';
import type { SandboxState } from '../state.ts';

/**
 * The sandbox's promotions book (issue #13): sign-ins, draws, claims and race entries per member, all
 * on the sandbox clock. Bonuses go into the center wallet (Account.balance) inside the ledger's
 * applyOnce, so a repeated request id pays once (routes/activities.ts).
 */
export interface ActivityBook {
  /** member -> Beijing dates signed, oldest first. */
  signs: Map<string, string[]>;
  /** member -> draws made, with the Beijing date of each. */
  draws: Map<string, { prizeId: string; at: number; date: string }[]>;
  /** `${member}:${activityId}:${what}` claimed (task id, tier index, deposit order, 'joined'). */
  claims: Set<string>;
  /** Every bonus paid, for the balance sheet and the tests. */
  paid: { member: string; activityId: number; amount: string; at: number }[];
  /** Draw outcomes repeat for one seed. */
  random: () => number;
  /** Race board: when the seeded rivals started scoring. */
  raceStartedAt: number;
}

export function createActivityBook(seed: number, now: number): ActivityBook {
  return {
    signs: new Map(),
    draws: new Map(),
    claims: new Set(),
    paid: [],
    random: createRandom(seed ^ 0x5a17),
    raceStartedAt: now,
  };
}

export const beijingDate = (at: number) => formatBeijingDate(at);

export const claimKey = (member: string, activityId: number, what: string) =>
  `${member}:${activityId}:${what}`;

/** Pays `amount` into the member's center wallet and notes it; '0' pays nothing. */
export function payBonus(
  state: SandboxState,
  member: Account,
  activityId: number,
  amount: string,
  now: number,
) {
  if (!lessThan('0', amount)) return;
  member.balance = addMoney(member.balance, amount);
  state.activities.paid.push({ member: member.name, activityId, amount: addMoney(amount, '0'), at: now });
}

/** The member's paid deposits since `from`, oldest first. */
export function paidDeposits(state: SandboxState, member: string, from: number) {
  return [...state.wallet.orders.values()]
    .filter((order) => order.member === member && order.status === 1 && order.createdAt >= from)
    .sort((a, b) => a.createdAt - b.createdAt);
}

export function depositTotal(state: SandboxState, member: string, from: number): string {
  return paidDeposits(state, member, from).reduce((sum, order) => addMoney(sum, order.amount), '0.00');
}

/** Accepted sportsbook stakes since `from` (refunded orders do not count). */
export function betTotal(state: SandboxState, member: string, from: number): string {
  let total = '0.00';
  for (const order of state.sports.orders.values()) {
    if (order.member !== member || order.refunded || order.outcome !== 'accept' || order.placedAt < from)
      continue;
    total = addMoney(total, order.total);
  }
  return total;
}

/** Consecutive signed days ending today or yesterday. */
export function signStreak(
  dates: readonly string[],
  today: string,
  dayBefore: (date: string) => string,
): number {
  const signed = new Set(dates);
  let day = signed.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (signed.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}
