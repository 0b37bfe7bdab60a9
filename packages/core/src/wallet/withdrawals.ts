import { type Actor, createActor } from 'xstate';
import type { WithdrawLimit, WithdrawOrder } from '../api/schemas/withdraw.ts';
import { IDLE, type Loadable, ready } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { keepSame, sameSlice } from './viewState.ts';
import {
  createWithdrawMachine,
  selectWithdrawCanSubmit,
  selectWithdrawErrors,
  selectWithdrawLimit,
  selectWithdrawNeedsAccount,
  selectWithdrawNeedsPassword,
  selectWithdrawStage,
  type WithdrawEvent,
  type WithdrawSnapshot,
  type WithdrawStage,
} from './withdraw.machine.ts';
import type { WithdrawPorts } from './withdrawActors.ts';
import type { WithdrawErrors, WithdrawSetup, WithdrawTarget } from './withdrawRules.ts';

/**
 * The withdrawal form as a host renders it (issue #25: one capability contract). Plain and immutable:
 * a new object only when something a screen shows changed.
 */
export interface WithdrawState {
  /**
   * `idle` until a host opens the form; `loading` its setup; `loadFailed`; `editing`; `submitting`;
   * `checking` (the answer was lost: the balance and records say whether the money moved, issue #29);
   * `succeeded`.
   */
  readonly stage: 'idle' | WithdrawStage;
  /** Limits, withdrawable amount, bound cards and coin addresses, loaded together. */
  readonly setup: Loadable<WithdrawSetup>;
  /** Where the money goes (a bound card or coin address); null while none. */
  readonly target: WithdrawTarget | null;
  /** The amount as typed, normalized (a decimal string; never rewritten by the engine). */
  readonly amount: string;
  /** The withdrawal password as typed (digits only, at most 6). */
  readonly password: string;
  /** Errors of the fields the member filled or tried to submit. */
  readonly errors: WithdrawErrors;
  /** The limits of the chosen account type; null while unknown. */
  readonly limit: WithdrawLimit | null;
  /** Submit is allowed: a valid form and a withdrawal password set (false in flight). */
  readonly canSubmit: boolean;
  /** A submit is in flight (sending or checking a lost answer): the form is locked. */
  readonly busy: boolean;
  /** No card and no coin address bound: bind one first. */
  readonly needsAccount: boolean;
  /** No withdrawal password yet: set one first. */
  readonly needsPassword: boolean;
  /** The last failure or notice to show (load, submit, the check after a lost answer); '' when none. */
  readonly message: string;
  /** The accepted order (on `succeeded`); null otherwise. */
  readonly order: WithdrawOrder | null;
}

/** `wallet.withdrawals`: the withdrawal form, one per engine. */
export interface Withdrawals extends Readable<WithdrawState> {
  /** The withdraw page opened: a fresh form over freshly loaded setup, unless a submit is in flight. */
  open(): void;
  /** Loads the setup again (after a failure, or to refresh the form). */
  reload(): void;
  chooseTarget(target: WithdrawTarget): void;
  /** What the member typed (normalized: digits, one dot, 2 decimals). */
  setAmount(amount: string): void;
  /** The withdrawal password as typed (digits only). */
  setPassword(password: string): void;
  /** Submits once: one request id per intent, kept while the outcome is unknown. */
  submit(): void;
  /** After a success: a fresh form. */
  again(): void;
  /** Drops the form (logout): the state is `idle` again. */
  stop(): void;
}

type WithdrawActor = Actor<ReturnType<typeof createWithdrawMachine>>;

export const IDLE_WITHDRAW: WithdrawState = Object.freeze({
  stage: 'idle',
  setup: IDLE,
  target: null,
  amount: '',
  password: '',
  errors: Object.freeze({}),
  limit: null,
  canSubmit: false,
  busy: false,
  needsAccount: false,
  needsPassword: false,
  message: '',
  order: null,
});

const sameErrors = (a: WithdrawErrors, b: WithdrawErrors): boolean => {
  const fields = ['target', 'amount', 'password'] as const;
  return fields.every(
    (field) => a[field]?.code === b[field]?.code && a[field]?.message === b[field]?.message,
  );
};

/** The view of one machine snapshot; `previous` keeps unchanged parts (and the whole state) the same object. */
export function withdrawStateOf(
  snapshot: WithdrawSnapshot,
  previous: WithdrawState = IDLE_WITHDRAW,
): WithdrawState {
  const { context } = snapshot;
  const stage = selectWithdrawStage(snapshot);
  const setup: Loadable<WithdrawSetup> =
    stage === 'loading'
      ? { status: 'loading', data: context.setup, errorMessage: '' }
      : stage === 'loadFailed'
        ? { status: 'error', data: context.setup, errorMessage: context.message }
        : context.setup !== null
          ? ready(context.setup)
          : IDLE;
  const errors = selectWithdrawErrors(snapshot);
  return keepSame(previous, {
    stage,
    setup: sameSlice(previous.setup, setup),
    target: keepSame(previous.target, context.target),
    amount: context.amount,
    password: context.password,
    errors: sameErrors(previous.errors, errors) ? previous.errors : errors,
    limit: selectWithdrawLimit(snapshot) ?? null,
    canSubmit: selectWithdrawCanSubmit(snapshot),
    busy: stage === 'submitting' || stage === 'checking',
    needsAccount: selectWithdrawNeedsAccount(snapshot),
    needsPassword: selectWithdrawNeedsPassword(snapshot),
    message: context.message,
    order: context.order,
  });
}

/**
 * One withdrawal form per engine over the withdraw machine (withdraw.machine.ts): `open()` starts a
 * fresh one (a screen opening) unless a submit is in flight, whose outcome the form then shows. An
 * accepted withdrawal refreshes the balance even when the member left the page.
 */
export function createWithdrawals(deps: WithdrawPorts & { onSucceeded: () => void }): Withdrawals {
  let actor: WithdrawActor | null = null;
  const store = createStore<WithdrawState>(IDLE_WITHDRAW);
  const start = (): WithdrawActor => {
    const created = createActor(createWithdrawMachine(deps));
    created.on('withdraw.succeeded', () => deps.onSucceeded());
    created.subscribe((snapshot) => {
      if (actor === created) store.update((previous) => withdrawStateOf(snapshot, previous));
    });
    actor = created;
    created.start();
    store.update((previous) => withdrawStateOf(created.getSnapshot(), previous));
    return created;
  };
  const send = (event: WithdrawEvent) => (actor ?? start()).send(event);
  const stop = () => {
    const stopping = actor;
    actor = null;
    stopping?.stop();
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open() {
      if (actor !== null && store.getSnapshot().busy) return;
      stop();
      store.set(IDLE_WITHDRAW);
      start();
    },
    reload: () => send({ type: 'withdraw.reload' }),
    chooseTarget: (target) => send({ type: 'withdraw.selectTarget', target }),
    setAmount: (value) => send({ type: 'withdraw.change', field: 'amount', value }),
    setPassword: (value) => send({ type: 'withdraw.change', field: 'password', value }),
    submit: () => send({ type: 'withdraw.submit' }),
    again: () => send({ type: 'withdraw.again' }),
    stop() {
      stop();
      store.set(IDLE_WITHDRAW);
    },
  };
}
