import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { describeResultCode, errorMessage, ResultCode } from '../api/resultCodes.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import type { GameLaunchRequest } from './gameActors.ts';
import { type GameLaunch, resolveGameLaunch } from './launch.ts';

/** SPEC §4: the text shown while a game starts. */
export const GAME_LAUNCHING_TEXT = '启动中...';

export interface GameLaunchContext {
  request: GameLaunchRequest | null;
  launch: GameLaunch | null;
  /** The message of the last failure; '' otherwise. */
  message: string;
}

export type GameLaunchEvent =
  | { type: 'launch.start'; request: GameLaunchRequest }
  | { type: 'launch.dismiss' };

export type GameLaunchEmitted =
  /** Open the game: the host carries the decision out (applyGameLaunch). */
  | { type: 'launch.open'; launch: GameLaunch; request: GameLaunchRequest }
  /** 6413: the venue runs an activity; open the venue transfer dialog with the server message. */
  | { type: 'launch.needsTransfer'; request: GameLaunchRequest; message: string }
  /** Maintenance (6415), an unsafe answer, or any other failure: show the message. */
  | { type: 'launch.failed'; message: string; code: number | null };

const NO_REQUEST: GameLaunchRequest = { enName: '', gameCode: '' };
const restart = {
  'launch.start': { target: 'launching', actions: 'remember' },
  'launch.dismiss': { target: 'idle' },
} as const;

const codeOf = (error: unknown): number | null => (isApiError(error) ? error.code : null);

/** The server's words for a failure, else the catalogue's (6415 場馆维护中 when the server is silent). */
function failureMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === ResultCode.VenueMaintenance && isApiError(error) && !error.envelope?.message?.trim())
    return describeResultCode(code).message;
  return errorMessage(error);
}

/**
 * SPEC §4/§8 game launch: `launch.start` calls venue/launch (state `launching`, text 启动中...), then
 * resolves the answer with resolveGameLaunch and emits what the host must do. A second start while one
 * is in flight is ignored (the button is disabled too).
 */
export const gameLaunchMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as GameLaunchContext,
      events: {} as GameLaunchEvent,
      emitted: {} as GameLaunchEmitted,
    },
    actors: {
      launchGame: fromPromise<string, GameLaunchRequest>(() =>
        Promise.reject(new Error('game actor launchGame not provided')),
      ),
    },
    actions: {
      remember: assign(({ event }) =>
        event.type === 'launch.start' ? { request: event.request, launch: null, message: '' } : {},
      ),
    },
    guards: {
      isVenueActivity: (_, params: { error: unknown }) => codeOf(params.error) === ResultCode.VenueActivity,
    },
  }).createMachine({
    id: 'gameLaunch',
    initial: 'idle',
    context: { request: null, launch: null, message: '' },
    states: {
      idle: { on: restart },
      launching: {
        tags: ['busy'],
        invoke: {
          src: 'launchGame',
          input: ({ context }) => context.request ?? NO_REQUEST,
          onDone: {
            target: 'resolving',
            actions: assign({
              launch: ({ context, event }) => resolveGameLaunch(event.output, context.request?.enName ?? ''),
            }),
          },
          onError: [
            {
              guard: { type: 'isVenueActivity', params: ({ event }) => ({ error: event.error }) },
              target: 'needsTransfer',
              actions: [
                assign({ message: ({ event }) => errorMessage(event.error) }),
                emit(({ context }) => ({
                  type: 'launch.needsTransfer' as const,
                  request: context.request ?? NO_REQUEST,
                  message: context.message,
                })),
              ],
            },
            {
              target: 'failed',
              actions: [
                assign({ message: ({ event }) => failureMessage(event.error) }),
                emit(({ context, event }) => ({
                  type: 'launch.failed' as const,
                  message: context.message,
                  code: codeOf(event.error),
                })),
              ],
            },
          ],
        },
      },
      resolving: {
        tags: ['busy'],
        always: [
          {
            guard: ({ context }) => context.launch?.kind === 'refused',
            target: 'failed',
            actions: [
              assign({
                message: ({ context }) => (context.launch?.kind === 'refused' ? context.launch.message : ''),
              }),
              emit(({ context }) => ({
                type: 'launch.failed' as const,
                message: context.message,
                code: null,
              })),
            ],
          },
          {
            target: 'launched',
            actions: emit(({ context }) => ({
              type: 'launch.open' as const,
              launch: context.launch ?? { kind: 'refused' as const, message: '' },
              request: context.request ?? NO_REQUEST,
            })),
          },
        ],
      },
      launched: { on: restart },
      needsTransfer: { on: restart },
      failed: { on: restart },
    },
  }),
);

export type GameLaunchSnapshot = SnapshotFrom<ReturnType<typeof gameLaunchMachine>>;

export const selectIsLaunching = (snapshot: GameLaunchSnapshot): boolean => snapshot.hasTag('busy');
export const selectLaunchMessage = (snapshot: GameLaunchSnapshot): string => snapshot.context.message;
