/**
 * The sportsbook's bet placement and order-status calls (docs/protocol.md, "Sportsbook bets"). SPEC §7
 * does not list them, so their shape is ours; the sandbox implements exactly this.
 */
import { z } from 'zod/mini';
import { defineEndpoint } from '../../api/endpoint.ts';
import { deferred } from '../../validation/deferred.ts';
import { OddsType } from '../catalogues.ts';

const decimalString = z.string().check(z.regex(/^-?\d+(?:\.\d+)?$/));

/** One slip line as placed: which price, and the venue price (`r`) the member accepted. */
export const placedLineSchema = deferred(() =>
  z.object({
    gameId: z.string(),
    gide: z.string(),
    oddGameId: z.string(),
    w: z.string(),
    /** Champion (outright) lines only. */
    rtype: z.optional(z.string()),
    odds: decimalString,
  }),
);
export type PlacedLine = z.infer<typeof placedLineSchema>;

export const placeBetPayloadSchema = deferred(() =>
  z.object({
    mode: z.enum(['single', 'multiple', 'series']),
    /** The odds type the member saw (series: always H). Prices in `lines` are venue prices regardless. */
    oddsType: z.enum([OddsType.European, OddsType.HongKong, OddsType.Indonesian, OddsType.Malay]),
    /** May the venue take the bet at a better price than `odds` without asking. */
    acceptBetterOdds: z.boolean(),
    /** single: the bet's stake; multiple: the parlay's stake; series: the stake of each combination. */
    stake: decimalString,
    lines: z.array(placedLineSchema).check(z.minLength(1), z.maxLength(10)),
  }),
);
export type PlaceBetPayload = z.infer<typeof placeBetPayloadSchema>;

/**
 * The venue's answer, also the order-status answer: `accept` placed, `reject` refused (`reason` is the
 * venue's Chinese text), `delay` still confirming: poll `status` with the ticket id.
 */
export const betOrderSchema = deferred(() =>
  z.object({
    ticket_id: z.string().check(z.minLength(1)),
    active: z.enum(['accept', 'delay', 'reject']),
    reason: z.optional(z.string()),
  }),
);
export type BetOrder = z.infer<typeof betOrderSchema>;

export const orderStatusPayloadSchema = deferred(() =>
  z.object({ ticket_id: z.string().check(z.minLength(1)) }),
);
export type OrderStatusPayload = z.infer<typeof orderStatusPayloadSchema>;

const base = '/game/api/v1/sport';

export const sportsBets = {
  /** Money-moving: send with one `requestId` per place intent, reused when the member retries it. */
  place: defineEndpoint(`${base}/bet`, { payload: placeBetPayloadSchema, response: betOrderSchema }),
  status: defineEndpoint(`${base}/betStatus`, {
    payload: orderStatusPayloadSchema,
    response: betOrderSchema,
  }),
};

/** What the machine hands the `placeBet` actor. */
export interface PlaceBetInput {
  readonly payload: PlaceBetPayload;
  readonly requestId: string;
}
