import { type ActorRefFrom, assign, emit, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { builtOnce } from '../../engine/builtOnce.ts';
import type { IntentOutcome } from '../../money/intent.ts';
import { isLoginExpiredError } from '../../session/loginExpired.ts';
import type { OddsType } from '../catalogues.ts';
import { BET_UNKNOWN_MESSAGES } from './betCheck.ts';
import { type BetSlipPorts, createBetSlipActors, type PlaceBetEvent } from './betSlipActors.ts';
import type { BetOrder, OrderStatusPayload, PlaceBetInput } from './placeBet.ts';
import {
  BET_SLIP_ERRORS,
  clearItems,
  createBetSlip,
  removeItem,
  setBetMode,
  setOddsType,
  setPendingOrder,
  toggleSelection,
} from './rules.ts';
import {
  acceptOdds,
  applyOddsUpdates,
  BET_SLIP_MESSAGES,
  type BetSlipMessage,
  emptySlipState,
  isSameOrder,
  type OddsUpdate,
  orderPayload,
  placeRefusal,
  type SlipState,
  stakeCappedMessage,
  stakeKeyOf,
  stakeOf,
  touchesSlip,
  withSlip,
  withStake,
} from './slipState.ts';
import { capStake, type StakeLimits } from './stake.ts';
import type { BetMode, BetSlipItem, BetSlipResult } from './types.ts';

/** SPEC §4: an order the venue is still confirming (active=delay) is asked about every 2 s. */
export const ORDER_POLL_MS = 2000;

export interface BetSlipContext extends SlipState {
  readonly limits: StakeLimits;
  /** The engine's id port: one request id per place intent (issue #25), kept while its outcome is unknown. */
  readonly newRequestId: () => string;
  /** Why the last action was refused or failed; cleared by the next accepted one. */
  readonly error: BetSlipMessage | undefined;
  /** Information the member should see once: a capped stake, the order's outcome. */
  readonly notice: BetSlipMessage | undefined;
}

export interface BetSlipInput {
  readonly limits: StakeLimits;
  /** The engine's id port (`JinliPorts.newId`): request ids of place intents. */
  readonly newRequestId: () => string;
  /** From `restoreBetSlip(storage)`; an order still confirming is polled again at once. */
  readonly restored?: SlipState | undefined;
  readonly acceptBetterOdds?: boolean;
}

/** `key` is `pickKey(item)`; without a key a stake event is about the combined (multiple/series) stake. */
export type BetSlipEvent =
  | { type: 'slip.toggle'; item: BetSlipItem }
  | { type: 'slip.remove'; key: string }
  | { type: 'slip.clear' }
  | { type: 'slip.mode'; mode: BetMode }
  | { type: 'slip.oddsType'; oddsType: OddsType }
  | { type: 'slip.acceptBetterOdds'; on: boolean }
  | { type: 'slip.limits'; limits: StakeLimits }
  | { type: 'stake.change'; key?: string | undefined; value: string }
  | { type: 'stake.commit'; key?: string | undefined }
  | { type: 'odds.update'; updates: readonly OddsUpdate[] }
  | { type: 'slip.acceptOdds' }
  | { type: 'slip.place' }
  | { type: 'slip.dismiss' }
  /** The slip belongs to one member: emptied at logout and when another member logs in (slipOwner.ts). */
  | { type: 'slip.reset' }
  /** The member logged in again: an order still confirming is asked about again. */
  | { type: 'slip.resume' }
  /** From the place actor (betSlipActors.ts), not from a host. */
  | PlaceBetEvent;

export type BetSlipEmitted =
  | { type: 'betslip.accepted'; ticketId: string }
  | { type: 'betslip.rejected'; ticketId: string; message: string };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name}: supply createBetSlipActors(...)`));

/** The slip after a rule; a refusal keeps everything and says why. */
function ruled(context: BetSlipContext, result: BetSlipResult): Partial<BetSlipContext> {
  if (result.error !== undefined) return { error: result.error };
  return { ...withSlip(context, result.slip), error: undefined };
}

function committed(context: BetSlipContext, key: string | undefined): Partial<BetSlipContext> {
  let notice = context.notice;
  const { stake } = capStake(stakeOf(context, key), context.limits, (result) => {
    if (result.capped !== undefined) notice = stakeCappedMessage(result.capped, result.stake);
  });
  return { ...withStake(context, key, stake), notice };
}

function rejection(order: BetOrder): BetSlipMessage {
  const reason = order.reason?.trim();
  return reason ? { code: 'betslip.rejected', message: reason } : BET_SLIP_MESSAGES.rejected;
}

const settled = { intent: undefined, error: undefined } as const;

/** The venue's answer in an `ok` outcome (never read for another kind). */
function answeredOrder(outcome: IntentOutcome<BetOrder>): BetOrder {
  return outcome.type === 'ok' ? outcome.value : { ticket_id: '', active: 'reject' };
}

const isAnswer = (outcome: IntentOutcome<BetOrder>, active: BetOrder['active']): boolean =>
  outcome.type === 'ok' && outcome.value.active === active;

export const betSlipMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as BetSlipContext,
      events: {} as BetSlipEvent,
      input: {} as BetSlipInput,
      emitted: {} as BetSlipEmitted,
    },
    actors: {
      placeBet: fromCallback<PlaceBetEvent, PlaceBetInput>(() => {
        throw new Error('placeBet: supply createBetSlipActors(...)');
      }),
      orderStatus: fromPromise<BetOrder, OrderStatusPayload>(notProvided('orderStatus')),
    },
    actions: {
      refuse: assign((_, params: { error: BetSlipMessage }) => ({ error: params.error })),
      openIntent: assign(({ context }) => {
        const payload = orderPayload(context);
        if (context.intent !== undefined && isSameOrder(context.intent.payload, payload))
          return { error: undefined };
        return {
          intent: { requestId: context.newRequestId(), payload },
          error: undefined,
        };
      }),
      waitForOrder: assign(({ context }, params: { order: BetOrder }) => ({
        ...settled,
        slip: setPendingOrder(context.slip, { active: 'delay', ticket_id: params.order.ticket_id }),
      })),
      orderAccepted: assign(({ context }) => ({
        ...withSlip(context, clearItems(setPendingOrder(context.slip, undefined))),
        ...settled,
        comboStake: '',
        notice: BET_SLIP_MESSAGES.accepted,
      })),
      orderRejected: assign(({ context }, params: { order: BetOrder }) => ({
        slip: setPendingOrder(context.slip, undefined),
        ...settled,
        notice: rejection(params.order),
      })),
      announce: emit((_, params: { order: BetOrder }): BetSlipEmitted => {
        const ticketId = params.order.ticket_id;
        return params.order.active === 'accept'
          ? { type: 'betslip.accepted', ticketId }
          : { type: 'betslip.rejected', ticketId, message: rejection(params.order).message };
      }),
    },
    guards: {
      confirming: ({ context }) => context.slip.pendingOrder?.active === 'delay',
      placeRefused: ({ context }) => placeRefusal(context) !== undefined,
      stakeNeedsCapping: ({ context }) =>
        capStake(stakeOf(context, stakeKeyOf(context)), context.limits).capped !== undefined,
      delayed: (_, params: { order: BetOrder }) => params.order.active === 'delay',
      accepted: (_, params: { order: BetOrder }) => params.order.active === 'accept',
    },
  }).createMachine({
    id: 'betSlip',
    context: ({ input }) => ({
      ...(input.restored ?? emptySlipState(createBetSlip(), input.acceptBetterOdds)),
      limits: input.limits,
      newRequestId: input.newRequestId,
      error: undefined,
      notice: undefined,
    }),
    // Edits apply in every state but `placing`; while an order confirms, the rules refuse new selections.
    on: {
      'slip.toggle': {
        actions: assign(({ context, event }) => ruled(context, toggleSelection(context.slip, event.item))),
      },
      'slip.remove': {
        actions: assign(({ context, event }) =>
          ruled(context, { slip: removeItem(context.slip, event.key) }),
        ),
      },
      'slip.clear': { actions: assign(({ context }) => ruled(context, { slip: clearItems(context.slip) })) },
      'slip.mode': {
        actions: assign(({ context, event }) => ruled(context, setBetMode(context.slip, event.mode))),
      },
      'slip.oddsType': {
        actions: assign(({ context, event }) => ruled(context, setOddsType(context.slip, event.oddsType))),
      },
      'slip.acceptBetterOdds': { actions: assign({ acceptBetterOdds: ({ event }) => event.on }) },
      'slip.limits': { actions: assign({ limits: ({ event }) => event.limits }) },
      'stake.change': { actions: assign(({ context, event }) => withStake(context, event.key, event.value)) },
      'stake.commit': { actions: assign(({ context, event }) => committed(context, event.key)) },
      'odds.update': {
        guard: ({ context, event }) => touchesSlip(context, event.updates),
        actions: assign(({ context, event }) => applyOddsUpdates(context, event.updates)),
      },
      'slip.acceptOdds': { actions: assign(({ context }) => ({ ...acceptOdds(context), error: undefined })) },
      'slip.dismiss': { actions: assign({ error: undefined, notice: undefined }) },
      'slip.place': { actions: { type: 'refuse', params: { error: BET_SLIP_ERRORS.pending } } },
      'slip.reset': {
        target: '#betSlip.editing',
        actions: assign(({ context }) => ({
          ...emptySlipState(createBetSlip(), context.acceptBetterOdds),
          error: undefined,
          notice: undefined,
        })),
      },
    },
    initial: 'resuming',
    states: {
      resuming: {
        always: [{ guard: 'confirming', target: 'confirming' }, { target: 'editing' }],
      },
      editing: {
        on: {
          'slip.resume': { guard: 'confirming', target: 'confirming' },
          'slip.place': [
            {
              guard: 'placeRefused',
              actions: {
                type: 'refuse',
                params: ({ context }) => ({ error: placeRefusal(context) ?? BET_SLIP_MESSAGES.empty }),
              },
            },
            // A stake outside the limits is capped first, so the member sees the amount before it is bet.
            {
              guard: 'stakeNeedsCapping',
              actions: assign(({ context }) => committed(context, stakeKeyOf(context))),
            },
            { target: 'placing', actions: 'openIntent' },
          ],
        },
      },
      /**
       * The order in flight is fixed; the slip waits for its answer (the UI disables the controls). The
       * place actor runs the open intent through the engine's intent runner (betSlipActors.ts): one
       * request id per order, kept while its outcome is unknown. `checking`: the answer was lost and the
       * bet records are read (betCheck.ts) before anything is offered again.
       */
      placing: {
        initial: 'sending',
        states: {
          sending: {
            on: {
              'place.checking': {
                target: 'checking',
                actions: assign({
                  error: undefined,
                  notice: { code: 'betslip.checking', message: BET_UNKNOWN_MESSAGES.checking },
                }),
              },
            },
          },
          checking: {},
        },
        on: {
          'slip.toggle': { actions: { type: 'refuse', params: { error: BET_SLIP_ERRORS.pending } } },
          'slip.remove': {},
          'slip.clear': {},
          'slip.mode': {},
          'slip.oddsType': {},
          'stake.change': {},
          'stake.commit': {},
          'slip.acceptOdds': {},
          'slip.place': {},
          'place.outcome': [
            // The check found the bet in the records: accepted, as if the answer had come.
            {
              guard: ({ event }) => event.outcome.type === 'ok' && event.outcome.checked,
              target: 'editing',
              actions: [
                'orderAccepted',
                assign({ notice: { code: 'betslip.accepted', message: BET_UNKNOWN_MESSAGES.applied } }),
                { type: 'announce', params: ({ event }) => ({ order: answeredOrder(event.outcome) }) },
              ],
            },
            {
              guard: ({ event }) => isAnswer(event.outcome, 'delay'),
              target: 'confirming',
              actions: {
                type: 'waitForOrder',
                params: ({ event }) => ({ order: answeredOrder(event.outcome) }),
              },
            },
            {
              guard: ({ event }) => isAnswer(event.outcome, 'accept'),
              target: 'editing',
              actions: [
                'orderAccepted',
                { type: 'announce', params: ({ event }) => ({ order: answeredOrder(event.outcome) }) },
              ],
            },
            {
              guard: ({ event }) => event.outcome.type === 'ok',
              target: 'editing',
              actions: [
                { type: 'orderRejected', params: ({ event }) => ({ order: answeredOrder(event.outcome) }) },
                { type: 'announce', params: ({ event }) => ({ order: answeredOrder(event.outcome) }) },
              ],
            },
            // A result code is a known outcome: nothing was placed, and the next 投注 is a new intent.
            // SPEC §8: on 6001 the session says 请重新登录 (once); the slip adds nothing of its own.
            {
              guard: ({ event }) =>
                event.outcome.type === 'refused' && isLoginExpiredError(event.outcome.error),
              target: 'editing',
              actions: assign({ intent: undefined }),
            },
            {
              guard: ({ event }) => event.outcome.type === 'refused',
              target: 'editing',
              actions: assign(({ event }) => ({
                ...settled,
                error: {
                  code: 'betslip.placeFailed',
                  message: event.outcome.type === 'refused' ? event.outcome.message : '',
                } as const,
                notice: undefined,
              })),
            },
            // Issue #29: the outcome stayed unknown. The slip stays, saying so, and the intent stays
            // open, so 投注 again carries the same request id (one debit at most).
            {
              guard: ({ event }) => event.outcome.type === 'unknown' && event.outcome.check === 'notApplied',
              target: 'editing',
              actions: assign({
                error: { code: 'betslip.notPlaced', message: BET_UNKNOWN_MESSAGES.notApplied },
                notice: undefined,
              }),
            },
            {
              target: 'editing',
              actions: assign({
                error: { code: 'betslip.placeUnknown', message: BET_UNKNOWN_MESSAGES.checkFailed },
                notice: undefined,
              }),
            },
          ],
        },
        invoke: {
          src: 'placeBet',
          input: ({ context }) => ({
            requestId: context.intent?.requestId ?? '',
            payload: context.intent?.payload ?? orderPayload(context),
          }),
        },
      },
      confirming: {
        initial: 'waiting',
        states: {
          waiting: { after: { [ORDER_POLL_MS]: 'polling' } },
          polling: {
            invoke: {
              src: 'orderStatus',
              input: ({ context }) => ({ ticket_id: context.slip.pendingOrder?.ticket_id ?? '' }),
              onDone: [
                {
                  guard: { type: 'delayed', params: ({ event }) => ({ order: event.output }) },
                  target: 'waiting',
                },
                {
                  guard: { type: 'accepted', params: ({ event }) => ({ order: event.output }) },
                  target: '#betSlip.editing',
                  actions: [
                    'orderAccepted',
                    { type: 'announce', params: ({ event }) => ({ order: event.output }) },
                  ],
                },
                {
                  target: '#betSlip.editing',
                  actions: [
                    { type: 'orderRejected', params: ({ event }) => ({ order: event.output }) },
                    { type: 'announce', params: ({ event }) => ({ order: event.output }) },
                  ],
                },
              ],
              // A failed poll says nothing about the order: ask again after the interval. Logged out
              // (6001), stop asking until the member logs in again (`slip.resume`).
              onError: [
                { guard: ({ event }) => isLoginExpiredError(event.error), target: '#betSlip.editing' },
                { target: 'waiting' },
              ],
            },
          },
        },
      },
    },
  }),
);

export type BetSlipMachine = ReturnType<typeof betSlipMachine>;
export type BetSlipSnapshot = SnapshotFrom<BetSlipMachine>;
export type BetSlipRef = ActorRefFrom<BetSlipMachine>;

/** The bet-slip machine with its calls bound to an HttpPort (see `createBetSlipActors`). */
export function createBetSlipMachine(deps: BetSlipPorts) {
  return betSlipMachine().provide({ actors: createBetSlipActors(deps) });
}
