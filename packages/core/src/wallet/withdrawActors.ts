import { fromCallback, fromPromise } from 'xstate';
import { money } from '../api/catalogue/money.ts';
import type { WithdrawOrder } from '../api/schemas/withdraw.ts';
import { type IntentOutcome, type IntentRunner, type IntentSpec, SEND_ONCE } from '../money/intent.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { WalletPorts } from './depositActors.ts';
import { checkWithdrawal } from './outcomeCheck.ts';
import type { WithdrawSetup } from './withdrawRules.ts';

export interface WithdrawPorts extends Pick<WalletPorts, 'http'> {
  /**
   * The engine's one intent runner (issue #25): a submit is one intent, its request id from the id port;
   * the machine keeps the id while the outcome is unknown and the retry runs under it.
   */
  runner: IntentRunner;
  /** Hashes the withdrawal password (md5), as login hashes the login password. */
  crypto: Pick<CryptoPort, 'md5'>;
}

export interface SubmitWithdrawalInput {
  accountType: number;
  accountId: string;
  amount: string;
  /** As typed; the actor hashes it. */
  password: string;
  /** The intent whose outcome stayed unknown (a retry), or null for a new intent. */
  requestId: string | null;
  /** `withdrawInfo.withdrawableAmount` before the submit: the check after a lost answer compares it. */
  withdrawableBefore: string;
}

/** What the submit actor tells the machine: the check after a lost answer started; the outcome. */
export type SubmitWithdrawalEvent =
  | { type: 'withdraw.checking' }
  | { type: 'withdraw.outcome'; outcome: IntentOutcome<WithdrawOrder> };

const notProvided = (name: string) => () => Promise.reject(new Error(`withdraw actor ${name} not provided`));

export const withdrawActorStubs = {
  loadWithdrawSetup: fromPromise<WithdrawSetup>(notProvided('loadWithdrawSetup')),
  submitWithdrawal: fromCallback<SubmitWithdrawalEvent, SubmitWithdrawalInput>(() => {
    throw new Error('withdraw actor submitWithdrawal not provided');
  }),
};

/**
 * The withdraw machine's side effects over the ports. Supplied with
 * `withdrawMachine.provide({ actors: createWithdrawActors(ports) })` (or `createWithdrawMachine`).
 */
export function createWithdrawActors({ http, crypto, runner }: WithdrawPorts) {
  return {
    /** Limits, withdrawable amount, cards and coin addresses; any failure fails the whole load. */
    loadWithdrawSetup: fromPromise<WithdrawSetup>(async () => {
      const [limits, info, cards, addresses] = await Promise.all([
        http.call(money.withdrawBaseCfgList, {}),
        http.call(money.withdrawInfo, {}),
        http.call(money.queryMemberBanksInfoList, {}),
        http.call(money.vCurrencyList, {}),
      ]);
      return { limits, info, cards, addresses };
    }),
    /**
     * One submit through the intent runner: sent once under the intent's id (a new one from the id port,
     * or the kept one of a retry); after a lost answer the withdrawable amount and the records are read
     * (issue #29, outcomeCheck.ts) before the outcome is told, so the form offers a retry only then.
     */
    submitWithdrawal: fromCallback<SubmitWithdrawalEvent, SubmitWithdrawalInput>(({ input, sendBack }) => {
      const payload = {
        accountType: input.accountType,
        accountId: input.accountId,
        amount: input.amount,
        password: crypto.md5(input.password),
      };
      const spec: IntentSpec<WithdrawOrder> = {
        retry: SEND_ONCE,
        send: (requestId) => http.call(money.withdrawNew, payload, { requestId }),
        check: () =>
          checkWithdrawal(http, { amount: input.amount, withdrawableBefore: input.withdrawableBefore }),
        onStatus: (status) => {
          if (status === 'checking') sendBack({ type: 'withdraw.checking' });
        },
      };
      const intent =
        input.requestId === null
          ? runner.start(spec)
          : runner.resume(`withdraw:${input.requestId}`, { ...spec, requestId: input.requestId });
      void intent.run().then((outcome) => sendBack({ type: 'withdraw.outcome', outcome }));
    }),
  };
}

export type WithdrawActors = ReturnType<typeof createWithdrawActors>;
