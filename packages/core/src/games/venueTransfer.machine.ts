import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import { outcomeUnknown } from '../wallet/intent.ts';
import type { VenueTransferRequest } from './gameActors.ts';
import type { VenueTransferResult } from './gameSchemas.ts';
import {
  allTransferAmount,
  sanitizeTransferAmount,
  toWireAmount,
  validateTransferAmount,
} from './transferAmount.ts';

/** SPEC §4: the toast after a transfer into a venue. */
export const TRANSFER_SUCCESS_TEXT = '转账成功';

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
  /** The id of the last attempted intent and the amount it carried: a retry of it reuses the id. */
  pending: { requestId: string; amount: string } | null;
}

export type VenueTransferEvent =
  | { type: 'transfer.amount'; value: string }
  | { type: 'transfer.all' }
  | { type: 'transfer.submit' }
  | { type: 'transfer.reloadBalance' };

export type VenueTransferEmitted = {
  type: 'transfer.succeeded';
  enName: string;
  gameCode: string;
  isActivity: 0 | 1;
  amount: string;
  centerWalletBalance: string;
};

/**
 * SPEC §5 venue transfer dialog: amount required, 2 decimals, max length 12, All fills the center
 * wallet balance; on success the amount is cleared and `transfer.succeeded` tells the host to show
 * 转账成功, launch the game and refresh the balance. 6413 switches to the activity variant.
 */
export const venueTransferMachine = setup({
  types: {
    context: {} as VenueTransferContext,
    events: {} as VenueTransferEvent,
    emitted: {} as VenueTransferEmitted,
    input: {} as VenueTransferInput,
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
      event.type === 'transfer.amount' ? { amount: sanitizeTransferAmount(event.value), error: '' } : {},
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
          : { requestId: context.newRequestId(), amount: context.amount },
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
  }),
  initial: 'loadingBalance',
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
          target: 'ready',
          actions: [
            emit(({ context, event }) => ({
              type: 'transfer.succeeded' as const,
              enName: context.enName,
              gameCode: context.gameCode,
              isActivity: context.isActivity,
              amount: toWireAmount(context.amount),
              centerWalletBalance: event.output.centerWalletBalance,
            })),
            assign({ amount: '', pending: null, center: ({ event }) => event.output.centerWalletBalance }),
          ],
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
          {
            target: 'ready',
            actions: assign({
              error: ({ event }) => errorMessage(event.error),
              pending: ({ context, event }) => (outcomeUnknown(event.error) ? context.pending : null),
            }),
          },
        ],
      },
    },
  },
});

export type VenueTransferSnapshot = SnapshotFrom<typeof venueTransferMachine>;

export const selectTransferBusy = (s: VenueTransferSnapshot): boolean => s.hasTag('busy');
export const selectTransferLoadingBalance = (s: VenueTransferSnapshot): boolean =>
  s.matches('loadingBalance');
