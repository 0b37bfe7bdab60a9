import type { CashOutQuote, PlaceBetPayload } from '@jinli/core/contract';
import { createSportsSeed, type SportsSeed } from '../../seed/sports.ts';
import type { FinishedMatch, Settlement } from './settlement.ts';

/** What POST /__sandbox/sports/next-order makes the next bet answer (then the venue decides again). */
export type ForcedOrder = 'accept' | 'reject' | 'delay-accept' | 'delay-reject';

export interface SportsOrder {
  ticketId: string;
  member: string;
  payload: PlaceBetPayload;
  /** What the member paid (stake × combinations), already debited. */
  total: string;
  placedAt: number;
  /** delay: when betStatus starts answering the outcome. */
  resolveAt: number;
  outcome: 'accept' | 'reject';
  reason?: string | undefined;
  /** The stake went back to the member (a delayed order that ended rejected). */
  refunded: boolean;
  /** Set once, when every match of the order has finished (server/sports/settlement.ts). */
  settlement?: Settlement | undefined;
}

/**
 * The sportsbook's mutable state (issue #5); the fixtures themselves are the seed. Odds move by epochs:
 * epoch = epochBase + floor((now − rateSince) / oddsEveryMs), frozen while oddsEveryMs is 0; a control
 * can bump the epoch or nudge one match's prices, so tests move odds exactly when they want.
 */
export interface SportsState {
  seed: SportsSeed;
  /** Sandbox start: live clocks and scores advance from here. */
  startedAt: number;
  oddsEveryMs: number;
  epochBase: number;
  rateSince: number;
  /** gameId → cents added to every price of the match (POST /__sandbox/sports/move). */
  nudges: Map<string, number>;
  /** gameIds whose markets are suspended by a control. */
  suspended: Set<string>;
  nextOrder: ForcedOrder | null;
  orders: Map<string, SportsOrder>;
  nextTicket: number;
  /** How often the client should poll sports.live. */
  pollMs: number;
  /** How long a delayed order stays in confirmation. */
  delayMs: number;
  /** gameId → final score of a finished match (POST /__sandbox/sports/settle). */
  finished: Map<string, FinishedMatch>;
  /** oddGameId → price set by the flood (bench): wins over the simulated price. */
  overrides: Map<string, string>;
  /** Price changes per second the stream invents on top of the simulation (0: none). */
  floodPerSecond: number;
  /**
   * The matches a share of the flood goes to (the bench names those a page shows, so that hundreds of
   * changes land in view per run); the rest spreads over every open match as before.
   */
  floodFocus: { gameIds: string[]; share: number } | null;
  /** How often the stream compares the simulation with what it last sent. */
  streamMs: number;
  /** The next venue calls answer 6302 ErrUIDVerification (POST /__sandbox/sports/uid-error). */
  uidErrors: number;
  /** The text those 6302 answers carry (null: the catalogue's). */
  uidErrorMessage: string | null;
  /** The stream refuses new connections (POST /__sandbox/sports/stream {refuse}): clients must poll. */
  streamRefused: boolean;
  /** Issue #30: the operator's cash-out margin (a fraction kept from the value), from the sandbox config. */
  cashOutMargin: string;
  /** How long a cash-out quote is honoured. */
  cashOutQuoteMs: number;
  /** Quotes handed out and not yet expired or used, by quote id. */
  cashOutQuotes: Map<string, CashOutQuote>;
  nextQuote: number;
}

export const DEFAULT_STREAM_MS = 500;

export const DEFAULT_ODDS_EVERY_MS = 5000;
export const DEFAULT_POLL_MS = 2000;
export const DEFAULT_DELAY_MS = 4000;
export const DEFAULT_CASH_OUT_MARGIN = '0.05';
export const DEFAULT_CASH_OUT_QUOTE_MS = 6000;
export const STAKE_LIMITS = { min: '10', max: '50000' } as const;

export function createSportsState(seed: number, startedAt: number): SportsState {
  return {
    seed: createSportsSeed(seed, startedAt),
    startedAt,
    oddsEveryMs: DEFAULT_ODDS_EVERY_MS,
    epochBase: 0,
    rateSince: startedAt,
    nudges: new Map(),
    suspended: new Set(),
    nextOrder: null,
    orders: new Map(),
    nextTicket: 1,
    pollMs: DEFAULT_POLL_MS,
    delayMs: DEFAULT_DELAY_MS,
    finished: new Map(),
    overrides: new Map(),
    floodPerSecond: 0,
    floodFocus: null,
    streamMs: DEFAULT_STREAM_MS,
    uidErrors: 0,
    uidErrorMessage: null,
    streamRefused: false,
    cashOutMargin: DEFAULT_CASH_OUT_MARGIN,
    cashOutQuoteMs: DEFAULT_CASH_OUT_QUOTE_MS,
    cashOutQuotes: new Map(),
    nextQuote: 0,
  };
}

export function currentEpoch(state: SportsState, now: number): number {
  if (state.oddsEveryMs <= 0) return state.epochBase;
  return state.epochBase + Math.floor(Math.max(0, now - state.rateSince) / state.oddsEveryMs);
}

/** Changes how often odds move (0 freezes them) without jumping the prices shown now. */
export function setOddsRate(state: SportsState, everyMs: number, now: number): void {
  state.epochBase = currentEpoch(state, now);
  state.rateSince = now;
  state.oddsEveryMs = Math.max(0, Math.floor(everyMs));
}
