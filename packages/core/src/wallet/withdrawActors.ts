import { fromPromise } from 'xstate';
import { money } from '../api/catalogue/money.ts';
import type { WithdrawOrder } from '../api/schemas/withdraw.ts';
import { type IntentCheck, type IntentResult, type NewRequestId, sendIntent } from '../money/intent.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { WalletPorts } from './depositActors.ts';
import { checkWithdrawal, type WithdrawalCheckInput } from './outcomeCheck.ts';
import type { WithdrawSetup } from './withdrawRules.ts';

export interface WithdrawPorts extends Pick<WalletPorts, 'http'> {
  /** The engine's id port: the withdrawal's request id (kept in the machine while the outcome is unknown). */
  newRequestId: NewRequestId;
  /** Hashes the withdrawal password (md5), as login hashes the login password. */
  crypto: Pick<CryptoPort, 'md5'>;
}

export interface SubmitWithdrawalInput {
  accountType: number;
  accountId: string;
  amount: string;
  /** As typed; the actor hashes it. */
  password: string;
  requestId: string | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`withdraw actor ${name} not provided`));

export const withdrawActorStubs = {
  loadWithdrawSetup: fromPromise<WithdrawSetup>(notProvided('loadWithdrawSetup')),
  submitWithdrawal: fromPromise<IntentResult<WithdrawOrder>, SubmitWithdrawalInput>(
    notProvided('submitWithdrawal'),
  ),
  checkWithdrawal: fromPromise<IntentCheck<WithdrawOrder>, WithdrawalCheckInput>(
    notProvided('checkWithdrawal'),
  ),
};

/**
 * The withdraw machine's side effects over the ports. Supplied with
 * `withdrawMachine.provide({ actors: createWithdrawActors(ports) })` (or `createWithdrawMachine`).
 */
export function createWithdrawActors({ http, crypto, newRequestId }: WithdrawPorts) {
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
    submitWithdrawal: fromPromise<IntentResult<WithdrawOrder>, SubmitWithdrawalInput>(({ input }) =>
      sendIntent(
        http,
        money.withdrawNew,
        {
          accountType: input.accountType,
          accountId: input.accountId,
          amount: input.amount,
          password: crypto.md5(input.password),
        },
        input.requestId,
        newRequestId,
      ),
    ),
    /** Issue #29: after a lost answer, did the money move? Reads only (outcomeCheck.ts). */
    checkWithdrawal: fromPromise<IntentCheck<WithdrawOrder>, WithdrawalCheckInput>(({ input }) =>
      checkWithdrawal(http, input),
    ),
  };
}

export type WithdrawActors = ReturnType<typeof createWithdrawActors>;
