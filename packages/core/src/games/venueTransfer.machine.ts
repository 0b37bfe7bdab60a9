import { assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import type { TransferDone } from '../funds/funds.ts';
import { TRANSFER_UNKNOWN_MESSAGES } from '../funds/funds.ts';

export { TRANSFER_SUCCESS_TEXT } from '../funds/funds.ts';

import { allTransferAmount, toWireAmount, validateTransferAmount } from '../funds/transferAmount.ts';
import type { IntentResult } from '../money/intent.ts';
import { normalizeMoneyText } from '../money/moneyInput.ts';
import type { VenueTransferRequest } from './gameActors.ts';

/** What the transfer actor reports: the balance check started, then the intent's result. */
export type VenueTransferReport =
  | { type: 'transfer.checking' }
  /** `center`: the center wallet the engine knows after it (a check may have read it); null if unknown. */
  | { type: 'transfer.result'; result: IntentResult<TransferDone>; center: string | null };

export interface VenueTransferInput {
  enName: string;
  gameCode: string;
  /** 1 when the venue runs an activity (the launch answered 6413). */
  isActivity: 0 | 1;
  /** The server message that opened the dialog (6413 text), shown above the form. */
  message: string;
}

export type TransferVariant = 'normal' | 'activity';

export interface VenueTransferContext extends VenueTransferInput {
  amount: string;
  /** Center wallet balance; null until loaded (or when loading failed). */
  center: string | null;
  /** Validation or server error under the field; '' when none. */
  error: string;
  /** 'activity' after a transfer answered 6413: the variant dialog shows `message`. */
  variant: TransferVariant;
  /** What moved, once it did (the output of `done`). */
  moved: VenueTransferOutput | null;
}

export type VenueTransferEvent =
  | { type: 'transfer.amount'; value: string }
  | { type: 'transfer.all' }
  | { type: 'transfer.submit' }
  | { type: 'transfer.reloadBalance' };

const isActivityRefusal = (result: IntentResult<unknown>) =>
  result.type === 'failed' && result.code === ResultCode.VenueActivity;

/** The machine's output when the money moved (its final state `done`). */
export interface VenueTransferOutput {
  enName: string;
  gameCode: string;
  isActivity: 0 | 1;
  amount: string;
  centerWalletBalance: string;
}

/**
 * SPEC §5 venue transfer dialog: amount required, 2 decimals, max length 12, All fills the center
 * wallet balance; on success the machine is `done` with what moved as its output (the play journey
 * then shows 转账成功, refreshes the balance and launches the game). 6413 switches to the activity
 * variant. The transfer itself is the engine's `funds.transfer` (one intent through the intent runner:
 * sent once, the balance checked after a lost answer, the retry under the same id); the engine provides
 * `fetchCenterBalance` and `transferToVenue` over its funds (playJourney.ts).
 */
export const venueTransferMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as VenueTransferContext,
      events: {} as VenueTransferEvent | VenueTransferReport,
      input: {} as VenueTransferInput,
      output: {} as VenueTransferOutput,
    },
    actors: {
      fetchCenterBalance: fromPromise<string>(() =>
        Promise.reject(new Error('fetchCenterBalance not provided')),
      ),
      /** Runs one transfer intent; reports `transfer.checking` and then `transfer.result`. */
      transferToVenue: fromCallback<VenueTransferEvent, Omit<VenueTransferRequest, 'requestId'>>(() => {
        throw new Error('transferToVenue not provided');
      }),
    },
    guards: {
      amountValid: ({ context }) =>
        validateTransferAmount(context.amount, context.center ?? undefined) === undefined,
    },
    actions: {
      setAmount: assign(({ event }) =>
        event.type === 'transfer.amount' ? { amount: normalizeMoneyText(event.value), error: '' } : {},
      ),
      fillAll: assign(({ context }) => ({ amount: allTransferAmount(context.center ?? ''), error: '' })),
      showInvalid: assign(({ context }) => ({
        error: validateTransferAmount(context.amount, context.center ?? undefined) ?? '',
      })),
      recordSuccess: assign(({ context }, params: { centerWalletBalance: string }) => ({
        moved: {
          enName: context.enName,
          gameCode: context.gameCode,
          isActivity: context.isActivity,
          amount: toWireAmount(context.amount),
          centerWalletBalance: params.centerWalletBalance,
        },
        amount: '',
        error: '',
        center: params.centerWalletBalance,
      })),
    },
  }).createMachine({
    id: 'venueTransfer',
    context: ({ input }) => ({
      ...input,
      amount: '',
      center: null,
      error: '',
      variant: input.isActivity === 1 ? 'activity' : 'normal',
      moved: null,
    }),
    initial: 'loadingBalance',
    output: ({ context }) =>
      context.moved ?? {
        enName: context.enName,
        gameCode: context.gameCode,
        isActivity: context.isActivity,
        amount: '0.00',
        centerWalletBalance: context.center ?? '',
      },
    on: {
      'transfer.amount': { actions: 'setAmount' },
    },
    states: {
      loadingBalance: {
        invoke: {
          src: 'fetchCenterBalance',
          onDone: { target: 'ready', actions: assign({ center: ({ event }) => event.output }) },
          onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {
        on: {
          'transfer.all': { actions: 'fillAll' },
          'transfer.reloadBalance': 'loadingBalance',
          'transfer.submit': [
            { guard: 'amountValid', target: 'submitting', actions: assign({ error: '' }) },
            { actions: 'showInvalid' },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        initial: 'sending',
        on: {
          'transfer.amount': {},
          'transfer.result': [
            {
              guard: ({ event }) => event.result.type === 'ok',
              target: 'done',
              actions: {
                type: 'recordSuccess',
                params: ({ event }) => ({
                  centerWalletBalance:
                    event.result.type === 'ok' ? event.result.value.centerWalletBalance : '',
                }),
              },
            },
            {
              guard: ({ event }) => isActivityRefusal(event.result),
              target: 'ready',
              actions: assign({
                variant: 'activity',
                message: ({ event }) => (event.result.type === 'failed' ? event.result.message : ''),
              }),
            },
            // A refusal (nothing moved: the next submit is a new intent), or a lost answer the balance
            // check did not confirm (the retry carries the same request id): the text says which.
            {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                error: event.result.type === 'failed' ? event.result.message : '',
                center: event.center ?? context.center,
              })),
            },
          ],
        },
        invoke: {
          src: 'transferToVenue',
          input: ({ context }) => ({
            channelCode: context.enName,
            amount: toWireAmount(context.amount),
            isActivity: context.isActivity,
          }),
        },
        states: {
          sending: {
            on: {
              'transfer.checking': {
                target: 'checking',
                actions: assign({ error: TRANSFER_UNKNOWN_MESSAGES.checking }),
              },
            },
          },
          /** Issue #15: say so, keep the amount and the button disabled, and find out via the balance. */
          checking: {},
        },
      },
      /** The money moved: the output says what. */
      done: { type: 'final' },
    },
  }),
);

export type VenueTransferSnapshot = SnapshotFrom<ReturnType<typeof venueTransferMachine>>;

export const selectTransferBusy = (s: VenueTransferSnapshot): boolean => s.hasTag('busy');
export const selectTransferLoadingBalance = (s: VenueTransferSnapshot): boolean =>
  s.matches('loadingBalance');
