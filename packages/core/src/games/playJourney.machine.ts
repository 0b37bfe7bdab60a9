import {
  type ActorRefFrom,
  assign,
  type DoneActorEvent,
  emit,
  fromPromise,
  type SnapshotFrom,
  sendTo,
  setup,
  stopChild,
} from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { describeResultCode, errorMessage, ResultCode } from '../api/resultCodes.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import type { ReservedWindow } from '../ports/navigator.ts';
import type { GameLaunchRequest } from './gameActors.ts';
import { opensNewWindow, resolveGameLaunch } from './launch.ts';
import {
  launchFailureEffect,
  type NeedsTransfer,
  type OpenableLaunch,
  type PlayEffect,
  type PlayJourneyEvent,
} from './playEffects.ts';
import { venueErrorNotice } from './venueError.ts';
import {
  TRANSFER_SUCCESS_TEXT,
  type VenueTransferOutput,
  venueTransferMachine,
} from './venueTransfer.machine.ts';

// The journey's events and effects and the text of a launch are xstate-free (playEffects.ts, issue #27).
export * from './playEffects.ts';

/** The transfer form finished: the money moved (the machine's final state). */
type TransferDone = DoneActorEvent<VenueTransferOutput, 'transfer'>;

export type VenueTransferActor = ActorRefFrom<ReturnType<typeof venueTransferMachine>>;

export interface PlayJourneyContext {
  request: GameLaunchRequest | null;
  relaunch: boolean;
  window: ReservedWindow | null;
  /** The last failure's text ('' otherwise). */
  message: string;
  needsTransfer: NeedsTransfer | null;
  transferRef: VenueTransferActor | null;
}

const codeOf = (error: unknown): number | null => (isApiError(error) ? error.code : null);

/** The server's words for a failure, else the catalogue's (6415 場馆维护中 when the server is silent). */
function failureMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === ResultCode.VenueMaintenance && isApiError(error) && !error.envelope?.message?.trim())
    return describeResultCode(code).message;
  return venueErrorNotice(error) ?? errorMessage(error);
}

const NO_REQUEST: GameLaunchRequest = { enName: '', gameCode: '' };

/**
 * SPEC §4/§8, the member's "play this game" as one machine (`engine.games.play`): a visitor is asked
 * to log in (the login-required prompt); a member's launch shows 启动中... (tag `launching`), then
 * the answer is resolved (resolveGameLaunch) and `play.open` asks the host to open it. 6413 opens the
 * venue transfer form (the venue transfer machine, spawned as `transfer`, its transfer the engine's
 * funds); its success says 转账成功, refreshes the balance and launches again with
 * isActivity 1. A second start while one launches is ignored.
 */
export const playJourneyMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as PlayJourneyContext,
      events: {} as PlayJourneyEvent | TransferDone,
      emitted: {} as PlayEffect,
    },
    actors: {
      launchGame: fromPromise<string, GameLaunchRequest>(() =>
        Promise.reject(new Error('game actor launchGame not provided')),
      ),
      venueTransfer: venueTransferMachine(),
    },
    guards: {
      // Provided by the engine (the session); a journey without it treats everyone as a visitor.
      isLoggedIn: () => false,
      transferIdle: ({ context }) => !(context.transferRef?.getSnapshot().hasTag('busy') ?? false),
    },
    actions: {
      /** SPEC §4 "checking login can fire a show-login-prompt event": provided by the engine. */
      askLogin: () => undefined,
      /** Money moved: the session fetches the balance again. Provided by the engine. */
      refreshBalance: () => undefined,
      remember: assign(({ event }) => {
        if (event.type !== 'play.start') return {};
        // Reserved now, still inside the member's click; only a venue that opens a window needs one.
        const reserved =
          event.reserveWindow !== undefined && opensNewWindow(event.request.enName)
            ? event.reserveWindow()
            : null;
        return { request: event.request, relaunch: event.relaunch === true, window: reserved, message: '' };
      }),
      closeWindow: assign(({ context }) => {
        context.window?.close();
        return { window: null };
      }),
      fail: assign((_, params: { message: string }) => ({ message: params.message })),
      announceFailure: emit(({ context }) =>
        launchFailureEffect(context.request?.enName ?? '', context.message),
      ),
      openTransfer: assign(({ context, spawn }) => ({
        transferRef: spawn('venueTransfer', {
          id: 'transfer',
          input: {
            enName: context.needsTransfer?.venue ?? '',
            gameCode: context.needsTransfer?.gameCode ?? '',
            isActivity: context.needsTransfer?.isActivity ?? 1,
            message: context.needsTransfer?.message ?? '',
          },
        }),
      })),
    },
  }).createMachine({
    id: 'playJourney',
    initial: 'idle',
    context: () => ({
      request: null,
      relaunch: false,
      window: null,
      message: '',
      needsTransfer: null,
      transferRef: null,
    }),
    on: {
      'play.reset': { target: '.idle', actions: 'closeWindow' },
    },
    states: {
      idle: {
        on: {
          'play.start': [
            { guard: 'isLoggedIn', target: 'launching', actions: 'remember' },
            { actions: 'askLogin' },
          ],
        },
      },
      launching: {
        tags: ['busy', 'launching'],
        invoke: {
          src: 'launchGame',
          input: ({ context }) => context.request ?? NO_REQUEST,
          onDone: [
            {
              guard: ({ context, event }) =>
                resolveGameLaunch(event.output, context.request?.enName ?? '').kind === 'refused',
              target: 'failed',
              actions: {
                type: 'fail',
                params: ({ context, event }) => {
                  const launch = resolveGameLaunch(event.output, context.request?.enName ?? '');
                  return { message: launch.kind === 'refused' ? launch.message : '' };
                },
              },
            },
            {
              target: 'opened',
              actions: [
                emit(({ context, event }) => ({
                  type: 'play.open' as const,
                  launch: resolveGameLaunch(event.output, context.request?.enName ?? '') as OpenableLaunch,
                  request: context.request ?? NO_REQUEST,
                  replace: context.relaunch,
                  window: context.window,
                })),
                assign({ window: null }),
              ],
            },
          ],
          onError: [
            {
              guard: ({ event }) => codeOf(event.error) === ResultCode.VenueActivity,
              target: 'transfer',
              actions: assign({
                needsTransfer: ({ context, event }) => ({
                  venue: context.request?.enName ?? '',
                  gameCode: context.request?.gameCode ?? '',
                  message: errorMessage(event.error),
                  isActivity: 1 as const,
                }),
              }),
            },
            {
              target: 'failed',
              actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            },
          ],
        },
      },
      transfer: {
        entry: ['closeWindow', 'openTransfer'],
        exit: [stopChild('transfer'), assign({ transferRef: null, needsTransfer: null })],
        on: {
          'transfer.amount': { actions: sendTo('transfer', ({ event }) => event) },
          'transfer.all': { actions: sendTo('transfer', ({ event }) => event) },
          'transfer.submit': { actions: sendTo('transfer', ({ event }) => event) },
          'transfer.reloadBalance': { actions: sendTo('transfer', ({ event }) => event) },
          'play.dismiss': { guard: 'transferIdle', target: 'idle' },
          'xstate.done.actor.transfer': {
            target: 'launching',
            actions: [
              emit({ type: 'play.toast', tone: 'success', text: TRANSFER_SUCCESS_TEXT }),
              'refreshBalance',
              // SPEC §4: transfer success launches the game again, now as the activity's.
              assign(({ event }) => ({
                request: {
                  enName: event.output.enName,
                  gameCode: event.output.gameCode,
                  isActivity: event.output.isActivity,
                },
                relaunch: false,
                message: '',
              })),
            ],
          },
        },
      },
      opened: {
        on: {
          'play.start': [
            { guard: 'isLoggedIn', target: 'launching', actions: 'remember' },
            { actions: 'askLogin' },
          ],
        },
      },
      failed: {
        entry: ['closeWindow', 'announceFailure'],
        on: {
          'play.start': [
            { guard: 'isLoggedIn', target: 'launching', actions: 'remember' },
            { actions: 'askLogin' },
          ],
          'play.dismiss': { target: 'idle' },
        },
      },
    },
  }),
);

export type PlayJourneySnapshot = SnapshotFrom<ReturnType<typeof playJourneyMachine>>;
