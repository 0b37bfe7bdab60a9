import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../api/resultCodes.ts';
import type { ConfirmInfo, JoinPayload, JoinResult } from '../api/schemas/activity.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { type IntentResult, requestIdAfter } from '../money/intent.ts';

/** What the member asks for beyond the activity id: a newTask task or a bettingGift tier. */
export interface JoinArgs {
  taskId?: string;
  tier?: number;
}

export interface ActivityJoinInput {
  id: number;
  newRequestId: () => string;
}

export interface ActivityJoinContext extends ActivityJoinInput {
  args: JoinArgs;
  /** The terms shown before a deposit-bonus join; null when none. */
  terms: ConfirmInfo | null;
  /** The last result, until the next join starts. */
  result: JoinResult | null;
  error: string;
  /** The intent whose outcome is unknown: a retry of the same args carries its id again. */
  pending: { requestId: string; key: string } | null;
}

export type ActivityJoinEvent =
  | { type: 'join.start'; args: JoinArgs; confirm: boolean }
  | { type: 'join.accept' }
  | { type: 'join.cancel' }
  | { type: 'join.dismiss' };

export type ActivityJoinEmitted = { type: 'join.succeeded'; result: JoinResult };

const keyOf = (args: JoinArgs) => `${args.taskId ?? ''}|${args.tier ?? ''}`;

const notProvided = (name: string) => () => Promise.reject(new Error(`activity join ${name} not provided`));

/**
 * Joining or claiming (promotion/joinActivity), with promotion/confirmInfo first for deposit bonuses.
 * One request id per intent: a retry after an unknown outcome (timeout, dropped answer) carries the
 * same id, so the server pays once; a refusal with a code ends the intent (docs/protocol.md).
 */
export const activityJoinMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ActivityJoinContext,
      events: {} as ActivityJoinEvent,
      emitted: {} as ActivityJoinEmitted,
      input: {} as ActivityJoinInput,
    },
    actors: {
      fetchTerms: fromPromise<ConfirmInfo, { id: number }>(notProvided('fetchTerms')),
      join: fromPromise<IntentResult<JoinResult>, { payload: JoinPayload; requestId: string }>(
        notProvided('join'),
      ),
    },
    actions: {
      begin: assign(({ context, event }) => {
        if (event.type !== 'join.start') return {};
        const key = keyOf(event.args);
        const pending =
          context.pending?.key === key ? context.pending : { requestId: context.newRequestId(), key };
        return { args: event.args, error: '', result: null, terms: null, pending };
      }),
    },
  }).createMachine({
    id: 'activityJoin',
    context: ({ input }) => ({ ...input, args: {}, terms: null, result: null, error: '', pending: null }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          'join.start': [
            { guard: ({ event }) => event.confirm, target: 'fetchingTerms', actions: 'begin' },
            { target: 'joining', actions: 'begin' },
          ],
          'join.dismiss': { actions: assign({ result: null, error: '' }) },
        },
      },
      fetchingTerms: {
        tags: ['busy'],
        invoke: {
          src: 'fetchTerms',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'confirming', actions: assign({ terms: ({ event }) => event.output }) },
          onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      confirming: {
        on: {
          'join.accept': 'joining',
          'join.cancel': { target: 'idle', actions: assign({ terms: null }) },
        },
      },
      joining: {
        tags: ['busy'],
        invoke: {
          src: 'join',
          input: ({ context }) => ({
            payload: { id: context.id, ...context.args },
            requestId: context.pending?.requestId ?? context.newRequestId(),
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'idle',
              actions: [
                assign({
                  result: ({ event }) => (event.output.type === 'ok' ? event.output.value : null),
                  terms: null,
                  pending: null,
                }),
                emit(({ event }) => ({
                  type: 'join.succeeded' as const,
                  result: (event.output as Extract<IntentResult<JoinResult>, { type: 'ok' }>).value,
                })),
              ],
            },
            {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const id = requestIdAfter(event.output);
                return {
                  error: event.output.type === 'failed' ? event.output.message : '',
                  terms: null,
                  pending: id === null ? null : { requestId: id, key: keyOf(context.args) },
                };
              }),
            },
          ],
          onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
    },
  }),
);

export type ActivityJoinSnapshot = SnapshotFrom<ReturnType<typeof activityJoinMachine>>;

export const selectJoinBusy = (s: ActivityJoinSnapshot): boolean => s.hasTag('busy');
export const selectJoinTerms = (s: ActivityJoinSnapshot): ConfirmInfo | null =>
  s.matches('confirming') ? s.context.terms : null;
export const selectJoinResult = (s: ActivityJoinSnapshot): JoinResult | null => s.context.result;
export const selectJoinError = (s: ActivityJoinSnapshot): string => s.context.error;
/** Which args are in flight (a claim button shows its own spinner). */
export const selectJoinArgs = (s: ActivityJoinSnapshot): JoinArgs | null =>
  s.hasTag('busy') || s.matches('confirming') ? s.context.args : null;
