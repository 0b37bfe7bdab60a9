import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { outcomeUnknown } from '../money/intent.ts';
import { normalizeMoneyText } from '../money/moneyInput.ts';
import { centerMovedBy } from '../money/transferCheck.ts';
import type { VenueTransferRequest } from './gameActors.ts';
import type { VenueTransferResult } from './gameSchemas.ts';
import { allTransferAmount, toWireAmount, validateTransferAmount } from './transferAmount.ts';

/** SPEC §4: the toast after a transfer into a venue. */
export const TRANSFER_SUCCESS_TEXT = '转账成功';

/** Issue #15: a transfer whose answer never came (timeout, dropped, 5xx, unreadable) is checked. */
export const TRANSFER_UNKNOWN_MESSAGES = {
  checking: '转账结果未知，正在核对余额，请勿重复提交',
  notMoved: '转账未完成，余额未变动，可再次提交',
  checkFailed: '暂时无法确认转账结果，请稍后刷新余额再试',
} as const;

/** No envelope came back: the money may or may not have moved (docs/protocol.md). */

/** The center balance after the check shows the amount left it (or more). */
function moved(before: string | null, amount: string, after: string): boolean {
  return centerMovedBy(before, after, toWireAmount(amount), true);
}

export interface VenueTransferInput {
  enName: string;
  gameCode: string;
  /** 1 when the venue runs an activity (the launch answered 6413). */
  isActivity: 0 | 1;
  /** The server message that opened the dialog (6413 text), shown above the form. */
  message: string;
  /** A fresh id for one transfer intent (UUID v4 in the browser). */
  newRequestId: () => string;
}

export type TransferVariant = 'normal' | 'activity';

export interface VenueTransferContext extends Omit<VenueTransferInput, 'newRequestId'> {
  newRequestId: () => string;
  amount: string;
  /** Center wallet balance; null until loaded (or when loading failed). */
  center: string | null;
  /** Validation or server error under the field; '' when none. */
  error: string;
  /** 'activity' after a transfer answered 6413: the variant dialog shows `message`. */
  variant: TransferVariant;
  /** What moved, once it did (the output of `done`). */
  moved: VenueTransferOutput | null;
  /**
   * The id of the last attempted intent, the amount it carried and the center balance before it: a
   * retry of it reuses the id, and a check after an unknown outcome compares the balance.
   */
  pending: { requestId: string; amount: string; centerBefore: string | null } | null;
}

export type VenueTransferEvent =
  | { type: 'transfer.amount'; value: string }
  | { type: 'transfer.all' }
  | { type: 'transfer.submit' }
  | { type: 'transfer.reloadBalance' };

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
 * then shows 转账成功, refreshes the balance and launches the game). 6413 switches to the activity variant.
 */
export const venueTransferMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as VenueTransferContext,
      events: {} as VenueTransferEvent,
      input: {} as VenueTransferInput,
      output: {} as VenueTransferOutput,
    },
    actors: {
      fetchCenterBalance: fromPromise<string>(() =>
        Promise.reject(new Error('fetchCenterBalance not provided')),
      ),
      transferToVenue: fromPromise<VenueTransferResult, VenueTransferRequest>(() =>
        Promise.reject(new Error('transferToVenue not provided')),
      ),
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
      // A retry of an attempt whose outcome stayed unknown, same amount = the same intent: keep its
      // request id (intent.ts, docs/protocol.md). A refusal cleared it, so the next submit is a new intent.
      startIntent: assign(({ context }) => ({
        error: '',
        pending:
          context.pending !== null && context.pending.amount === context.amount
            ? context.pending
            : { requestId: context.newRequestId(), amount: context.amount, centerBefore: context.center },
      })),
      recordSuccess: assign(({ context }, params: { centerWalletBalance: string }) => ({
        moved: {
          enName: context.enName,
          gameCode: context.gameCode,
          isActivity: context.isActivity,
          amount: toWireAmount(context.pending?.amount ?? context.amount),
          centerWalletBalance: params.centerWalletBalance,
        },
        amount: '',
        pending: null,
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
      pending: null,
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
            { guard: 'amountValid', target: 'submitting', actions: 'startIntent' },
            { actions: 'showInvalid' },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        on: { 'transfer.amount': {} },
        invoke: {
          src: 'transferToVenue',
          input: ({ context }) => ({
            channelCode: context.enName,
            amount: toWireAmount(context.pending?.amount ?? context.amount),
            isActivity: context.isActivity,
            requestId: context.pending?.requestId ?? context.newRequestId(),
          }),
          onDone: {
            target: 'done',
            actions: {
              type: 'recordSuccess',
              params: ({ event }) => ({ centerWalletBalance: event.output.centerWalletBalance }),
            },
          },
          onError: [
            {
              guard: ({ event }) => isApiError(event.error) && event.error.code === ResultCode.VenueActivity,
              target: 'ready',
              actions: assign({
                variant: 'activity',
                message: ({ event }) => errorMessage(event.error),
                pending: null,
              }),
            },
            // Issue #15: say so, keep the amount and the button disabled, and find out via the balance.
            {
              guard: ({ event }) => outcomeUnknown(event.error),
              target: 'checking',
              actions: assign({ error: TRANSFER_UNKNOWN_MESSAGES.checking }),
            },
            // The server answered a refusal: nothing moved, the next submit is a new intent.
            {
              target: 'ready',
              actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
            },
          ],
        },
      },
      checking: {
        tags: ['busy'],
        on: { 'transfer.amount': {} },
        invoke: {
          src: 'fetchCenterBalance',
          onDone: [
            {
              guard: ({ context, event }) =>
                moved(context.pending?.centerBefore ?? null, context.pending?.amount ?? '0', event.output),
              target: 'done',
              actions: {
                type: 'recordSuccess',
                params: ({ event }) => ({ centerWalletBalance: event.output }),
              },
            },
            // Not moved (yet): the retry carries the same request id, so the server applies it once.
            {
              target: 'ready',
              actions: assign({
                center: ({ event }) => event.output,
                error: TRANSFER_UNKNOWN_MESSAGES.notMoved,
              }),
            },
          ],
          onError: { target: 'ready', actions: assign({ error: TRANSFER_UNKNOWN_MESSAGES.checkFailed }) },
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
