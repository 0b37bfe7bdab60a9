import { z } from 'zod';
import { deferred } from '../../validation/deferred.ts';
import { moneySchema } from './common.ts';

/**
 * Shapes of four money calls SPEC §7 lists without showing them (issue #17; docs/protocol.md
 * "Wallet: withdrawal progress, USDT details, payer, signal code"). Objects are loose: a backend may
 * send more.
 */

/** withdraw/withdrawOrderInfo and payment/createSignalCode take the order number. */
export const orderNoQuerySchema = deferred(() => z.object({ orderNo: z.string().min(1) }));

/** A withdrawal's progress: `status` 0 processing, 1 paid out, 2 failed (the money went back). */
export const withdrawOrderInfoSchema = deferred(() =>
  z
    .object({
      orderNo: z.string(),
      amount: moneySchema,
      status: z.number().int(),
      remark: z.string().optional(),
      /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
      createTime: z.string().optional(),
      finishTime: z.string().optional(),
      /** Why it failed, server wording. */
      reason: z.string().optional(),
    })
    .loose(),
);
export type WithdrawOrderInfo = z.infer<typeof withdrawOrderInfoSchema>;

/** withdraw/usdtWithdrawInfo: the coin, CNY per coin, the chains paid out on and the coin-address limits. */
export const usdtWithdrawInfoSchema = deferred(() =>
  z
    .object({
      currency: z.string(),
      rate: moneySchema,
      protocols: z.array(z.string()).optional(),
      minAmount: moneySchema.optional(),
      maxAmount: moneySchema.optional(),
      arrivalTips: z.string().optional(),
    })
    .loose(),
);
export type UsdtWithdrawInfo = z.infer<typeof usdtWithdrawInfoSchema>;

/** payment/getCustomerInfo: who must pay a deposit (the payer name must match the member's real name). */
export const customerInfoSchema = deferred(() =>
  z
    .object({
      name: z.string().optional(),
      realName: z.string().default(''),
      payerTips: z.string().optional(),
    })
    .loose(),
);
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** payment/createSignalCode: the code the member writes in the payment note; seconds it stays valid. */
export const signalCodeSchema = deferred(() =>
  z.object({ signalCode: z.string().min(1), expireSeconds: z.number().int().nonnegative() }).loose(),
);
export type SignalCode = z.infer<typeof signalCodeSchema>;
