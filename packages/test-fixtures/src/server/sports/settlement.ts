import { BetResultCode, type PlacedLine, SPORTS_VENUE } from '@jinli/core/contract';
import { creditVenue, type Ledger } from '../ledger/ledger.ts';
import { hash, liveData, livePrices } from './simulation.ts';
import type { SportsOrder, SportsState } from './sportsState.ts';

/**
 * Settlement (issue #5, docs/protocol.md "Bet records"): a finished match gets a final score; every
 * accepted order whose matches are all finished is settled once into a result code and a payout that is
 * credited to the member's CRTY balance exactly once.
 */

export interface FinishedMatch {
  home: number;
  away: number;
  /** Forced by the control: every line on this match gets this result code. */
  code?: string | undefined;
  at: number;
}

export interface Settlement {
  result: string;
  /** Per line, in order. */
  lineResults: string[];
  payout: string;
  at: number;
  /** Issue #30: settled early by the member (result CO) for this amount. */
  cashOut?: string | undefined;
}

/** Wagers priced in Hong Kong odds (net of stake); the rest are European (stake included). */
const HK_WAGERS = new Set(['R', 'RE', 'OU', 'ROU']);

/** The final score of a match finished at `now`: the live score for in-play matches, else drawn from the seed. */
function finalScore(state: SportsState, gameId: string, now: number): { home: number; away: number } {
  const match = state.seed.matches.find((m) => m.gameId === gameId);
  const live = match === undefined ? undefined : liveData(state, match, now);
  if (live !== undefined) return { home: Number(live.sc_FT_H ?? 0), away: Number(live.sc_FT_C ?? 0) };
  return { home: hash(gameId, 'final-h') % 4, away: hash(gameId, 'final-c') % 3 };
}

/** `-0.5/1` → [-0.5, -1]; `+0` or '' → [0]. */
function lineParts(line: string | undefined): number[] {
  if (line === undefined || line === '') return [0];
  const sign = line.startsWith('-') ? -1 : 1;
  return line
    .replace(/^[+-]/, '')
    .split('/')
    .map((part) => sign * Number(part));
}

/** One half of a split line: W, P or L by the margin. */
const byMargin = (margin: number) => (margin > 0 ? 'W' : margin < 0 ? 'L' : 'P');

function combineHalves(results: string[]): string {
  if (results.length === 1) return results[0]!;
  const [a, b] = [...results].sort();
  if (a === b) return a!;
  if (a === 'L' && b === 'P') return BetResultCode.HalfLoss;
  if (a === 'P' && b === 'W') return BetResultCode.HalfWin;
  return 'P';
}

/** The result code of one line on a finished match. */
export function lineResult(state: SportsState, line: PlacedLine, score: FinishedMatch): string {
  if (score.code !== undefined) return score.code;
  const match = state.seed.matches.find((m) => m.gameId === line.gameId);
  const price = match?.outrights.find((o) => o.rtype === line.rtype);
  if (line.rtype !== undefined || price !== undefined) {
    const winner = `FS${String((hash(line.gameId, 'champion') % 8) + 1).padStart(2, '0')}`;
    return line.rtype === winner ? BetResultCode.Win : BetResultCode.Loss;
  }
  const side = line.oddGameId.slice(line.oddGameId.lastIndexOf('-') + 1);
  const { home, away } = score;
  const w = line.w.toUpperCase();
  if (w === 'M' || w === 'RM') {
    const won = side === 'MH' ? home > away : side === 'MC' ? away > home : home === away;
    return won ? BetResultCode.Win : BetResultCode.Loss;
  }
  if (w === 'EO' || w === 'REO') {
    const odd = (home + away) % 2 === 1;
    return odd === (side === 'EOO') ? BetResultCode.Win : BetResultCode.Loss;
  }
  // Lines hang on the match's strength only, never on the epoch: any moment's price shows the same line.
  const lineText =
    match === undefined
      ? undefined
      : livePrices(state, match, score.at).find((p) => p.oddGameId === line.oddGameId)?.line;
  if (w === 'OU' || w === 'ROU') {
    const totals = lineParts(lineText).map(Math.abs);
    return combineHalves(totals.map((t) => byMargin(side === 'OUO' ? home + away - t : t - home - away)));
  }
  const own = side === 'RH' ? home - away : away - home;
  return combineHalves(lineParts(lineText).map((h) => byMargin(own + h)));
}

const THOUSAND = 1000n;

/** What one unit of stake returns for a line's result, in thousandths. */
function factor(line: PlacedLine, result: string): bigint {
  const [whole = '0', frac = ''] = line.odds.split('.');
  const odds = BigInt(whole) * THOUSAND + BigInt(frac.padEnd(3, '0').slice(0, 3));
  const european = HK_WAGERS.has(line.w.toUpperCase()) ? odds + THOUSAND : odds;
  switch (result) {
    case BetResultCode.Win:
      return european;
    case BetResultCode.HalfWin:
      return (european + THOUSAND) / 2n;
    case BetResultCode.HalfLoss:
      return THOUSAND / 2n;
    case BetResultCode.Loss:
      return 0n;
    default:
      // P, A and every D-code: the stake comes back.
      return THOUSAND;
  }
}

function cents(amount: string): bigint {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}
const money = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** Every subset of two or more indexes (series combinations). */
function combinations(size: number): number[][] {
  const all: number[][] = [];
  for (let mask = 0; mask < 1 << size; mask += 1) {
    const picked = [...Array(size).keys()].filter((i) => (mask >> i) & 1);
    if (picked.length >= 2) all.push(picked);
  }
  return all;
}

/** Payout in cents (rounded down) of `stake` on a parlay of the given lines. */
function parlayPayout(stake: bigint, factors: bigint[]): bigint {
  let value = stake;
  let scale = 1n;
  for (const f of factors) {
    value *= f;
    scale *= THOUSAND;
  }
  return value / scale;
}

/** Settles the order from its lines' results (single: the line's own code). */
export function settleOrder(order: SportsOrder, lineResults: string[], now: number): Settlement {
  const { payload } = order;
  const stake = cents(payload.stake);
  const factors = payload.lines.map((line, i) => factor(line, lineResults[i] ?? 'P'));
  const payout =
    payload.mode === 'series'
      ? combinations(payload.lines.length).reduce(
          (sum, combo) =>
            sum +
            parlayPayout(
              stake,
              combo.map((i) => factors[i]!),
            ),
          0n,
        )
      : parlayPayout(stake, factors);
  const paid = cents(order.total);
  let result: string;
  if (payload.mode === 'single') result = lineResults[0] ?? 'P';
  else if (new Set(lineResults).size === 1) result = lineResults[0]!;
  else if (payout === 0n) result = BetResultCode.Loss;
  else
    result =
      payout > paid ? BetResultCode.Win : payout === paid ? BetResultCode.Draw : BetResultCode.HalfLoss;
  return { result, lineResults, payout: money(payout), at: now };
}

/**
 * Finishes a match (score from the simulation, or the forced result code for its lines) and settles
 * every order it completes. Answers the ticket ids settled now. Idempotent per match and per order.
 */
export function finishMatch(
  state: SportsState,
  ledger: Ledger,
  gameId: string,
  now: number,
  code?: string,
): string[] {
  if (!state.finished.has(gameId))
    state.finished.set(gameId, { ...finalScore(state, gameId, now), code, at: now });
  return settleReady(state, ledger, now);
}

/** Settles accepted orders whose matches have all finished; pays each out once. */
export function settleReady(state: SportsState, ledger: Ledger, now: number): string[] {
  const settled: string[] = [];
  for (const order of state.orders.values()) {
    if (order.settlement !== undefined || order.outcome !== 'accept' || now < order.resolveAt) continue;
    const scores = order.payload.lines.map((line) => state.finished.get(line.gameId));
    if (scores.some((s) => s === undefined)) continue;
    const results = order.payload.lines.map((line, i) => lineResult(state, line, scores[i]!));
    order.settlement = settleOrder(order, results, now);
    if (order.settlement.payout !== '0.00')
      creditVenue(ledger, order.member, SPORTS_VENUE, order.settlement.payout);
    settled.push(order.ticketId);
  }
  return settled;
}
