import { money } from '../api/catalogue/money.ts';
import { user } from '../api/catalogue/user.ts';
import { errorMessage } from '../api/resultCodes.ts';
import { SendCodeCate, SendCodeType } from '../api/schemas/user.ts';
import type { BankOption, BindAccountPayload } from '../api/schemas/walletRecords.ts';
import { bankOptionsSchema, bindAccountResultSchema } from '../api/schemas/walletRecords.ts';
import type { CoinAddress, MemberBankCard } from '../api/schemas/withdraw.ts';
import { createLoader, idle, keySlot, type Loadable, ready } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { NewRequestId } from '../money/intent.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { HttpPort } from '../ports/http.ts';

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

export interface AccountsDeps {
  http: HttpPort;
  crypto: CryptoPort;
  newId: NewRequestId;
}

export interface Accounts extends Readable<AccountsState> {
  loadBanks(): Promise<void>;
  loadAccounts(): void;
  loadPasswordStatus(): Promise<void>;
  /** Binds one account; the number goes without the spaces the field shows. */
  bind(payload: BindAccountPayload): Outcome;
  setPassword(password: string): Outcome;
  /** An SMS code to the bound phone for the reset (sendCode/two, type 2, cate 0). */
  sendResetCode(phone: string, memberName: string): Outcome;
  resetPassword(form: { phone: string; code: string; password: string }): Outcome;
}

/**
 * The member's bound withdrawal accounts and withdrawal password (docs/protocol.md, "Bound accounts
 * and the withdrawal password"). One instance per screen (`engine.wallet.accounts()`): each screen
 * loads what it shows when it opens, so a card bound on one page is listed on the next.
 */
export function createAccounts(deps: AccountsDeps): Accounts {
  const { http, crypto } = deps;
  const store = createStore<AccountsState>({
    banks: idle(),
    cards: idle(),
    coins: idle(),
    hasPassword: idle(),
    busy: false,
    lastBoundId: null,
  });
  const load = createLoader(store);
  const patch = (change: Partial<AccountsState>) => store.update((state) => ({ ...state, ...change }));

  async function run(call: () => Promise<unknown>): Outcome {
    if (store.getSnapshot().busy) return null;
    patch({ busy: true });
    try {
      await call();
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      patch({ busy: false });
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadBanks: () =>
      load('banks', keySlot<AccountsState, 'banks'>('banks'), async () =>
        bankOptionsSchema.parse(await http.call(money.withdrawAddList, {})),
      ),
    loadAccounts() {
      void load('cards', keySlot<AccountsState, 'cards'>('cards'), () =>
        http.call(money.queryMemberBanksInfoList, {}),
      );
      void load('coins', keySlot<AccountsState, 'coins'>('coins'), () => http.call(money.vCurrencyList, {}));
    },
    loadPasswordStatus: () =>
      load(
        'hasPassword',
        keySlot<AccountsState, 'hasPassword'>('hasPassword'),
        async () => (await http.call(money.withdrawInfo, {})).hasPassword,
      ),
    bind: (payload) =>
      run(async () => {
        const bound = bindAccountResultSchema.parse(await http.call(user.bindOther, { ...payload }));
        patch({ lastBoundId: bound.id });
      }),
    setPassword: (password) =>
      run(async () => {
        const hashed = crypto.md5(password);
        await http.call(user.withdrawalPwdSet, { password: hashed, secondPassword: hashed });
        patch({ hasPassword: ready(true) });
      }),
    sendResetCode: (phone, memberName) =>
      run(async () => {
        const codeId = deps.newId();
        await http.call(user.sendCodeTwo, {
          sendCodeNumV2: await crypto.encryptAsync(phone),
          sendNameV2: await crypto.encryptAsync(memberName),
          codeIdV2: await crypto.encryptAsync(codeId),
          SendCodeNum: crypto.md5(phone),
          SendName: crypto.md5(memberName),
          codeId: crypto.md5(codeId),
          type: SendCodeType.ResetPassword,
          cate: SendCodeCate.Phone,
          version: 1,
        });
      }),
    resetPassword: (form) =>
      run(async () => {
        const hashed = crypto.md5(form.password);
        await http.call(user.withdrawalPwdReset, {
          phone: form.phone.trim(),
          code: form.code.trim(),
          password: hashed,
          secondPassword: hashed,
        });
        patch({ hasPassword: ready(true) });
      }),
  };
}
