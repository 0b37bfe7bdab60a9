import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { moneySchema } from './common.ts';

/**
 * Shapes of four money calls SPEC §7 lists without showing them (issue #17; docs/protocol.md
 * "Wallet: withdrawal progress, USDT details, payer, signal code"). Objects are loose: a backend may
 * send more.
 */

/** withdraw/withdrawOrderInfo and payment/createSignalCode take the order number. */
export const orderNoQuerySchema = deferred(() => z.object({ orderNo: z.string().check(z.minLength(1)) }));

/** A withdrawal's progress: `status` 0 processing, 1 paid out, 2 failed (the money went back). */
export const withdrawOrderInfoSchema = deferred(() =>
  z.looseObject({
    orderNo: z.string(),
    amount: moneySchema,
    status: z.int(),
    remark: z.optional(z.string()),
    /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
    createTime: z.optional(z.string()),
    finishTime: z.optional(z.string()),
    /** Why it failed, server wording. */
    reason: z.optional(z.string()),
  }),
);
export type WithdrawOrderInfo = z.infer<typeof withdrawOrderInfoSchema>;

/** withdraw/usdtWithdrawInfo: the coin, CNY per coin, the chains paid out on and the coin-address limits. */
export const usdtWithdrawInfoSchema = deferred(() =>
  z.looseObject({
    currency: z.string(),
    rate: moneySchema,
    protocols: z.optional(z.array(z.string())),
    minAmount: z.optional(moneySchema),
    maxAmount: z.optional(moneySchema),
    arrivalTips: z.optional(z.string()),
  }),
);
export type UsdtWithdrawInfo = z.infer<typeof usdtWithdrawInfoSchema>;

/** payment/getCustomerInfo: who must pay a deposit (the payer name must match the member's real name). */
export const customerInfoSchema = deferred(() =>
  z.looseObject({
    name: z.optional(z.string()),
    realName: z._default(z.string(), ''),
    payerTips: z.optional(z.string()),
  }),
);
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** payment/createSignalCode: the code the member writes in the payment note; seconds it stays valid. */
export const signalCodeSchema = deferred(() =>
  z.looseObject({
    signalCode: z.string().check(z.minLength(1)),
    expireSeconds: z.int().check(z.nonnegative()),
  }),
);
export type SignalCode = z.infer<typeof signalCodeSchema>;
