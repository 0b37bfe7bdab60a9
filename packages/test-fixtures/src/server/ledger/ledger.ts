import { addMoney } from '../auth/accounts.ts';

/**
 * The sandbox's money book: the center wallet is the member's `Account.balance` (what
 * transfer/getBalance reads), plus one balance per venue per member here. Amounts are decimal strings
 * with 2 decimals, added as integer cents. Every movement names a request id; a repeat of an id by
 * the same member answers the first outcome without moving money again (docs/protocol.md).
 * Deposits and withdrawals (wallet issue) add their own movements with `applyOnce` and `credit`.
 */
export interface Ledger {
  /** member name -> venue enName -> balance */
  venues: Map<string, Map<string, string>>;
  /** member name -> venue enName -> turnover bet since the last transfer in (activity venues). */
  turnover: Map<string, Map<string, string>>;
  /** `${member}:${requestId}` -> the first outcome of that intent. */
  applied: Map<string, unknown>;
  /**
   * Every transfer between the center wallet and a venue, oldest first, for the member's deal records
   * (transactions/queryDealRecord). `at` is null until the wallet book stamps it with the sandbox time.
   */
  journal: VenueMovement[];
}

/** One venue transfer as the records show it: `amount` is positive, `direction` says which way. */
export interface VenueMovement {
  member: string;
  venue: string;
  amount: string;
  direction: 'into' | 'out';
  centerAfter: string;
  at: number | null;
}

/** Anything holding a center wallet: the sandbox Account. */
export interface Wallet {
  name: string;
  balance: string;
}

export function createLedger(): Ledger {
  return { venues: new Map(), turnover: new Map(), applied: new Map(), journal: [] };
}

const ZERO = '0.00';

function cell(book: Map<string, Map<string, string>>, member: string): Map<string, string> {
  let row = book.get(member);
  if (row === undefined) {
    row = new Map();
    book.set(member, row);
  }
  return row;
}

/** a - b as decimal strings. */
export function subtractMoney(a: string, b: string): string {
  return addMoney(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
}

/** a < b as decimal strings. */
export function lessThan(a: string, b: string): boolean {
  return subtractMoney(a, b).startsWith('-');
}

export function venueBalance(ledger: Ledger, member: string, venue: string): string {
  return ledger.venues.get(member)?.get(venue) ?? ZERO;
}

export function venueTurnover(ledger: Ledger, member: string, venue: string): string {
  return ledger.turnover.get(member)?.get(venue) ?? ZERO;
}

/** Adds (or with a negative amount removes) money in one venue balance. */
export function creditVenue(ledger: Ledger, member: string, venue: string, amount: string): string {
  const next = addMoney(venueBalance(ledger, member, venue), amount);
  cell(ledger.venues, member).set(venue, next);
  return next;
}

export function recordTurnover(ledger: Ledger, member: string, venue: string, amount: string): void {
  cell(ledger.turnover, member).set(venue, addMoney(venueTurnover(ledger, member, venue), amount));
}

/**
 * Runs `apply` once per member and request id; a repeat returns the first outcome unchanged.
 * Without a request id the movement runs every time (nothing to recognise a repeat by).
 */
export function applyOnce<T>(
  ledger: Ledger,
  member: string,
  requestId: string | null | undefined,
  apply: () => T,
): T {
  if (requestId === null || requestId === undefined || requestId === '') return apply();
  const key = `${member}:${requestId}`;
  if (ledger.applied.has(key)) return ledger.applied.get(key) as T;
  const outcome = apply();
  ledger.applied.set(key, outcome);
  return outcome;
}

export type MoveOutcome =
  | { ok: true; centerWalletBalance: string; venueBalance: string }
  | { ok: false; reason: 'insufficient' };

/** Center wallet -> venue (`into`) or venue -> center wallet (`out`); refuses to overdraw either side. */
export function moveMoney(
  ledger: Ledger,
  wallet: Wallet,
  venue: string,
  amount: string,
  direction: 'into' | 'out',
): MoveOutcome {
  const from = direction === 'into' ? wallet.balance : venueBalance(ledger, wallet.name, venue);
  if (lessThan(from, amount)) return { ok: false, reason: 'insufficient' };
  const signed = direction === 'into' ? amount : `-${amount}`;
  wallet.balance = subtractMoney(wallet.balance, signed);
  const inVenue = creditVenue(ledger, wallet.name, venue, signed);
  if (direction === 'into') cell(ledger.turnover, wallet.name).set(venue, ZERO);
  ledger.journal.push({
    member: wallet.name,
    venue,
    amount,
    direction,
    centerAfter: wallet.balance,
    at: null,
  });
  return { ok: true, centerWalletBalance: wallet.balance, venueBalance: inVenue };
}

/** Every venue balance of the member back to the center wallet (venue/recycle). */
export function recycleAll(ledger: Ledger, wallet: Wallet, keep: (venue: string) => boolean): string {
  const row = ledger.venues.get(wallet.name);
  if (row === undefined) return wallet.balance;
  for (const [venue, balance] of row) {
    if (keep(venue) || balance === ZERO) continue;
    wallet.balance = addMoney(wallet.balance, balance);
    row.set(venue, ZERO);
    ledger.journal.push({
      member: wallet.name,
      venue,
      amount: balance,
      direction: 'out',
      centerAfter: wallet.balance,
      at: null,
    });
  }
  return wallet.balance;
}
