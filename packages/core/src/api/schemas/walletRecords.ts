import { z } from 'zod/mini';
import { builtOnce } from '../../engine/builtOnce.ts';
import { deferred } from '../../validation/deferred.ts';
import { flagSchema, idSchema, moneySchema } from './common.ts';

/**
 * Shapes of the wallet calls SPEC §7 names without a shape (docs/protocol.md, "Wallet: records,
 * exchange and switches"). The catalogue keeps them unshaped; callers parse with these.
 */

/** Deal record types: 1 deposit, 2 withdrawal, 3 venue transfer, 4 exchange; 0 in a query means all. */
export const DealRecordType = { All: 0, Deposit: 1, Withdraw: 2, Transfer: 3, Exchange: 4 } as const;
/** Deal record status: 0 processing, 1 done, 2 failed. */
export const DealRecordStatus = { Processing: 0, Done: 1, Failed: 2 } as const;

/** `startDate`/`endDate` are inclusive Beijing dates `YYYY-MM-DD`. */
export const dealRecordQuerySchema = deferred(() =>
  z.object({
    type: z.int().check(z.gte(0), z.lte(4)),
    startDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    endDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1), z.lte(100)),
  }),
);
export type DealRecordQuery = z.infer<typeof dealRecordQuerySchema>;

export const dealRecordSchema = deferred(() =>
  z.looseObject({
    id: idSchema,
    orderNo: z.string(),
    type: z.int(),
    /** Signed: money into the center wallet is positive. */
    amount: moneySchema,
    status: z.int(),
    remark: z.string(),
    /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
    createTime: z.string(),
  }),
);
export type DealRecord = z.infer<typeof dealRecordSchema>;
export const dealRecordPageSchema = deferred(() =>
  z.object({
    list: z.array(dealRecordSchema),
    total: z.int().check(z.nonnegative()),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
);
export type DealRecordPage = z.infer<typeof dealRecordPageSchema>;

/** transfer/getTransferRate `{}`: CNY per coin and what the member holds in the exchange wallet. */
export const transferRateSchema = deferred(() =>
  z.looseObject({
    currency: z.string(),
    rate: moneySchema,
    exchangeBalance: moneySchema,
    minAmount: moneySchema,
  }),
);
export type TransferRate = z.infer<typeof transferRateSchema>;

/** transfer/utcTransfer: `amount` in CNY; `direction` 1 center wallet → exchange wallet, 2 back. */
export const exchangePayloadSchema = deferred(() =>
  z.object({
    amount: moneySchema,
    direction: z.union([z.literal(1), z.literal(2)]),
  }),
);
export type ExchangePayload = z.infer<typeof exchangePayloadSchema>;
/** In schemas/wallet.ts: funds' exchange (made from start-up) parses it (issue #27). */
export { exchangeResultSchema } from './wallet.ts';

/** status/setAutoTransferStatus: `{status}` sets it, `{}` only reads it; answers the status now. */
export const autoTransferPayloadSchema = deferred(() => z.object({ status: z.optional(flagSchema) }));
export const autoTransferSchema = deferred(() => z.object({ status: flagSchema }));

/**
 * user/withdrawal/pwd/set (md5 of 6 digits twice) and /reset: proven either by the old password (md5)
 * or by the bound phone and the SMS code sent to it (sendCode/two, type 2, cate 0).
 */
const withdrawalPasswordSetObject = builtOnce(() =>
  z.object({ password: z.string(), secondPassword: z.string() }),
);
export const withdrawalPasswordSetSchema = deferred(withdrawalPasswordSetObject);
export const withdrawalPasswordResetSchema = deferred(() =>
  z.union([
    z.extend(withdrawalPasswordSetObject(), { oldPassword: z.string() }),
    z.extend(withdrawalPasswordSetObject(), { phone: z.string(), code: z.string() }),
  ]),
);
export type WithdrawalPasswordReset = z.infer<typeof withdrawalPasswordResetSchema>;

/**
 * user/member/bindOther: binds one withdrawal account (docs/protocol.md, "Bound accounts").
 * `accountType` 1 bank card (holder = the member's bound real name), 3 Alipay, 2 virtual-coin address.
 * Answers `{ id }` of the new account.
 */
export const bindAccountPayloadSchema = deferred(() =>
  z.discriminatedUnion('accountType', [
    z.object({ accountType: z.literal(1), bankCode: z.string(), cardNo: z.string(), branch: z.string() }),
    z.object({ accountType: z.literal(3), account: z.string() }),
    z.object({
      accountType: z.literal(2),
      currency: z.string(),
      protocol: z.string(),
      address: z.string(),
      alias: z.optional(z.string()),
    }),
  ]),
);
export type BindAccountPayload = z.infer<typeof bindAccountPayloadSchema>;
export const bindAccountResultSchema = deferred(() => z.looseObject({ id: idSchema }));

/** GET bankCard/withdraw/add/list: the banks a card may be bound at. */
export const bankOptionSchema = deferred(() => z.looseObject({ bankCode: z.string(), bankName: z.string() }));
export const bankOptionsSchema = deferred(() => z.array(bankOptionSchema));
export type BankOption = z.infer<typeof bankOptionSchema>;
