import { ResultCode } from '@jinli/core';
import {
  autoTransferPayloadSchema,
  DealRecordType,
  dealRecordQuerySchema,
  exchangePayloadSchema,
  games,
  money,
  user,
  withdrawalPasswordSetSchema,
} from '@jinli/core/contract';
import type { z } from 'zod/mini';
import { USDT_RATE } from '../../seed/wallet.ts';
import { formatBeijingTime } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';
import { exchange, exchangeBalance, withdraw } from '../ledger/walletBook.ts';
import { findWithdrawal } from '../ledger/withdrawals.ts';
import { withdrawLimitOf } from '../siteConfig.ts';
import { Failure, type MemberContext, memberRoute, type Route } from './route.ts';
import { CNY, settleWallet } from './wallet.ts';

const maskCard = (no: string) => `**** **** **** ${no.slice(-4)}`;
const maskAddress = (address: string) => `${address.slice(0, 6)}****${address.slice(-6)}`;
const REAL_NAME = /^([\u4e00-\u9fa5]{2,12}|[A-Za-z]+(·[A-Za-z]+)*)$/;

function parse<T>(schema: z.ZodMiniType<T>, payload: unknown): T | Failure {
  const parsed = schema.safeParse(payload ?? {});
  return parsed.success ? parsed.data : new Failure(ResultCode.InvalidParameter);
}

function withSettle<P, R>(handler: (context: MemberContext<P>) => R | Failure) {
  return (context: MemberContext<P>) => {
    settleWallet(context.state, context.now);
    return handler(context);
  };
}

/** Withdrawals, bound accounts, records, exchange and the wallet switches (docs/protocol.md, "Wallet"). */
export const walletAccountRoutes: readonly Route[] = [
  memberRoute(money.withdrawBaseCfgList, ({ state }) => structuredClone(state.siteConfig.withdrawLimits)),
  memberRoute(
    money.withdrawInfo,
    withSettle(({ member, state }) => ({
      withdrawableAmount: member.balance,
      hasPassword: state.wallet.passwords.has(member.name),
    })),
  ),
  memberRoute(money.queryMemberBanksInfoList, ({ member, state }) =>
    (state.wallet.cards.get(member.name) ?? []).map((card) => ({ ...card, cardNo: maskCard(card.cardNo) })),
  ),
  memberRoute(money.withdrawAddList, ({ state }) => structuredClone(state.siteConfig.banks)),
  memberRoute(money.vCurrencyList, ({ member, state }) =>
    (state.wallet.coins.get(member.name) ?? []).map((coin) => ({
      ...coin,
      address: maskAddress(coin.address),
    })),
  ),
  memberRoute(
    money.withdrawNew,
    withSettle(({ payload, member, state, requestId, now }) => {
      const book = state.wallet;
      const limit = withdrawLimitOf(state.siteConfig, payload.accountType);
      const account =
        payload.accountType === 2
          ? book.coins.get(member.name)?.find((coin) => coin.id === payload.accountId)
          : book.cards.get(member.name)?.find((card) => card.id === payload.accountId);
      if (limit === undefined || account === undefined)
        return new Failure(ResultCode.NotFound, '收款账户不存在');
      const stored = book.passwords.get(member.name);
      if (stored === undefined) return new Failure(ResultCode.PasswordCheckFailure, '请先设置取款密码');
      if (stored !== payload.password)
        return new Failure(ResultCode.PasswordCheckFailure, '取款密码错误，请重新输入');
      if (!CNY.test(payload.amount)) return new Failure(ResultCode.InvalidParameter, '请输入正确的金额');
      if (lessThan(payload.amount, limit.minAmount) || lessThan(limit.maxAmount, payload.amount))
        return new Failure(
          ResultCode.InvalidParameter,
          `单笔取款金额须在${limit.minAmount}至${limit.maxAmount}元之间`,
        );
      const remark =
        'bankName' in account
          ? `${account.bankName} 尾号${account.cardNo.slice(-4)}`
          : `${account.currency}-${account.protocol}`;
      const outcome = withdraw(book, state.games.ledger, member, payload.amount, remark, requestId, now);
      if (!outcome.ok) return new Failure(ResultCode.InvalidParameter, '可提现余额不足');
      return { orderNo: outcome.orderNo, amount: outcome.amount, status: outcome.status };
    }),
  ),
  /** A withdrawal's progress (issue #17): status 0 processing, 1 paid out, 2 failed (money returned). */
  memberRoute(money.withdrawOrderInfo, ({ payload, member, state }) => {
    const orderNo = typeof payload?.orderNo === 'string' ? payload.orderNo : '';
    const record = findWithdrawal(state.wallet, member.name, orderNo);
    if (record === undefined) return new Failure(ResultCode.NotFound, '订单不存在');
    return {
      orderNo,
      amount: record.amount.replace('-', ''),
      status: record.status,
      remark: record.remark,
      createTime: formatBeijingTime(record.at),
      ...(record.finishedAt === undefined ? {} : { finishTime: formatBeijingTime(record.finishedAt) }),
      ...(record.reason === undefined ? {} : { reason: record.reason }),
    };
  }),
  /** USDT withdrawal details: the coin, the chains the site pays out on, CNY per USDT, the bound addresses. */
  memberRoute(money.usdtWithdrawInfo, ({ member, state }) => {
    const coinLimit = withdrawLimitOf(state.siteConfig, 2);
    return {
      currency: 'USDT',
      protocols: ['TRC20', 'ERC20'],
      rate: USDT_RATE,
      ...(coinLimit === undefined ? {} : { minAmount: coinLimit.minAmount, maxAmount: coinLimit.maxAmount }),
      addresses: (state.wallet.coins.get(member.name) ?? []).length,
      arrivalTips: '审核通过后约10分钟到账，以链上确认为准',
    };
  }),
  memberRoute(
    money.queryDealRecord,
    withSettle(({ payload, member, state }) => {
      const query = parse(dealRecordQuerySchema, payload);
      if (query instanceof Failure) return query;
      const matching = state.wallet.records
        .filter((record) => record.member === member.name)
        .filter((record) => query.type === DealRecordType.All || record.type === query.type)
        .map((record) => ({ ...record, createTime: formatBeijingTime(record.at) }))
        .filter(
          (record) => query.startDate === undefined || record.createTime.slice(0, 10) >= query.startDate,
        )
        .filter((record) => query.endDate === undefined || record.createTime.slice(0, 10) <= query.endDate)
        .reverse();
      const start = (query.pageNum - 1) * query.pageSize;
      return {
        list: matching
          .slice(start, start + query.pageSize)
          .map(({ member: _m, at: _a, finishedAt: _f, reason: _r, ...record }) => record),
        total: matching.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    }),
  ),
  memberRoute(money.getTransferRate, ({ member, state }) => ({
    currency: 'USDT',
    rate: USDT_RATE,
    exchangeBalance: exchangeBalance(state.wallet, member.name),
    minAmount: '10',
  })),
  memberRoute(money.utcTransfer, ({ payload, member, state, requestId, now }) => {
    const input = parse(exchangePayloadSchema, payload);
    if (input instanceof Failure) return input;
    if (!CNY.test(input.amount)) return new Failure(ResultCode.InvalidParameter, '请输入正确的金额');
    if (lessThan(input.amount, '10'))
      return new Failure(ResultCode.InvalidParameter, '单笔兑换金额不能低于10元');
    const outcome = exchange(
      state.wallet,
      state.games.ledger,
      member,
      input.amount,
      input.direction,
      requestId,
      now,
    );
    if (!outcome.ok)
      return new Failure(
        ResultCode.InvalidParameter,
        input.direction === 1 ? '中心钱包余额不足' : 'USDT钱包余额不足',
      );
    return { centerWalletBalance: outcome.centerWalletBalance, exchangeBalance: outcome.exchangeBalance };
  }),
  memberRoute(games.setAutoTransferStatus, ({ payload, member, state }) => {
    const input = parse(autoTransferPayloadSchema, payload);
    if (input instanceof Failure) return input;
    if (input.status !== undefined) state.wallet.autoTransfer.set(member.name, input.status === 1);
    return { status: state.wallet.autoTransfer.get(member.name) === true ? 1 : 0 };
  }),
  memberRoute(user.withdrawalPwdSet, ({ payload, member, state }) => {
    const input = parse(withdrawalPasswordSetSchema, payload);
    if (input instanceof Failure) return input;
    if (input.password !== input.secondPassword)
      return new Failure(ResultCode.InvalidParameter, '两次密码输入不一致');
    if (state.wallet.passwords.has(member.name)) return new Failure(ResultCode.DataExists, '取款密码已设置');
    state.wallet.passwords.set(member.name, input.password);
    return null;
  }),
  /** The real name a member types on the deposit page, bound once (SPEC §7 user/bindFromDeposit). */
  memberRoute(user.bindFromDeposit, ({ payload, member }) => {
    const realName = typeof payload?.realName === 'string' ? payload.realName.trim() : '';
    if (!REAL_NAME.test(realName)) return new Failure(ResultCode.InvalidParameter, '请输入正确的姓名');
    if (member.realName !== null) return new Failure(ResultCode.DataExists, '已绑定真实姓名');
    member.realName = realName;
    return null;
  }),
];
