import { ResultCode } from '@jinli/core';
import { type DepositChannel, money } from '@jinli/core/contract';
import { SEED_COIN_RECEIPT_ADDRESS, SEED_EWALLET_ACCOUNT, SEED_PAYEE, USDT_RATE } from '../../seed/wallet.ts';
import { type Account, addMoney } from '../auth/accounts.ts';
import { findAccount } from '../auth/authState.ts';
import { applyOnce, lessThan } from '../ledger/ledger.ts';
import {
  createDeposit,
  type DepositOrderRecord,
  finishDeposit,
  secondsLeft,
  settleDue,
  syncJournal,
} from '../ledger/walletBook.ts';
import { findChannel } from '../siteConfig.ts';
import type { SandboxState } from '../state.ts';
import { Failure, type MemberContext, memberRoute, type Route } from './route.ts';

/** Runs the sandbox's deposit timer and copies new venue transfers into the records (see walletBook). */
export function settleWallet(state: SandboxState, now: number): void {
  settleDue(state.wallet, (name) => findAccount(state.auth, name), now);
  syncJournal(state.wallet, state.games.ledger, now);
}

/** A positive CNY amount with at most 2 decimals (what the ledger's cents arithmetic takes). */
export const CNY = /^\d{1,12}(\.\d{1,2})?$/;

const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const fromCents = (value: bigint): string => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** CNY → coins at `rate` (CNY per coin), cut to 2 decimals. */
export function coinAmountOf(amount: string, rate: string): string {
  return fromCents((cents(amount) * 100n) / cents(rate));
}

function orderAnswer(order: DepositOrderRecord, channel: DepositChannel, origin: string, now: number) {
  const base = {
    orderNo: order.orderNo,
    channelType: order.channelType,
    amount: order.amount,
    status: order.status,
    expireSeconds: secondsLeft(order, now),
  };
  const qrCode = `${origin}/sandbox-art/koi.svg`;
  switch (channel.channelType) {
    case 1:
      return { ...base, payUrl: `${origin}/sandbox-service?pay=${order.orderNo}` };
    case 2:
      return { ...base, payee: { ...SEED_PAYEE, remark: order.orderNo.slice(-6) } };
    case 3:
      return {
        ...base,
        payee: { accountName: SEED_PAYEE.accountName, accountNo: SEED_EWALLET_ACCOUNT },
        qrCode,
      };
    default: {
      const protocol = channel.protocol ?? 'TRC20';
      const coin = {
        currency: channel.currency ?? 'USDT',
        protocol,
        address: SEED_COIN_RECEIPT_ADDRESS[protocol] ?? '',
        coinAmount: coinAmountOf(order.amount, channel.rate ?? USDT_RATE),
        rate: channel.rate ?? USDT_RATE,
      };
      return channel.channelType === 4 ? { ...base, coin, qrCode } : { ...base, coin };
    }
  }
}

function statusAnswer(order: DepositOrderRecord, now: number) {
  return { orderNo: order.orderNo, status: order.status, expireSeconds: secondsLeft(order, now) };
}

function memberOrder({ state, member, payload }: MemberContext<{ orderNo: string }>) {
  const order = state.wallet.orders.get(payload.orderNo);
  return order !== undefined && order.member === member.name ? order : undefined;
}

/** Wallet calls run the deposit timer first, so every answer reflects the sandbox time. */
function walletRoute<P, R>(
  endpoint: Parameters<typeof memberRoute<P, R>>[0],
  handler: (context: MemberContext<P>) => R | Failure,
): Route {
  return memberRoute(endpoint, (context) => {
    settleWallet(context.state, context.now);
    return handler(context);
  });
}

/** payment/* and transfer/getBalance (docs/protocol.md, "Deposits"). */
export const depositRoutes: readonly Route[] = [
  walletRoute(money.paymentTypes, ({ state }) => structuredClone(state.siteConfig.paymentTypes)),
  walletRoute(money.pay, ({ payload, member, state, requestId, now, origin }) => {
    const channel = findChannel(state.siteConfig, payload.typeId, payload.channelId);
    if (channel === undefined) return new Failure(ResultCode.NotFound, '存款渠道不存在');
    if (!CNY.test(payload.amount)) return new Failure(ResultCode.InvalidParameter, '请输入正确的金额');
    if (lessThan(payload.amount, channel.minAmount) || lessThan(channel.maxAmount, payload.amount))
      return new Failure(
        ResultCode.InvalidParameter,
        `单笔存款金额须在${channel.minAmount}至${channel.maxAmount}元之间`,
      );
    const order = applyOnce(state.games.ledger, member.name, requestId, () =>
      createDeposit(state.wallet, {
        member: member.name,
        typeId: payload.typeId,
        channelId: payload.channelId,
        channelType: channel.channelType,
        amount: addMoney(payload.amount, '0'),
        createdAt: now,
      }),
    );
    return orderAnswer(order, channel, origin, now);
  }),
  /** The status, and the order's details as payment/pay gave them, so a reload can show it again. */
  walletRoute(money.getDepositOrderStatus, (context) => {
    const order = memberOrder(context);
    if (order === undefined) return new Failure(ResultCode.NotFound, '订单不存在');
    const channel = findChannel(context.state.siteConfig, order.typeId, order.channelId);
    return channel === undefined
      ? statusAnswer(order, context.now)
      : {
          ...orderAnswer(order, channel, context.origin, context.now),
          typeId: order.typeId,
          channelId: order.channelId,
        };
  }),
  walletRoute(money.closeOrder, (context) => {
    const order = memberOrder(context);
    if (order === undefined) return new Failure(ResultCode.NotFound, '订单不存在');
    finishDeposit(context.state.wallet, order, context.member, 3);
    return statusAnswer(order, context.now);
  }),
  /**
   * The signal code of a waiting order whose channel asks for one (`needSignalCode`): the member writes it
   * in the payment's note so the deposit is matched (issue #17). Valid for 10 minutes.
   */
  walletRoute(money.createSignalCode, (context) => {
    const order = memberOrder({ ...context, payload: { orderNo: String(context.payload?.orderNo ?? '') } });
    if (order === undefined) return new Failure(ResultCode.NotFound, '订单不存在');
    const channel = findChannel(context.state.siteConfig, order.typeId, order.channelId);
    if (channel?.needSignalCode !== true) return new Failure(ResultCode.InvalidParameter, '该渠道无需信号码');
    if (order.status !== 0) return new Failure(ResultCode.InvalidParameter, '订单已结束');
    const digits = `${context.member.userId}${order.orderNo}`.replace(/\D/g, '').slice(-6).padStart(6, '0');
    return { signalCode: `JL${digits}`, expireSeconds: 600 };
  }),
  /** Who must pay a deposit: the member's real name (the payer name must match, SPEC §6). */
  walletRoute(money.getCustomerInfo, ({ member }) => ({
    name: member.name,
    realName: member.realName ?? '',
    payerTips:
      member.realName === null
        ? '请先完善真实姓名后再存款'
        : '请使用本人实名账户付款，付款人姓名须与上方一致',
  })),
  memberRoute(money.getBalance, ({ member, payload, state, now }) => {
    settleWallet(state, now);
    return balanceOf(member, payload.withLockMoney === 1);
  }),
];

export function balanceOf(member: Account, withLockMoney: boolean) {
  return {
    totalMoney: withLockMoney ? addMoney(member.balance, member.lockMoney) : member.balance,
    centerWalletBalance: member.balance,
    lockMoney: member.lockMoney,
  };
}
