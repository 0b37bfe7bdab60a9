import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { flagSchema, moneySchema } from './common.ts';

/** transfer/getBalance: `withLockMoney` includes money locked by activities. */
export const getBalancePayloadSchema = deferred(() => z.object({ withLockMoney: z.optional(flagSchema) }));
export const balanceSchema = deferred(() =>
  z.looseObject({ totalMoney: moneySchema, centerWalletBalance: moneySchema }),
);
export type Balance = z.infer<typeof balanceSchema>;

/** venue/allBalance category; 8 asks for every venue (SPEC §7). */
export const ALL_VENUES_CATEGORY = 8;
export const allBalancePayloadSchema = deferred(() => z.object({ category: z.int() }));

export const launchPayloadSchema = deferred(() =>
  z.object({
    enName: z.string(),
    gameCode: z.string(),
    isActivity: z.optional(flagSchema),
  }),
);
export type LaunchPayload = z.infer<typeof launchPayloadSchema>;
export const launchResponseSchema = deferred(() => z.looseObject({ url: z.string() }));

/** venue/transfer: `ty` is the direction, `isActivity` whether the venue runs an activity. */
export const venueTransferPayloadSchema = deferred(() =>
  z.object({
    channelCode: z.string(),
    amount: moneySchema,
    ty: z.int(),
    isActivity: flagSchema,
  }),
);
export type VenueTransferPayload = z.infer<typeof venueTransferPayloadSchema>;

/** venue/balance of one venue (the sports venue sends channelCode CRTY). */
export const venueBalancePayloadSchema = deferred(() => z.object({ channelCode: z.string() }));

/** venue/resource (SPEC §3): `Request` carries the signed context the venue checks. */
export const venueResourcePayloadSchema = deferred(() =>
  z.object({
    method: z.string(),
    enName: z.string(),
    Request: z.object({
      timestamp: z.number(),
      token: z.string(),
      langx: z.string(),
      remoteip: z.string(),
    }),
  }),
);
export type VenueResourcePayload = z.infer<typeof venueResourcePayloadSchema>;

/** transfer/utcTransfer's answer (funds' exchange; re-exported by walletRecords.ts with its payload). */
export const exchangeResultSchema = deferred(() =>
  z.looseObject({ centerWalletBalance: moneySchema, exchangeBalance: moneySchema }),
);
