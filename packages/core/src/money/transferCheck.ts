import { addMoney, compareMoney, isMoney, subtractMoney } from './money.ts';

/**
 * Issue #15: after a transfer whose answer never came back, did the center wallet move by the amount?
 * Into a venue the center drops by at least the amount; out of a venue it rises by at least the amount.
 * Unknown balances (not loaded, not money) count as "not known to have moved".
 */
export function centerMovedBy(
  before: string | null | undefined,
  after: string | null | undefined,
  amount: string,
  intoVenue: boolean,
): boolean {
  if (before == null || after == null || !isMoney(before) || !isMoney(after)) return false;
  return intoVenue
    ? compareMoney(after, subtractMoney(before, amount)) <= 0
    : compareMoney(after, addMoney(before, amount)) >= 0;
}
