import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { idSchema, moneySchema } from './common.ts';

/**
 * What a deposit channel's waiting page looks like, decided by the `channelType` the server sends
 * (docs/protocol.md, "Wallet"), never by a brand name: 1 online recharge (a pay URL), 2 bank transfer
 * (payee bank details), 3 third-party e-wallet, 4 virtual-coin receipt, 5 virtual coin.
 */
export const DepositChannelType = {
  Recharge: 1,
  BankTransfer: 2,
  EWallet: 3,
  CoinReceipt: 4,
  VirtualCoin: 5,
} as const;
export type DepositChannelTypeValue = (typeof DepositChannelType)[keyof typeof DepositChannelType];

/** payment/getDepositOrderStatus `status`: 0 waiting for payment, 1 paid, 2 expired, 3 closed. */
export const DepositOrderStatus = { Waiting: 0, Paid: 1, Expired: 2, Closed: 3 } as const;
export type DepositOrderStatusValue = (typeof DepositOrderStatus)[keyof typeof DepositOrderStatus];

/**
 * One channel of a deposit type. `channelType` stays a plain integer on the wire so a backend that adds a
 * kind does not break the page: core drops channels whose type it cannot show. Limits are CNY.
 */
export const depositChannelSchema = deferred(() =>
  z.looseObject({
    id: idSchema,
    name: z.string(),
    channelType: z.int(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    /** Quick-pick amounts; empty when the member types any amount. */
    fixedAmounts: z.optional(z.array(moneySchema)),
    /** Virtual coin: the coin, its chain protocol and CNY per coin. */
    currency: z.optional(z.string()),
    protocol: z.optional(z.string()),
    rate: z.optional(moneySchema),
    tips: z.optional(z.string()),
    /** The waiting page asks payment/createSignalCode for a code to write in the payment note (issue #17). */
    needSignalCode: z.optional(z.boolean()),
  }),
);
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositTypeSchema = deferred(() =>
  z.looseObject({
    id: idSchema,
    name: z.string(),
    icon: z.optional(z.string()),
    channels: z.array(depositChannelSchema),
  }),
);
export type DepositType = z.infer<typeof depositTypeSchema>;

/** payment/types (empty payload): the deposit types in display order. */
export const paymentTypesResponseSchema = deferred(() => z.array(depositTypeSchema));

/** payment/pay: `amount` is CNY; the request id of the member's intent makes a repeat create nothing new. */
export const payPayloadSchema = deferred(() =>
  z.object({
    typeId: z.string(),
    channelId: z.string(),
    amount: moneySchema,
  }),
);
export type PayPayload = z.infer<typeof payPayloadSchema>;

/** Bank transfer and e-wallet payee; every field is optional because each kind shows a subset. */
export const depositPayeeSchema = deferred(() =>
  z.looseObject({
    bankName: z.optional(z.string()),
    branch: z.optional(z.string()),
    accountName: z.optional(z.string()),
    accountNo: z.optional(z.string()),
    /** Text the member must write in the transfer's note so the deposit is matched. */
    remark: z.optional(z.string()),
  }),
);
export type DepositPayee = z.infer<typeof depositPayeeSchema>;

/** Virtual coin and virtual-coin receipt: where to send how many coins. */
export const depositCoinSchema = deferred(() =>
  z.looseObject({
    currency: z.string(),
    protocol: z.string(),
    address: z.string(),
    coinAmount: moneySchema,
    rate: moneySchema,
  }),
);
export type DepositCoin = z.infer<typeof depositCoinSchema>;

/** An order as payment/pay creates it. `expireSeconds`: seconds left when the server answered. */
export const depositOrderSchema = deferred(() =>
  z.looseObject({
    orderNo: z.string(),
    channelType: z.int(),
    amount: moneySchema,
    status: z.int(),
    expireSeconds: z.int().check(z.nonnegative()),
    payUrl: z.optional(z.string()),
    payee: z.optional(depositPayeeSchema),
    coin: z.optional(depositCoinSchema),
    /** An image URL (data: or http(s)) of a code to scan. */
    qrCode: z.optional(z.string()),
  }),
);
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const orderNoPayloadSchema = deferred(() => z.object({ orderNo: z.string() }));

/**
 * payment/getDepositOrderStatus and payment/closeOrder both answer the order's status now. The status
 * answer may also carry the order's details as payment/pay gave them (issue #28), so a waiting order can
 * be shown again after a reload; without them it cannot.
 */
export const depositOrderStatusSchema = deferred(() =>
  z.looseObject({
    orderNo: z.string(),
    status: z.int(),
    expireSeconds: z.int().check(z.nonnegative()),
    channelType: z.optional(z.int()),
    amount: z.optional(moneySchema),
    typeId: z.optional(idSchema),
    channelId: z.optional(idSchema),
    payUrl: z.optional(z.string()),
    payee: z.optional(depositPayeeSchema),
    coin: z.optional(depositCoinSchema),
    qrCode: z.optional(z.string()),
  }),
);
export type DepositOrderStatusAnswer = z.infer<typeof depositOrderStatusSchema>;
