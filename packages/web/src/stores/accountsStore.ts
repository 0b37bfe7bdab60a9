import type {
  BankOption,
  BindAccountPayload,
  CoinAddress,
  CryptoPort,
  HttpPort,
  MemberBankCard,
  NewRequestId,
} from '@jinli/core';
import {
  bankOptionsSchema,
  bindAccountResultSchema,
  errorMessage,
  money,
  SendCodeCate,
  SendCodeType,
  user,
} from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

export interface AccountsState {
  banks: Loadable<BankOption[]>;
  cards: Loadable<MemberBankCard[]>;
  coins: Loadable<CoinAddress[]>;
  /** Whether a withdrawal password is set (withdraw/withdrawInfo). */
  hasPassword: Loadable<boolean>;
  /** A bind or password call in flight: its submit button is disabled. */
  busy: boolean;
  /** The id of the account bound last, for the detail page to open on. */
  lastBoundId: string | null;
}

/** What a form does with an answer: null on success, else the server's (or the transport's) message. */
export type Outcome = Promise<string | null>;

export type AccountsStore = ReturnType<typeof createAccountsStore>;

/**
 * The member's bound withdrawal accounts and withdrawal password (docs/protocol.md, "Bound accounts
 * and the withdrawal password"). One instance per screen: each screen loads what it shows when it
 * opens, so a card bound on one page is listed on the next without a shared cache to invalidate.
 */
export function createAccountsStore(deps: { http: HttpPort; crypto: CryptoPort; newId: NewRequestId }) {
  const { http, crypto } = deps;
  const state = proxy<AccountsState>({
    banks: idle(),
    cards: idle(),
    coins: idle(),
    hasPassword: idle(),
    busy: false,
    lastBoundId: null,
  });

  async function run(call: () => Promise<unknown>): Outcome {
    if (state.busy) return null;
    state.busy = true;
    try {
      await call();
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      state.busy = false;
    }
  }

  const store = {
    state,
    loadBanks: () =>
      loadInto(state.banks, async () => bankOptionsSchema.parse(await http.call(money.withdrawAddList, {}))),
    loadAccounts() {
      void loadInto(state.cards, () => http.call(money.queryMemberBanksInfoList, {}));
      void loadInto(state.coins, () => http.call(money.vCurrencyList, {}));
    },
    loadPasswordStatus: () =>
      loadInto(state.hasPassword, async () => (await http.call(money.withdrawInfo, {})).hasPassword),
    /** Binds one account; the number goes without the spaces the field shows. */
    bind: (payload: BindAccountPayload) =>
      run(async () => {
        state.lastBoundId = bindAccountResultSchema.parse(await http.call(user.bindOther, { ...payload })).id;
      }),
    setPassword: (password: string) =>
      run(async () => {
        const hashed = crypto.md5(password);
        await http.call(user.withdrawalPwdSet, { password: hashed, secondPassword: hashed });
        state.hasPassword.data = true;
      }),
    /** An SMS code to the bound phone for the reset (sendCode/two, type 2, cate 0). */
    sendResetCode: (phone: string, memberName: string) =>
      run(async () => {
        const codeId = deps.newId();
        await http.call(user.sendCodeTwo, {
          sendCodeNumV2: crypto.encrypt(phone),
          sendNameV2: crypto.encrypt(memberName),
          codeIdV2: crypto.encrypt(codeId),
          SendCodeNum: crypto.md5(phone),
          SendName: crypto.md5(memberName),
          codeId: crypto.md5(codeId),
          type: SendCodeType.ResetPassword,
          cate: SendCodeCate.Phone,
          version: 1,
        });
      }),
    resetPassword: (form: { phone: string; code: string; password: string }) =>
      run(async () => {
        const hashed = crypto.md5(form.password);
        await http.call(user.withdrawalPwdReset, {
          phone: form.phone.trim(),
          code: form.code.trim(),
          password: hashed,
          secondPassword: hashed,
        });
        state.hasPassword.data = true;
      }),
  };
  return store;
}
