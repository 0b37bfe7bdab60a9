/**
 * Cash out (提前结算, issue #30): the two calls' shapes (`record/cashOutQuote`, `record/cashOut`;
 * docs/protocol.md "Cash out"). SPEC names neither call: both are ours, and the sandbox answers them.
 */
import { z } from 'zod/mini';
import { defineEndpoint } from '../api/endpoint.ts';
import { deferred } from '../validation/deferred.ts';

const money = z.string().check(z.regex(/^\d+(?:\.\d{1,2})?$/));

export const cashOutQuotePayloadSchema = deferred(() =>
  z.object({
    /** The member's open bets to price (at most 50). */
    ticketIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(50)),
  }),
);
export type CashOutQuotePayload = z.infer<typeof cashOutQuotePayloadSchema>;

/** One bet's offer now: a quote (id, amount, expiry) or, with no quote, the reason. */
export const cashOutQuoteSchema = deferred(() =>
  z.object({
    ticketId: z.string(),
    /** '' when there is no quote. */
    quoteId: z.string(),
    /** What the member gets if they accept now; '' when there is no quote. */
    amount: z.union([money, z.literal('')]),
    /** Server epoch ms after which the quote is refused; 0 when there is no quote. */
    expiresAt: z.number(),
    /** Why there is no quote (封盘, settled, ...), '' when there is one. */
    reason: z.string(),
    /** true when the bet is settled (no longer an open bet): a view showing it as open reloads. */
    settled: z.optional(z.boolean()),
  }),
);
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutQuotesSchema = deferred(() =>
  z.object({ at: z.number(), quotes: z.array(cashOutQuoteSchema) }),
);
export type CashOutQuotes = z.infer<typeof cashOutQuotesSchema>;

export const cashOutPayloadSchema = deferred(() =>
  z.object({
    ticketId: z.string().check(z.minLength(1)),
    quoteId: z.string().check(z.minLength(1)),
    /** The amount the member confirmed. */
    amount: money,
    /** The member's 自动接受更好赔率: a higher value than confirmed is taken, as with bets. */
    acceptBetterOdds: z.boolean(),
  }),
);
export type CashOutPayload = z.infer<typeof cashOutPayloadSchema>;

/**
 * `done`: the bet is settled as 提前结算 and `amount` was credited to the sportsbook balance; `refused`:
 * nothing moved (the quote expired or moved, or cash out is suspended) and `quote` is the offer now.
 */
export const cashOutResultSchema = deferred(() =>
  z.object({
    status: z.enum(['done', 'refused']),
    ticketId: z.string(),
    /** Credited amount when done; '' when refused. */
    amount: z.union([money, z.literal('')]),
    /** Why it was refused; '' when done. */
    reason: z.string(),
    quote: z.optional(cashOutQuoteSchema),
  }),
);
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

/**
 * Calls of ours (SPEC §7 names no cash out), beside the record calls. `cashOut` moves money: send it with
 * one `requestId` per intent, reused when the outcome is unknown.
 */
export const cashOutApi = {
  quote: defineEndpoint('/game/api/v1/record/cashOutQuote', {
    payload: cashOutQuotePayloadSchema,
    response: cashOutQuotesSchema,
  }),
  accept: defineEndpoint('/game/api/v1/record/cashOut', {
    payload: cashOutPayloadSchema,
    response: cashOutResultSchema,
  }),
};
