import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { idSchema, moneySchema } from './common.ts';

/** Where a withdrawal goes (docs/protocol.md, "Wallet"): 1 bank card, 2 virtual-coin address, 3 Alipay. */
export const WithdrawAccountType = { BankCard: 1, VirtualCoin: 2, Alipay: 3 } as const;
export type WithdrawAccountTypeValue = (typeof WithdrawAccountType)[keyof typeof WithdrawAccountType];

/** withdraw/baseCfg/list (empty payload): the limits of each account type, CNY per withdrawal. */
export const withdrawLimitSchema = deferred(() =>
  z.looseObject({
    accountType: z.int(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    /** Withdrawals left today; absent when the site sets no daily count. */
    remainingCount: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type WithdrawLimit = z.infer<typeof withdrawLimitSchema>;
export const withdrawLimitsResponseSchema = deferred(() => z.array(withdrawLimitSchema));

/** withdraw/withdrawInfo (empty payload): what the member may withdraw now. */
export const withdrawInfoSchema = deferred(() =>
  z.looseObject({
    withdrawableAmount: moneySchema,
    /** False until a withdrawal password is set (user/withdrawal/pwd/set). */
    hasPassword: z.boolean(),
  }),
);
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** GET bankCard/queryMemberBanksInfoList: bank cards and Alipay accounts, numbers masked by the server. */
export const memberBankCardSchema = deferred(() =>
  z.looseObject({
    id: idSchema,
    accountType: z._default(z.int(), 1),
    bankName: z.string(),
    cardNo: z.string(),
    realName: z.optional(z.string()),
  }),
);
export type MemberBankCard = z.infer<typeof memberBankCardSchema>;
export const memberBankCardsResponseSchema = deferred(() => z.array(memberBankCardSchema));

/** vCurrency/list (empty payload): the member's bound virtual-coin addresses. */
export const coinAddressSchema = deferred(() =>
  z.looseObject({
    id: idSchema,
    currency: z.string(),
    protocol: z.string(),
    address: z.string(),
    alias: z.optional(z.string()),
  }),
);
export type CoinAddress = z.infer<typeof coinAddressSchema>;
export const coinAddressesResponseSchema = deferred(() => z.array(coinAddressSchema));

/** withdraw/new: `password` is md5 of the typed withdrawal password, like the login password. */
export const withdrawPayloadSchema = deferred(() =>
  z.object({
    accountType: z.int(),
    accountId: z.string(),
    amount: moneySchema,
    password: z.string(),
  }),
);
export type WithdrawPayload = z.infer<typeof withdrawPayloadSchema>;

/** The created order; its status is read in the records afterwards. */
export const withdrawOrderSchema = deferred(() =>
  z.looseObject({ orderNo: z.string(), amount: moneySchema, status: z.int() }),
);
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;
