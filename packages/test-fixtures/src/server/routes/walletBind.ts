import { ResultCode } from '@jinli/core';
import { bindAccountPayloadSchema, user, withdrawalPasswordResetSchema } from '@jinli/core/contract';
import {
  COIN_PROTOCOLS,
  validateAlipayAccount,
  validateBranch,
  validateCardNumber,
  validateCoinAddress,
} from '@jinli/core/rules';
import { spendCode } from '../auth/authState.ts';
import { bindProfile } from './profile.ts';
import { Failure, memberRoute, type Route } from './route.ts';

/** At most this many accounts of one type per member. */
export const MAX_ACCOUNTS_PER_TYPE = 5;
const RESET_CODE_TYPE = 2;
const ALIPAY_BANK_NAME = '支付宝';

/**
 * Bound withdrawal accounts and the withdrawal-password reset by SMS code (docs/protocol.md,
 * "Bound accounts and the withdrawal password"). Binding needs a bound phone (6015) and, for cards
 * and Alipay, the bound real name as the holder (6449).
 */
export const walletBindRoutes: readonly Route[] = [
  memberRoute(user.bindOther, ({ payload, member, state, now }) => {
    // Without accountType the call binds a profile fact (issue #12, routes/profile.ts).
    if (payload !== undefined && !('accountType' in payload)) return bindProfile(payload, member, now);
    const parsed = bindAccountPayloadSchema.safeParse(payload ?? {});
    if (!parsed.success) return new Failure(ResultCode.InvalidParameter);
    const input = parsed.data;
    if (member.phone === null) return new Failure(ResultCode.UnboundPhone);
    const book = state.wallet;
    const id = String(book.nextNo++);
    if (input.accountType === 2) {
      const chain = COIN_PROTOCOLS.find((entry) => entry.protocol === input.protocol);
      const invalid = validateCoinAddress(input.protocol, input.address);
      if (chain === undefined || chain.currency !== input.currency || invalid)
        return new Failure(ResultCode.InvalidParameter, invalid?.message);
      const coins = book.coins.get(member.name) ?? [];
      if (coins.length >= MAX_ACCOUNTS_PER_TYPE)
        return new Failure(ResultCode.InvalidParameter, `最多绑定${MAX_ACCOUNTS_PER_TYPE}个钱包地址`);
      if (coins.some((coin) => coin.address === input.address.trim()))
        return new Failure(ResultCode.DataExists, '该地址已绑定');
      const alias = input.alias?.trim();
      coins.push({
        id,
        currency: input.currency,
        protocol: input.protocol,
        address: input.address.trim(),
        ...(alias ? { alias } : {}),
      });
      book.coins.set(member.name, coins);
      return { id };
    }
    if (member.realName === null) return new Failure(ResultCode.BindRealName);
    const cards = book.cards.get(member.name) ?? [];
    if (cards.filter((card) => card.accountType === input.accountType).length >= MAX_ACCOUNTS_PER_TYPE)
      return new Failure(ResultCode.InvalidParameter, `最多绑定${MAX_ACCOUNTS_PER_TYPE}个账户`);
    let entry: { accountType: 1 | 3; bankName: string; cardNo: string };
    if (input.accountType === 1) {
      const bank = state.siteConfig.banks.find((candidate) => candidate.bankCode === input.bankCode);
      const invalid = validateCardNumber(input.cardNo) ?? validateBranch(input.branch);
      if (bank === undefined) return new Failure(ResultCode.InvalidParameter, '请选择开户银行');
      if (invalid) return new Failure(ResultCode.InvalidParameter, invalid.message);
      entry = { accountType: 1, bankName: bank.bankName, cardNo: input.cardNo.replace(/\s/g, '') };
    } else {
      const invalid = validateAlipayAccount(input.account);
      if (invalid) return new Failure(ResultCode.InvalidParameter, invalid.message);
      entry = { accountType: 3, bankName: ALIPAY_BANK_NAME, cardNo: input.account.trim() };
    }
    if (cards.some((card) => card.cardNo === entry.cardNo))
      return new Failure(ResultCode.DataExists, '该账户已绑定');
    cards.push({ id, ...entry, realName: member.realName });
    book.cards.set(member.name, cards);
    return { id };
  }),
  memberRoute(user.withdrawalPwdReset, ({ payload, member, state, now }) => {
    const parsed = withdrawalPasswordResetSchema.safeParse(payload ?? {});
    if (!parsed.success) return new Failure(ResultCode.InvalidParameter);
    const input = parsed.data;
    if (input.password !== input.secondPassword)
      return new Failure(ResultCode.InvalidParameter, '两次密码输入不一致');
    if ('oldPassword' in input) {
      if (state.wallet.passwords.get(member.name) !== input.oldPassword)
        return new Failure(ResultCode.PasswordCheckFailure, '原取款密码错误');
    } else {
      if (member.phone === null || input.phone.trim() !== member.phone)
        return new Failure(ResultCode.InvalidParameter, '手机号码与绑定手机不一致');
      const spent = spendCode(state.auth, member.phone, RESET_CODE_TYPE, input.code, now);
      if (spent === 'wrong') return new Failure(ResultCode.AuthenticationCodeError);
      if (spent === 'expired') return new Failure(ResultCode.AuthenticationCodeExpired);
    }
    state.wallet.passwords.set(member.name, input.password);
    return null;
  }),
];
