import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../api/resultCodes.ts';
import type { WithdrawLimit, WithdrawOrder } from '../api/schemas/withdraw.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { normalizeMoneyText } from '../money/moneyInput.ts';
import type { ValidationError } from '../validation/validationError.ts';
import { WITHDRAW_UNKNOWN_MESSAGES } from './outcomeCheck.ts';
import {
  createWithdrawActors,
  type SubmitWithdrawalEvent,
  type WithdrawPorts,
  withdrawActorStubs,
} from './withdrawActors.ts';
import {
  accountTypeOf,
  defaultWithdrawTarget,
  limitFor,
  WITHDRAW_PASSWORD_LENGTH,
  type WithdrawErrors,
  type WithdrawField,
  type WithdrawSetup,
  type WithdrawTarget,
  withdrawErrors,
} from './withdrawRules.ts';

export interface WithdrawContext {
  setup: WithdrawSetup | null;
  target: WithdrawTarget | null;
  amount: string;
  password: string;
  /** Fields whose error is shown even while empty (after a submit attempt). */
  touched: Partial<Record<WithdrawField, true>>;
  /** The current intent's id while its outcome is unknown; null means the next submit is a new intent. */
  requestId: string | null;
  /** The last failure to show (load or submit), server wording; '' when none. */
  message: string;
  order: WithdrawOrder | null;
  /**
   * Issue #29: true while the last submit's outcome is being checked, and on the success screen when
   * the order was found by that check (the answer itself was lost).
   */
  checked: boolean;
}

export type WithdrawEvent =
  | { type: 'withdraw.reload' }
  | { type: 'withdraw.selectTarget'; target: WithdrawTarget }
  | { type: 'withdraw.change'; field: 'amount' | 'password'; value: string }
  | { type: 'withdraw.submit' }
  /** After a success: a fresh form over freshly loaded limits and balance. */
  | { type: 'withdraw.again' }
  /** From the submit actor (withdrawActors.ts), not from a host. */
  | SubmitWithdrawalEvent;

export type WithdrawEmitted = { type: 'withdraw.succeeded'; orderNo: string; amount: string };

type FormContext = Pick<WithdrawContext, 'setup' | 'target' | 'amount' | 'password'>;

function errorsOf(context: FormContext): WithdrawErrors {
  if (context.setup === null) return { target: { code: 'noTarget', message: '' } };
  return withdrawErrors(context.setup, context);
}

/** Digits only for the password; the money rule for the amount. */
function normalize(field: 'amount' | 'password', value: string): string {
  return field === 'amount'
    ? normalizeMoneyText(value)
    : value.replace(/\D/g, '').slice(0, WITHDRAW_PASSWORD_LENGTH);
}

const EMPTY_FORM = {
  amount: '',
  password: '',
  touched: {},
  requestId: null,
  message: '',
  order: null,
  checked: false,
};

/**
 * One withdrawal (SPEC §2 takemoney): load limits, withdrawable amount, cards and coin addresses; choose
 * where the money goes, an amount within that account type's limits, the withdrawal password; submit once
 * (one request id per intent, reused only while the outcome is unknown). A refusal keeps what the member
 * typed and shows the server's message. Emits `withdraw.succeeded` (the screen refreshes the balance).
 */
export const withdrawMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as WithdrawContext,
      events: {} as WithdrawEvent,
      emitted: {} as WithdrawEmitted,
    },
    actors: withdrawActorStubs,
    guards: {
      formValid: ({ context }) =>
        context.setup?.info.hasPassword === true && Object.keys(errorsOf(context)).length === 0,
    },
    actions: {
      announceSuccess: emit(({ context }) => ({
        type: 'withdraw.succeeded' as const,
        orderNo: context.order?.orderNo ?? '',
        amount: context.order?.amount ?? '',
      })),
    },
  }).createMachine({
    id: 'withdraw',
    context: { setup: null, target: null, ...EMPTY_FORM },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ message: '' }),
        invoke: {
          src: 'loadWithdrawSetup',
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              setup: event.output,
              // A target the member chose before a reload stays chosen while it still exists.
              target:
                accountTypeOf(event.output, context.target) === undefined
                  ? defaultWithdrawTarget(event.output)
                  : context.target,
            })),
          },
          onError: {
            target: 'loadFailed',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      loadFailed: { on: { 'withdraw.reload': 'loading' } },
      editing: {
        on: {
          'withdraw.selectTarget': {
            actions: assign({ target: ({ event }) => event.target, requestId: null, message: '' }),
          },
          'withdraw.change': {
            // A changed form is a new intent; the last server message stays until the next submit.
            actions: assign(({ event }) => ({
              ...(event.field === 'amount'
                ? { amount: normalize('amount', event.value) }
                : { password: normalize('password', event.value) }),
              requestId: null,
            })),
          },
          'withdraw.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: { target: true, amount: true, password: true } }) },
          ],
          'withdraw.reload': 'loading',
        },
      },
      /**
       * One submit through the engine's intent runner (withdrawActors.ts). `checking`: the answer was lost
       * (5xx, dropped, timeout, unreadable) and the withdrawable amount and the records say whether the
       * money moved (issue #29). Moved: the success screen with the order found. Not moved or not known:
       * the form again, saying so; the retry carries the same request id, so the server applies the
       * withdrawal at most once. A refusal keeps what was typed; the next submit is a new intent.
       */
      submitting: {
        entry: assign({ message: '' }),
        initial: 'sending',
        states: {
          sending: {
            on: {
              'withdraw.checking': {
                target: 'checking',
                actions: assign({ message: WITHDRAW_UNKNOWN_MESSAGES.checking, checked: true }),
              },
            },
          },
          checking: {},
        },
        invoke: {
          src: 'submitWithdrawal',
          input: ({ context }) => ({
            accountType: accountTypeOf(context.setup ?? { cards: [], addresses: [] }, context.target) ?? 0,
            accountId: context.target?.id ?? '',
            amount: context.amount,
            password: context.password,
            requestId: context.requestId,
            withdrawableBefore: context.setup?.info.withdrawableAmount ?? '',
          }),
        },
        on: {
          'withdraw.outcome': [
            {
              guard: ({ event }) => event.outcome.type === 'ok',
              target: 'succeeded',
              actions: assign(({ event }) => ({
                order: event.outcome.type === 'ok' ? event.outcome.value : null,
                requestId: null,
                checked: event.outcome.type === 'ok' && event.outcome.checked,
                message:
                  event.outcome.type === 'ok' && event.outcome.checked
                    ? WITHDRAW_UNKNOWN_MESSAGES.applied
                    : '',
              })),
            },
            {
              guard: ({ event }) => event.outcome.type === 'refused',
              target: 'editing',
              actions: assign(({ event }) => ({
                requestId: null,
                checked: false,
                message: event.outcome.type === 'refused' ? event.outcome.message : '',
              })),
            },
            {
              target: 'editing',
              actions: assign(({ event }) => ({
                requestId: event.outcome.requestId,
                checked: false,
                message:
                  event.outcome.type === 'unknown' && event.outcome.check === 'notApplied'
                    ? WITHDRAW_UNKNOWN_MESSAGES.notApplied
                    : WITHDRAW_UNKNOWN_MESSAGES.checkFailed,
              })),
            },
          ],
        },
      },
      succeeded: {
        entry: 'announceSuccess',
        on: { 'withdraw.again': { target: 'loading', actions: assign(EMPTY_FORM) } },
      },
    },
  }),
);

/** The withdraw machine with its side effects bound to real (or fake) ports. */
export function createWithdrawMachine(ports: WithdrawPorts) {
  return withdrawMachine().provide({ actors: createWithdrawActors(ports) });
}

export type WithdrawMachine = ReturnType<typeof withdrawMachine>;
export type WithdrawSnapshot = SnapshotFrom<WithdrawMachine>;
type Snapshot = Pick<WithdrawSnapshot, 'context' | 'matches'>;

export type WithdrawStage = 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'checking' | 'succeeded';
const STAGES = ['loading', 'loadFailed', 'editing', 'submitting', 'succeeded'] as const;

/** `checking` is the submit's look at the balance and records after a lost answer (`submitting.checking`). */
export const selectWithdrawStage = (snapshot: Snapshot): WithdrawStage =>
  snapshot.matches({ submitting: 'checking' })
    ? 'checking'
    : (STAGES.find((stage) => snapshot.matches(stage)) ?? 'loading');

/** Errors of fields the member filled or tried to submit. */
export function selectWithdrawErrors(snapshot: Snapshot): WithdrawErrors {
  const { context } = snapshot;
  if (context.setup === null) return {};
  const all = errorsOf(context);
  const shown: WithdrawErrors = {};
  for (const field of ['target', 'amount', 'password'] as const) {
    const filled = field === 'target' ? context.target !== null : context[field] !== '';
    const error: ValidationError | undefined = all[field];
    if (error && (filled || context.touched[field])) shown[field] = error;
  }
  return shown;
}

export const selectWithdrawCanSubmit = (snapshot: Snapshot): boolean =>
  snapshot.matches('editing') &&
  snapshot.context.setup?.info.hasPassword === true &&
  Object.keys(errorsOf(snapshot.context)).length === 0;

/** The limits of the chosen account type (for the hint under the amount). */
export const selectWithdrawLimit = (snapshot: Snapshot): WithdrawLimit | undefined =>
  snapshot.context.setup ? limitFor(snapshot.context.setup, snapshot.context.target) : undefined;

/** No card and no coin address bound: the screen sends the member to bind one. */
export const selectWithdrawNeedsAccount = (snapshot: Snapshot): boolean =>
  snapshot.context.setup !== null &&
  snapshot.context.setup.cards.length === 0 &&
  snapshot.context.setup.addresses.length === 0;

/** No withdrawal password yet: the screen sends the member to set one. */
export const selectWithdrawNeedsPassword = (snapshot: Snapshot): boolean =>
  snapshot.context.setup?.info.hasPassword === false;

export const selectWithdrawMessage = (snapshot: Snapshot): string => snapshot.context.message;
