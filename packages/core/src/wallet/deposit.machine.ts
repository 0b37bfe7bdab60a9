import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import {
  type DepositOrder,
  DepositOrderStatus,
  type DepositOrderStatusAnswer,
  type DepositType,
} from '../api/schemas/payment.ts';
import type { CustomerInfo, SignalCode } from '../api/schemas/walletProgress.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { requestIdAfter } from '../money/intent.ts';
import { normalizeMoneyText } from '../money/moneyInput.ts';
import { createDepositActors, depositActorStubs, type WalletPorts } from './depositActors.ts';
import { validateDepositAmount } from './depositRules.ts';
import { DEPOSIT_UNKNOWN_MESSAGES } from './outcomeCheck.ts';
import { resumableOrder } from './pendingDeposit.ts';

/** How often a waiting page asks for the order status. */
export const DEPOSIT_POLL_MS = 3000;

export interface DepositContext {
  types: DepositType[];
  typeId: string | null;
  channelId: string | null;
  /** What the member typed, normalized (digits, one dot, 2 decimals). */
  amount: string;
  /** A submit was tried, so an empty amount shows its error. */
  touched: boolean;
  /** The current intent's id while its outcome is unknown; null means the next submit is a new intent. */
  requestId: string | null;
  order: DepositOrder | null;
  /** Seconds until the order expires, counted down by the machine, corrected by every status answer. */
  remainingSeconds: number;
  /** The last failure to show (load, create or cancel); '' when none. */
  message: string;
  /** Who must pay (payment/getCustomerInfo), asked once the first order waits; null until known. */
  payer: CustomerInfo | null;
  /** The waiting order's signal code when its channel needs one (payment/createSignalCode). */
  signal: SignalCode | null;
  /** Why the signal code could not be had; '' when none. */
  signalMessage: string;
  /** The order being looked up to be shown again (a reload, the records' 查看订单); null otherwise. */
  resumeOrderNo: string | null;
}

export type DepositEvent =
  | { type: 'deposit.reload' }
  | { type: 'deposit.selectType'; typeId: string }
  | { type: 'deposit.selectChannel'; channelId: string }
  | { type: 'deposit.change'; amount: string }
  | { type: 'deposit.submit' }
  /** "I have paid": ask for the status now instead of at the next poll. */
  | { type: 'deposit.check' }
  | { type: 'deposit.cancel' }
  /** Ask for the signal code again after a failure. */
  | { type: 'deposit.signalCode' }
  /** From a finished order (paid, expired, closed): start a new one. */
  | { type: 'deposit.again' }
  /** Show a waiting order again (issue #28): its status and details are asked of the server. */
  | { type: 'deposit.resume'; orderNo: string };

export type DepositEmitted =
  | { type: 'deposit.succeeded'; orderNo: string; amount: string }
  /** An order looked up to be shown again has ended (or is unknown): nothing is pending any more. */
  | { type: 'deposit.orderEnded'; orderNo: string };

type StatusDone = { output: DepositOrderStatusAnswer };
const statusIs =
  (status: number) =>
  ({ event }: { event: StatusDone }) =>
    event.output.status === status;

function channelsOf(context: Pick<DepositContext, 'types' | 'typeId'>) {
  return context.types.find((type) => type.id === context.typeId)?.channels ?? [];
}

/** The channel the member picked (undefined while the list is loading or empty). */
export function selectedChannelOf(context: Pick<DepositContext, 'types' | 'typeId' | 'channelId'>) {
  return channelsOf(context).find((channel) => channel.id === context.channelId);
}

const newIntent = { requestId: null, message: '' } as const;

/** From a finished order: a new one (the channels are loaded first if a resume came before them). */
const ENDED_EVENTS = {
  'deposit.again': [{ guard: 'hasTypes', target: 'editing' }, { target: 'loading' }],
  'deposit.resume': { guard: 'canResume', target: 'resuming', actions: 'rememberResume' },
} as const;

/**
 * One deposit (SPEC §2 savemoney and the waiting pages): choose a type and channel, type an amount within
 * the channel's limits, create the order (one request id per intent, reused while the outcome is
 * unknown), then wait: a countdown to expiry and a status poll every 3 s, until paid, expired, or closed by
 * the member. Emits `deposit.succeeded` once per paid order (the screen refreshes the balance).
 */
export const depositMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as DepositContext,
      events: {} as DepositEvent,
      emitted: {} as DepositEmitted,
    },
    actors: depositActorStubs,
    delays: { poll: DEPOSIT_POLL_MS },
    guards: {
      amountValid: ({ context }) =>
        validateDepositAmount(context.amount, selectedChannelOf(context)) === undefined,
      lastSecond: ({ context }) => context.remainingSeconds <= 1,
      needsSignalCode: ({ context }) => selectedChannelOf(context)?.needSignalCode === true,
      hasSignalCode: ({ context }) => context.signal !== null,
      payerKnown: ({ context }) => context.payer !== null,
      hasTypes: ({ context }) => context.types.length > 0,
      /** Nothing is in flight or waiting: a resume may replace the form or a finished order. */
      canResume: ({ context, event }) =>
        event.type === 'deposit.resume' && event.orderNo !== '' && context.order?.orderNo !== event.orderNo,
    },
    actions: {
      announcePaid: emit(({ context }) => ({
        type: 'deposit.succeeded' as const,
        orderNo: context.order?.orderNo ?? '',
        amount: context.order?.amount ?? '',
      })),
      forgetOrder: assign({
        ...newIntent,
        order: null,
        amount: '',
        touched: false,
        remainingSeconds: 0,
        signal: null,
        signalMessage: '',
      }),
      rememberResume: assign({
        resumeOrderNo: ({ event }) => (event.type === 'deposit.resume' ? event.orderNo : null),
      }),
      syncRemaining: assign({
        remainingSeconds: (_, params: { output: DepositOrderStatusAnswer }) => params.output.expireSeconds,
      }),
    },
  }).createMachine({
    id: 'deposit',
    context: {
      types: [],
      typeId: null,
      channelId: null,
      amount: '',
      touched: false,
      requestId: null,
      order: null,
      remainingSeconds: 0,
      message: '',
      payer: null,
      signal: null,
      signalMessage: '',
      resumeOrderNo: null,
    },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ message: '' }),
        on: {
          'deposit.resume': { guard: 'canResume', target: '#deposit.resuming', actions: 'rememberResume' },
        },
        invoke: {
          src: 'loadDepositTypes',
          onDone: [
            {
              guard: ({ event }) => event.output.length === 0,
              target: 'empty',
              actions: assign({ types: [] }),
            },
            {
              target: 'editing',
              actions: assign(({ event }) => {
                const first = event.output[0];
                return {
                  types: event.output,
                  typeId: first?.id ?? null,
                  channelId: first?.channels[0]?.id ?? null,
                };
              }),
            },
          ],
          onError: {
            target: 'loadFailed',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      loadFailed: {
        on: {
          'deposit.reload': 'loading',
          'deposit.resume': { guard: 'canResume', target: '#deposit.resuming', actions: 'rememberResume' },
        },
      },
      /** No channel this client can show: the screen points the member to customer service. */
      empty: {
        on: {
          'deposit.reload': 'loading',
          'deposit.resume': { guard: 'canResume', target: '#deposit.resuming', actions: 'rememberResume' },
        },
      },
      /** A waiting order shown again: its status and details from the server, then its waiting page. */
      resuming: {
        invoke: {
          src: 'fetchDepositStatus',
          input: ({ context }) => ({ orderNo: context.resumeOrderNo ?? '' }),
          onDone: [
            {
              guard: ({ event }) => resumableOrder(event.output) !== null,
              target: 'waiting',
              actions: assign(({ context, event }) => {
                const order = resumableOrder(event.output);
                return {
                  order,
                  remainingSeconds: order?.expireSeconds ?? 0,
                  requestId: null,
                  message: '',
                  resumeOrderNo: null,
                  signal: null,
                  signalMessage: '',
                  typeId: event.output.typeId ?? context.typeId,
                  channelId: event.output.channelId ?? context.channelId,
                };
              }),
            },
            {
              target: 'afterResume',
              actions: [
                emit(({ event }) => ({ type: 'deposit.orderEnded' as const, orderNo: event.output.orderNo })),
                assign({ resumeOrderNo: null }),
              ],
            },
          ],
          // Unknown order: nothing to show again. Any other failure keeps the pointer for the next try.
          onError: [
            {
              guard: ({ event }) => isApiError(event.error) && event.error.code === ResultCode.NotFound,
              target: 'afterResume',
              actions: [
                emit(({ context }) => ({
                  type: 'deposit.orderEnded' as const,
                  orderNo: context.resumeOrderNo ?? '',
                })),
                assign({ resumeOrderNo: null }),
              ],
            },
            { target: 'afterResume', actions: assign({ resumeOrderNo: null }) },
          ],
        },
      },
      /** Back to the form; its channels are loaded first when a resume came before them. */
      afterResume: { always: [{ guard: 'hasTypes', target: 'editing' }, { target: 'loading' }] },
      editing: {
        on: {
          'deposit.resume': { guard: 'canResume', target: '#deposit.resuming', actions: 'rememberResume' },
          'deposit.selectType': {
            guard: ({ context, event }) => context.types.some((type) => type.id === event.typeId),
            actions: assign(({ context, event }) => ({
              ...newIntent,
              typeId: event.typeId,
              channelId: channelsOf({ types: context.types, typeId: event.typeId })[0]?.id ?? null,
            })),
          },
          'deposit.selectChannel': {
            guard: ({ context, event }) =>
              channelsOf(context).some((channel) => channel.id === event.channelId),
            actions: assign({ ...newIntent, channelId: ({ event }) => event.channelId }),
          },
          'deposit.change': {
            actions: assign({ ...newIntent, amount: ({ event }) => normalizeMoneyText(event.amount) }),
          },
          'deposit.submit': [
            { guard: 'amountValid', target: 'creating' },
            { actions: assign({ touched: true }) },
          ],
        },
      },
      creating: {
        entry: assign({ message: '' }),
        invoke: {
          src: 'createDepositOrder',
          input: ({ context }) => ({
            typeId: context.typeId ?? '',
            channelId: context.channelId ?? '',
            amount: context.amount,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'waiting',
              actions: assign(({ event }) => {
                const order = event.output.type === 'ok' ? event.output.value : null;
                return { order, remainingSeconds: order?.expireSeconds ?? 0, requestId: null };
              }),
            },
            // Issue #29: no answer came back (5xx, dropped, timeout, unreadable): find the order first.
            {
              guard: ({ event }) => event.output.type === 'failed' && !event.output.outcomeKnown,
              target: 'checking',
              actions: assign(({ event }) => ({
                requestId: requestIdAfter(event.output),
                message: DEPOSIT_UNKNOWN_MESSAGES.checking,
              })),
            },
            {
              // What the member typed stays; an unknown outcome keeps the id for the retry.
              target: 'editing',
              actions: assign(({ event }) => ({
                requestId: requestIdAfter(event.output),
                message: event.output.type === 'failed' ? event.output.message : '',
              })),
            },
          ],
          onError: {
            target: 'editing',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      /**
       * The answer to `pay` was lost: ask for the order under the same request id (depositActors.ts).
       * Found: its waiting page, saying it was found. Refused: the server's message, the intent ends.
       * Still no answer: the form, saying so, the id kept for the retry (the server makes one order).
       */
      checking: {
        invoke: {
          src: 'checkDepositOrder',
          input: ({ context }) => ({
            typeId: context.typeId ?? '',
            channelId: context.channelId ?? '',
            amount: context.amount,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'waiting',
              actions: assign(({ event }) => {
                const order = event.output.type === 'ok' ? event.output.value : null;
                return {
                  order,
                  remainingSeconds: order?.expireSeconds ?? 0,
                  requestId: null,
                  message: DEPOSIT_UNKNOWN_MESSAGES.applied,
                };
              }),
            },
            {
              guard: ({ event }) => event.output.type === 'failed' && event.output.outcomeKnown,
              target: 'editing',
              actions: assign(({ event }) => ({
                requestId: null,
                message: event.output.type === 'failed' ? event.output.message : '',
              })),
            },
            {
              target: 'editing',
              actions: assign(({ event }) => ({
                requestId: requestIdAfter(event.output),
                message: DEPOSIT_UNKNOWN_MESSAGES.checkFailed,
              })),
            },
          ],
          onError: { target: 'editing', actions: assign({ message: DEPOSIT_UNKNOWN_MESSAGES.checkFailed }) },
        },
      },
      waiting: {
        type: 'parallel',
        on: { 'deposit.cancel': 'cancelling' },
        states: {
          countdown: {
            initial: 'ticking',
            states: {
              ticking: {
                after: {
                  1000: [
                    {
                      guard: 'lastSecond',
                      target: '#deposit.finalCheck',
                      actions: assign({ remainingSeconds: 0 }),
                    },
                    {
                      target: 'ticking',
                      reenter: true,
                      actions: assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
                    },
                  ],
                },
              },
            },
          },
          polling: {
            initial: 'resting',
            states: {
              resting: { after: { poll: 'checking' }, on: { 'deposit.check': 'checking' } },
              checking: {
                invoke: {
                  src: 'fetchDepositStatus',
                  input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
                  onDone: [
                    { guard: statusIs(DepositOrderStatus.Paid), target: '#deposit.succeeded' },
                    { guard: statusIs(DepositOrderStatus.Expired), target: '#deposit.expired' },
                    { guard: statusIs(DepositOrderStatus.Closed), target: '#deposit.closed' },
                    {
                      target: 'resting',
                      actions: { type: 'syncRemaining', params: ({ event }) => ({ output: event.output }) },
                    },
                  ],
                  // A failed background poll stays quiet; the next one tries again.
                  onError: 'resting',
                },
              },
            },
          },
          /** The payer's name the waiting page shows (issue #17); a failure only leaves it out. */
          payer: {
            initial: 'deciding',
            states: {
              deciding: { always: [{ guard: 'payerKnown', target: 'known' }, { target: 'fetching' }] },
              fetching: {
                invoke: {
                  src: 'fetchCustomerInfo',
                  onDone: { target: 'known', actions: assign({ payer: ({ event }) => event.output }) },
                  onError: 'unknown',
                },
              },
              known: {},
              unknown: {},
            },
          },
          /** A channel flagged `needSignalCode` gets a code for the payment note (issue #17). */
          signal: {
            initial: 'deciding',
            states: {
              deciding: {
                always: [
                  { guard: 'hasSignalCode', target: 'ready' },
                  { guard: 'needsSignalCode', target: 'fetching' },
                  { target: 'none' },
                ],
              },
              none: {},
              fetching: {
                entry: assign({ signalMessage: '' }),
                invoke: {
                  src: 'createSignalCode',
                  input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
                  onDone: { target: 'ready', actions: assign({ signal: ({ event }) => event.output }) },
                  onError: {
                    target: 'failed',
                    actions: assign({ signalMessage: ({ event }) => errorMessage(event.error) }),
                  },
                },
              },
              ready: {},
              failed: { on: { 'deposit.signalCode': 'fetching' } },
            },
          },
        },
      },
      /** The countdown ran out: one last look, since a payment may have landed in the final seconds. */
      finalCheck: {
        invoke: {
          src: 'fetchDepositStatus',
          input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
          onDone: [{ guard: statusIs(DepositOrderStatus.Paid), target: 'succeeded' }, { target: 'expired' }],
          onError: 'expired',
        },
      },
      cancelling: {
        entry: assign({ message: '' }),
        invoke: {
          src: 'closeDepositOrder',
          input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
          onDone: [
            // The payment arrived before the close: the order is paid, not closed.
            { guard: statusIs(DepositOrderStatus.Paid), target: 'succeeded' },
            { target: 'closed' },
          ],
          onError: {
            target: 'waiting',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      succeeded: { entry: 'announcePaid', on: ENDED_EVENTS, exit: 'forgetOrder' },
      expired: { on: ENDED_EVENTS, exit: 'forgetOrder' },
      closed: { on: ENDED_EVENTS, exit: 'forgetOrder' },
    },
  }),
);

/** The deposit machine with its side effects bound to real (or fake) ports. */
export function createDepositMachine(ports: WalletPorts) {
  return depositMachine().provide({ actors: createDepositActors(ports) });
}

export type DepositMachine = ReturnType<typeof depositMachine>;
export type DepositSnapshot = SnapshotFrom<DepositMachine>;
