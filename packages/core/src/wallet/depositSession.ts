import { type Actor, createActor } from 'xstate';
import type { DepositChannel, DepositOrder, DepositType } from '../api/schemas/payment.ts';
import type { CustomerInfo, SignalCode } from '../api/schemas/walletProgress.ts';
import { IDLE, type Loadable, type LoadStatus, ready } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { IntentRunner } from '../money/intent.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import type { ValidationError } from '../validation/validationError.ts';
import { createDepositMachine, type DepositEvent, type DepositSnapshot } from './deposit.machine.ts';
import {
  type DepositStage,
  selectDepositAmountError,
  selectDepositCanSubmit,
  selectDepositChannel,
  selectDepositStage,
  selectDepositWaitingKind,
} from './deposit.selectors.ts';
import type { DepositWaitingKind } from './depositRules.ts';
import { PENDING_DEPOSIT_KEY, pendingDepositFor, writePendingDeposit } from './pendingDeposit.ts';
import { keepSame, sameSlice } from './viewState.ts';

/**
 * The member's deposit as a host renders it (issue #25: one capability contract). Plain and immutable:
 * a new object only when something a screen shows changed. Server-backed parts are `Loadable` slices;
 * the form's fields, errors and flags are plain values.
 */
export interface DepositState {
  /**
   * Where the deposit is: `idle` until a host opens it; `loading` the channels; `resuming` a waiting
   * order being looked up to be shown again; `loadFailed`; `empty` (no channel: customer service);
   * `editing`; `creating` (also while a lost answer is checked, issue #29); `waiting` (also the last
   * look at an expiring order); `cancelling`; and the ends `succeeded`, `expired`, `closed`.
   */
  readonly stage: 'idle' | DepositStage;
  /** The deposit types and their channels (payment/paymentTypes); `error` carries the load's failure. */
  readonly channels: Loadable<readonly DepositType[]>;
  /** The chosen type and channel (the first of each once the list is in). */
  readonly typeId: string | null;
  readonly channelId: string | null;
  /** The chosen channel (limits, fixed amounts, tips); null while none. */
  readonly channel: DepositChannel | null;
  /** The amount as typed, normalized (a decimal string; never rewritten by the engine). */
  readonly amount: string;
  /** The amount's error once the member typed or tried to submit; null otherwise. */
  readonly amountError: ValidationError | null;
  /** Submit is allowed: editing a valid amount (false in flight). */
  readonly canSubmit: boolean;
  /** The order is being created or, after a lost answer, looked for: the form is locked. */
  readonly submitting: boolean;
  /** The last failure or notice to show (create, check, cancel); '' when none. */
  readonly message: string;
  /**
   * The order: `idle` none; `loading` while it is created or looked up again; `ready` from the
   * waiting page to its end (paid, expired, closed).
   */
  readonly order: Loadable<DepositOrder>;
  /** The waiting page for the order (by its channel type); null without an order. */
  readonly waitingKind: DepositWaitingKind | null;
  /** Seconds until the order expires (counted down, corrected by every status answer). */
  readonly remainingSeconds: number;
  /** Who must pay (payment/getCustomerInfo, issue #17): `error` only leaves it out. */
  readonly payer: Loadable<CustomerInfo>;
  /** The signal code for the payment note when the channel needs one; `idle` when it does not. */
  readonly signal: Loadable<SignalCode>;
}

/** `wallet.deposits`: the deposit in progress, one per engine; it outlives a route change to its waiting page. */
export interface Deposits extends Readable<DepositState> {
  /** A deposit page opened: loads the channels once and shows a waiting order again (a reload). */
  open(): void;
  /** Loads the channels again after a failure. */
  reload(): void;
  chooseType(typeId: string): void;
  chooseChannel(channelId: string): void;
  /** What the member typed (normalized: digits, one dot, 2 decimals). */
  setAmount(amount: string): void;
  /** Creates the order: one request id per intent, kept while its outcome is unknown. */
  submit(): void;
  /** "I have paid": asks for the order's status now instead of at the next poll. */
  checkPaid(): void;
  /** Closes the waiting order (the host confirms first: it cannot be taken back). */
  cancel(): void;
  /** Asks for the signal code again after a failure. */
  retrySignalCode(): void;
  /** From a finished order (paid, expired, closed): a new form. */
  again(): void;
  /**
   * Shows a waiting order again (the records' 查看订单): its status and details come from the server;
   * an order that ended leaves the form as it was.
   */
  resume(orderNo: string): void;
  /** Drops the current deposit (logout) so the next member starts clean. */
  stop(): void;
}

type DepositActor = Actor<ReturnType<typeof createDepositMachine>>;

export const IDLE_DEPOSIT: DepositState = Object.freeze({
  stage: 'idle',
  channels: IDLE,
  typeId: null,
  channelId: null,
  channel: null,
  amount: '',
  amountError: null,
  canSubmit: false,
  submitting: false,
  message: '',
  order: IDLE,
  waitingKind: null,
  remainingSeconds: 0,
  payer: IDLE,
  signal: IDLE,
});

function slice<T>(status: LoadStatus, data: T | null, errorMessage = ''): Loadable<T> {
  return status === 'ready' && data !== null ? ready(data) : { status, data, errorMessage };
}
const loadingSlice = <T>(data: T | null = null): Loadable<T> => slice<T>('loading', data);

/** The view of one machine snapshot; `previous` keeps unchanged slices (and the whole state) the same object. */
export function depositStateOf(
  snapshot: DepositSnapshot,
  previous: DepositState = IDLE_DEPOSIT,
): DepositState {
  const { context } = snapshot;
  const stage = selectDepositStage(snapshot);
  const channels: Loadable<readonly DepositType[]> = snapshot.matches('loading')
    ? loadingSlice<readonly DepositType[]>(context.types.length > 0 ? context.types : null)
    : snapshot.matches('loadFailed')
      ? slice<readonly DepositType[]>('error', null, context.message)
      : context.types.length > 0 || snapshot.matches('empty')
        ? slice<readonly DepositType[]>('ready', context.types)
        : IDLE;
  const order: Loadable<DepositOrder> =
    context.order !== null
      ? slice('ready', context.order)
      : stage === 'resuming' || stage === 'creating'
        ? loadingSlice<DepositOrder>()
        : IDLE;
  const payer: Loadable<CustomerInfo> =
    context.payer !== null
      ? slice('ready', context.payer)
      : snapshot.matches({ waiting: { payer: 'fetching' } })
        ? loadingSlice<CustomerInfo>()
        : snapshot.matches({ waiting: { payer: 'unknown' } })
          ? slice<CustomerInfo>('error', null)
          : IDLE;
  const signal: Loadable<SignalCode> =
    context.signal !== null
      ? slice('ready', context.signal)
      : snapshot.matches({ waiting: { signal: 'fetching' } })
        ? loadingSlice<SignalCode>()
        : snapshot.matches({ waiting: { signal: 'failed' } })
          ? slice<SignalCode>('error', null, context.signalMessage)
          : IDLE;
  return keepSame(previous, {
    stage,
    channels: sameSlice(previous.channels, channels),
    typeId: context.typeId,
    channelId: context.channelId,
    channel: selectDepositChannel(snapshot) ?? null,
    amount: context.amount,
    amountError: keepSame(previous.amountError, selectDepositAmountError(snapshot) ?? null),
    canSubmit: selectDepositCanSubmit(snapshot),
    submitting: stage === 'creating',
    message: context.message,
    order: sameSlice(previous.order, order),
    waitingKind: selectDepositWaitingKind(snapshot) ?? null,
    remainingSeconds: context.remainingSeconds,
    payer: sameSlice(previous.payer, payer),
    signal: sameSlice(previous.signal, signal),
  });
}

/**
 * Holds one deposit machine (deposit.machine.ts) behind the deposit's state and commands: the form and
 * the waiting pages are separate screens, so the order and its poll live here. A paid order refreshes
 * the balance even when the member left the page. The machine starts when a host opens the deposit
 * (or sends any command); before that the state is `idle`.
 */
export function createDepositSession(deps: {
  http: HttpPort;
  /** The engine's one intent runner (deposit order intents). */
  runner: IntentRunner;
  onPaid: () => void;
  /** Keeps the pointer to a waiting order (issue #28), so a reload or a new tab shows it again. */
  storage?: StoragePort;
}): Deposits {
  let actor: DepositActor | null = null;
  const store = createStore<DepositState>(IDLE_DEPOSIT);
  const { storage } = deps;
  const member = () => storage?.get(StorageKey.userId) ?? null;
  const forget = (orderNo: string) => {
    if (pendingDepositFor(storage?.get(PENDING_DEPOSIT_KEY) ?? null, member()) === orderNo)
      storage?.remove(PENDING_DEPOSIT_KEY);
  };
  const started = (): DepositActor => {
    if (actor !== null) return actor;
    const created = createActor(createDepositMachine({ http: deps.http, runner: deps.runner }));
    created.on('deposit.succeeded', ({ orderNo }) => {
      forget(orderNo);
      deps.onPaid();
    });
    created.on('deposit.orderEnded', ({ orderNo }) => forget(orderNo));
    created.subscribe((snapshot) => {
      if (actor !== created) return;
      store.update((previous) => depositStateOf(snapshot, previous));
      // The pointer follows the order: written while it waits, dropped once it has ended.
      const { order } = snapshot.context;
      if (order === null || storage === undefined) return;
      if (snapshot.matches('waiting') || snapshot.matches('cancelling')) {
        const who = member();
        if (
          who !== null &&
          who !== '' &&
          pendingDepositFor(storage.get(PENDING_DEPOSIT_KEY), who) !== order.orderNo
        )
          storage.set(PENDING_DEPOSIT_KEY, writePendingDeposit({ orderNo: order.orderNo, member: who }));
      } else if (snapshot.matches('expired') || snapshot.matches('closed') || snapshot.matches('succeeded'))
        forget(order.orderNo);
    });
    actor = created;
    created.start();
    store.update((previous) => depositStateOf(created.getSnapshot(), previous));
    const pending = pendingDepositFor(storage?.get(PENDING_DEPOSIT_KEY) ?? null, member());
    if (pending !== null) created.send({ type: 'deposit.resume', orderNo: pending });
    return created;
  };
  const send = (event: DepositEvent) => started().send(event);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open: () => {
      started();
    },
    reload: () => send({ type: 'deposit.reload' }),
    chooseType: (typeId) => send({ type: 'deposit.selectType', typeId }),
    chooseChannel: (channelId) => send({ type: 'deposit.selectChannel', channelId }),
    setAmount: (amount) => send({ type: 'deposit.change', amount }),
    submit: () => send({ type: 'deposit.submit' }),
    checkPaid: () => send({ type: 'deposit.check' }),
    cancel: () => send({ type: 'deposit.cancel' }),
    retrySignalCode: () => send({ type: 'deposit.signalCode' }),
    again: () => send({ type: 'deposit.again' }),
    resume: (orderNo) => send({ type: 'deposit.resume', orderNo }),
    stop() {
      const stopping = actor;
      actor = null;
      stopping?.stop();
      storage?.remove(PENDING_DEPOSIT_KEY);
      store.set(IDLE_DEPOSIT);
    },
  };
}
