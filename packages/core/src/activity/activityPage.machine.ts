import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../api/resultCodes.ts';
import type { ActivityConfig, ActivityVerification } from '../api/schemas/activity.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { type ActivityStanding, activityStanding } from './standing.ts';

export interface ActivityPageInput {
  id: number;
  loggedIn: boolean;
}

export interface LoadedActivity {
  config: ActivityConfig;
  /** null for visitors (verification is a member call). */
  verification: ActivityVerification | null;
  /** The clock when it was read: the time window is judged against it. */
  at: number;
}

export interface ActivityPageContext extends ActivityPageInput {
  loaded: LoadedActivity | null;
  /** zh-CN message of the last failed load; '' when none. */
  error: string;
}

export type ActivityPageEvent =
  | { type: 'activity.reload' }
  | { type: 'activity.session'; loggedIn: boolean }
  | { type: 'activity.refreshProgress' };

const notProvided = (name: string) => () => Promise.reject(new Error(`activity page ${name} not provided`));

/**
 * One activity page (SPEC §2 /activity/<type>/{id}): promotion/config for everyone, then
 * promotion/verification for members. Login or logout loads it again; a join refreshes the progress
 * only. What was shown stays shown while it reloads (no layout jump).
 */
export const activityPageMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ActivityPageContext,
      events: {} as ActivityPageEvent,
      input: {} as ActivityPageInput,
    },
    actors: {
      loadActivity: fromPromise<LoadedActivity, ActivityPageInput>(notProvided('loadActivity')),
      loadVerification: fromPromise<{ verification: ActivityVerification; at: number }, { id: number }>(
        notProvided('loadVerification'),
      ),
    },
  }).createMachine({
    id: 'activityPage',
    context: ({ input }) => ({ ...input, loaded: null, error: '' }),
    initial: 'loading',
    on: {
      'activity.session': {
        guard: ({ context, event }) => context.loggedIn !== event.loggedIn,
        target: '.loading',
        actions: assign({ loggedIn: ({ event }) => event.loggedIn }),
      },
    },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'loadActivity',
          input: ({ context }) => ({ id: context.id, loggedIn: context.loggedIn }),
          onDone: { target: 'ready', actions: assign({ loaded: ({ event }) => event.output, error: '' }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      refreshing: {
        invoke: {
          src: 'loadVerification',
          input: ({ context }) => ({ id: context.id }),
          onDone: {
            target: 'ready',
            actions: assign({
              loaded: ({ context, event }) =>
                context.loaded && {
                  ...context.loaded,
                  verification: event.output.verification,
                  at: event.output.at,
                },
            }),
          },
          // The page keeps what it showed; the next reload tries again.
          onError: 'ready',
        },
      },
      ready: {
        on: {
          'activity.reload': 'loading',
          'activity.refreshProgress': [
            { guard: ({ context }) => context.loggedIn && context.loaded !== null, target: 'refreshing' },
            { target: 'loading' },
          ],
        },
      },
      failed: { on: { 'activity.reload': 'loading' } },
    },
  }),
);

export type ActivityPageSnapshot = SnapshotFrom<ReturnType<typeof activityPageMachine>>;

export const selectActivityConfig = (s: ActivityPageSnapshot): ActivityConfig | null =>
  s.context.loaded?.config ?? null;
export const selectActivityVerification = (s: ActivityPageSnapshot): ActivityVerification | null =>
  s.context.loaded?.verification ?? null;
export const selectActivityLoading = (s: ActivityPageSnapshot): boolean => s.hasTag('busy');
export const selectActivityError = (s: ActivityPageSnapshot): string =>
  s.matches('failed') ? s.context.error : '';

/** The viewer's standing; null until the activity has loaded. */
export function selectActivityStanding(s: ActivityPageSnapshot): ActivityStanding | null {
  const loaded = s.context.loaded;
  if (loaded === null) return null;
  const verification = s.context.loggedIn ? loaded.verification : null;
  return activityStanding(loaded.config, verification, s.context.loggedIn, loaded.at);
}
