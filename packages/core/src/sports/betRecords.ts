/**
 * Bet records of the games API (`record/betRecordList`, `record/betRecordTotal`; docs/protocol.md
 * "Bet records"). SPEC §7 names the calls, not their shapes, so the shapes are ours; the sandbox answers
 * exactly these for the crty sportsbook's settled and pending bets.
 */
import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';

const money = z.string().check(z.regex(/^-?\d+(?:\.\d+)?$/));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `pending`: placed, not settled yet; `settled`: has a result code; `all`: both. */
export const BetRecordStatus = { All: 'all', Pending: 'pending', Settled: 'settled' } as const;
export type BetRecordStatus = (typeof BetRecordStatus)[keyof typeof BetRecordStatus];

export const betRecordQuerySchema = deferred(() =>
  z.object({
    /** Venue code (`CRTY`); absent for every venue. */
    venueCode: z.optional(z.string()),
    status: z.enum(['all', 'pending', 'settled']),
    /** Beijing days, inclusive, of the bet time. */
    startDate: z.optional(day),
    endDate: z.optional(day),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1), z.lte(100)),
  }),
);
export type BetRecordQuery = z.infer<typeof betRecordQuerySchema>;

export const betRecordLineSchema = deferred(() =>
  z.object({
    gameId: z.string(),
    league: z.string(),
    /** `主队 vs 客队`, or the outright's title. */
    match: z.string(),
    /** What was picked, as the slip showed it (`主 -0.5`, `大 2.5`, a team). */
    selection: z.string(),
    w: z.string(),
    /** The price taken, as placed (HK for handicap and totals, European otherwise). */
    odds: money,
    /** The line's own result code once its match is settled (core betResults.ts), else ''. */
    result: z.string(),
    /** Final score `2 - 1` once settled, else ''. */
    score: z.string(),
  }),
);
export type BetRecordLine = z.infer<typeof betRecordLineSchema>;

export const betRecordSchema = deferred(() =>
  z.object({
    ticketId: z.string(),
    venueCode: z.string(),
    venueName: z.string(),
    mode: z.enum(['single', 'multiple', 'series']),
    lines: z.array(betRecordLineSchema),
    /** Stake per bet, and what the member paid in all (stake × combinations). */
    stake: money,
    betAmount: money,
    /** The record's result code ('' while pending): describeBetResult gives its label. */
    result: z.string(),
    /** Paid back at settlement (stake included); '' while pending. */
    payout: z.string(),
    /** payout − betAmount; '' while pending. */
    winLoss: z.string(),
    status: z.enum(['pending', 'settled']),
    /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
    betTime: z.string(),
    settleTime: z.string(),
    /** Issue #30: the amount credited when the member cashed the bet out (result `CO`); absent otherwise. */
    cashOut: z.optional(money),
  }),
);
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordPageSchema = deferred(() =>
  z.object({
    list: z.array(betRecordSchema),
    total: z.int().check(z.nonnegative()),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
);
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** The same filters as the list (paging ignored): counts and sums of the matching records. */
export const betRecordTotalSchema = deferred(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    betAmount: money,
    /** Sum of winLoss over settled records. */
    winLoss: money,
  }),
);
export type BetRecordTotal = z.infer<typeof betRecordTotalSchema>;
