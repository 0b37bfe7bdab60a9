import { Decimal, PLAIN_DECIMAL } from '../money/decimal.ts';

/** One venue's balance as venue/allBalance lists it. */
export interface VenueRow {
  enName: string;
  name: string;
  balance: string;
}

/** What a member's money is made of (SPEC §3 balance call and venue/allBalance), decimal strings. */
export interface BalanceParts {
  /** The center wallet (transfer/getBalance `centerWalletBalance`). */
  center: string;
  /** Money locked by activities (transfer/getBalance `lockMoney` with `withLockMoney`). */
  lock: string;
  /** Every venue's balance (venue/allBalance, category 8). */
  venues: readonly VenueRow[];
}

/** The parts with their sums: what every balance display reads. */
export interface BalanceSummary extends BalanceParts {
  /** 总余额: center + lock + every venue. */
  total: string;
  /** The venues' share of the total. */
  inVenues: string;
}

function part(amount: string): Decimal {
  const value = amount.trim();
  if (!PLAIN_DECIMAL.test(value)) throw new TypeError(`not a money string: ${JSON.stringify(amount)}`);
  return new Decimal(value);
}

function sumVenues(venues: readonly VenueRow[]): Decimal {
  return venues.reduce((sum, row) => sum.plus(part(row.balance)), new Decimal(0));
}

/** At least 2 decimals, never fewer than the exact value needs. */
function toAmount(value: Decimal): string {
  const decimals = value.toFixed().split('.')[1]?.length ?? 0;
  return value.toFixed(Math.max(2, decimals));
}

/**
 * The member's total balance: the center wallet, the lock money and every venue, added exactly as
 * decimals (never a float), written with at least 2 decimals. Throws TypeError when a part is not a
 * plain decimal string: a total that silently left a part out is the bug this rule exists to prevent.
 */
export function totalBalance(parts: BalanceParts): string {
  return toAmount(part(parts.center).plus(part(parts.lock)).plus(sumVenues(parts.venues)));
}

/** The parts with their total and the venues' share (see totalBalance). */
export function summarizeBalance(parts: BalanceParts): BalanceSummary {
  return { ...parts, total: totalBalance(parts), inVenues: toAmount(sumVenues(parts.venues)) };
}

/**
 * What a venue can stake right now: its own balance plus the center wallet (a bet tops the venue up
 * from the center wallet, docs/protocol.md, stakes). Lock money is not spendable.
 */
export function spendableInVenue(summary: BalanceParts, enName: string): string {
  const own = summary.venues.find((row) => row.enName === enName)?.balance ?? '0';
  return toAmount(part(summary.center).plus(part(own)));
}
