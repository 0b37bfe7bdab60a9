import { fromPromise } from 'xstate';
import { money } from '../api/catalogue/money.ts';
import type { DepositOrder, DepositOrderStatusAnswer, DepositType } from '../api/schemas/payment.ts';
import type { CustomerInfo, SignalCode } from '../api/schemas/walletProgress.ts';
import { type IntentResult, type IntentRunner, intentResult, SEND_ONCE } from '../money/intent.ts';
import type { HttpPort } from '../ports/http.ts';
import { usableDepositTypes } from './depositRules.ts';

export interface WalletPorts {
  http: HttpPort;
  /** Makes the id of a new money-moving intent (the web app: the HTTP adapter's UUID v4). */
  /** The engine's one intent runner: one request id per deposit order intent (issue #25). */
  runner: IntentRunner;
}

export interface CreateDepositInput {
  typeId: string;
  channelId: string;
  /** CNY, a plain decimal string with at most 2 decimals. */
  amount: string;
}

export interface DepositOrderRef {
  orderNo: string;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`deposit actor ${name} not provided`));

/** Typed placeholders the machine is set up with; real ones come from `createDepositActors`. */
export const depositActorStubs = {
  loadDepositTypes: fromPromise<DepositType[]>(notProvided('loadDepositTypes')),
  createDepositOrder: fromPromise<IntentResult<DepositOrder>, CreateDepositInput>(
    notProvided('createDepositOrder'),
  ),
  checkDepositOrder: fromPromise<IntentResult<DepositOrder>, CreateDepositInput>(
    notProvided('checkDepositOrder'),
  ),
  fetchDepositStatus: fromPromise<DepositOrderStatusAnswer, DepositOrderRef>(
    notProvided('fetchDepositStatus'),
  ),
  closeDepositOrder: fromPromise<DepositOrderStatusAnswer, DepositOrderRef>(notProvided('closeDepositOrder')),
  fetchCustomerInfo: fromPromise<CustomerInfo>(notProvided('fetchCustomerInfo')),
  createSignalCode: fromPromise<SignalCode, DepositOrderRef>(notProvided('createSignalCode')),
};

/**
 * The deposit machine's side effects over the ports. Supplied with
 * `depositMachine.provide({ actors: createDepositActors(ports) })` (or `createDepositMachine`).
 */
export function createDepositActors({ http, runner }: WalletPorts) {
  /**
   * The order intent of this channel and amount: a new one, or the one kept while its outcome is
   * unknown (the same request id; the server answers a repeated id with its first answer).
   */
  const orderIntent = (input: CreateDepositInput) =>
    runner.resume<DepositOrder>(`deposit:${input.typeId}:${input.channelId}:${input.amount}`, {
      retry: SEND_ONCE,
      send: (requestId) =>
        http.call(
          money.pay,
          { typeId: input.typeId, channelId: input.channelId, amount: input.amount },
          { requestId },
        ),
    });
  return {
    /** Only what this client can show a waiting page for (depositRules.usableDepositTypes). */
    loadDepositTypes: fromPromise<DepositType[]>(async () =>
      usableDepositTypes(await http.call(money.paymentTypes, {})),
    ),
    createDepositOrder: fromPromise<IntentResult<DepositOrder>, CreateDepositInput>(async ({ input }) =>
      intentResult(await orderIntent(input).run()),
    ),
    /**
     * Issue #29: the answer to `pay` was lost. Creating an order moves no money and the server answers a
     * repeated request id with its first answer, so running the kept intent again (its id) finds the
     * order it made (with the payee details the waiting page needs), or makes it once if it had not.
     */
    checkDepositOrder: fromPromise<IntentResult<DepositOrder>, CreateDepositInput>(async ({ input }) =>
      intentResult(await orderIntent(input).run()),
    ),
    fetchDepositStatus: fromPromise<DepositOrderStatusAnswer, DepositOrderRef>(({ input }) =>
      http.call(money.getDepositOrderStatus, { orderNo: input.orderNo }),
    ),
    /** Closing is idempotent on the server (a closed order stays closed), so it needs no intent id. */
    closeDepositOrder: fromPromise<DepositOrderStatusAnswer, DepositOrderRef>(({ input }) =>
      http.call(money.closeOrder, { orderNo: input.orderNo }),
    ),
    fetchCustomerInfo: fromPromise<CustomerInfo>(() => http.call(money.getCustomerInfo, {})),
    createSignalCode: fromPromise<SignalCode, DepositOrderRef>(({ input }) =>
      http.call(money.createSignalCode, { orderNo: input.orderNo }),
    ),
  };
}

export type DepositActors = ReturnType<typeof createDepositActors>;
