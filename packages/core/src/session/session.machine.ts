import { assign, createActor, emit, fromPromise, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import type { Balance } from '../api/schemas/wallet.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import {
  createSessionActors,
  type SessionPorts,
  type StoredSession,
  type UnreadSnapshot,
} from './sessionActors.ts';
import type { SessionMachineActor } from './sessionFacade.ts';
import {
  SETTLING,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  SIGNED_OUT,
} from './sessionState.ts';

// The types and selectors live in sessionState.ts (no xstate, issue #27); re-exported for the machine's users.
export * from './sessionState.ts';

const notProvided = (name: string) => () => Promise.reject(new Error(`session actor ${name} not provided`));

const isLoginExpired = (error: unknown): boolean =>
  isApiError(error) && error.code === ResultCode.LoginExpired;

export const sessionMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      emitted: {} as SessionEmitted,
    },
    actors: {
      restoreSession: fromPromise<StoredSession | null>(notProvided('restoreSession')),
      saveSession: fromPromise<void, StoredSession>(notProvided('saveSession')),
      fetchMember: fromPromise<MemberInfo>(notProvided('fetchMember')),
      fetchBalance: fromPromise<Balance>(notProvided('fetchBalance')),
      fetchUnread: fromPromise<UnreadSnapshot>(notProvided('fetchUnread')),
      logout: fromPromise<void, { token: string }>(notProvided('logout')),
      clearSession: fromPromise<void>(notProvided('clearSession')),
    },
    actions: {
      forgetSession: assign(SIGNED_OUT),
      announceLoggedOut: emit(({ context }) => ({
        type: 'session.loggedOut' as const,
        reason: context.ending?.reason ?? 'logout',
        hadToken: context.ending?.hadToken ?? false,
        ...(context.ending?.message === undefined ? {} : { message: context.ending.message }),
      })),
      endExpired: assign({ ending: { reason: 'expired', hadToken: true } }),
      endElsewhere: assign({
        ending: ({ event }) => ({
          reason: event.type === 'session.endedElsewhere' ? event.reason : ('otherTab' as const),
          hadToken: true,
        }),
      }),
      setLoading: assign(({ context }, params: { part: keyof SessionContext['loading']; on: boolean }) => ({
        loading: { ...context.loading, [params.part]: params.on },
      })),
    },
  }).createMachine({
    id: 'session',
    initial: 'idle',
    context: { ...SIGNED_OUT, ending: null },
    on: {
      'session.expired': {
        target: '.ending',
        actions: assign({
          ending: ({ event }) => ({ reason: 'expired' as const, hadToken: event.hadToken }),
        }),
      },
    },
    states: {
      idle: {
        tags: [SETTLING],
        on: { 'session.restore': 'restoring' },
      },
      restoring: {
        tags: [SETTLING],
        invoke: {
          src: 'restoreSession',
          onDone: [
            {
              guard: ({ event }) => event.output !== null,
              target: 'loggedIn',
              actions: assign({
                token: ({ event }) => event.output?.token ?? null,
                userId: ({ event }) => event.output?.userId ?? null,
              }),
            },
            { target: 'loggedOut' },
          ],
          onError: 'loggedOut',
        },
      },
      loggedOut: {
        // After the transition's announceLoggedOut has read it.
        entry: assign({ ending: null }),
        on: {
          'session.loggedIn': {
            target: 'saving',
            actions: assign({ token: ({ event }) => event.token, userId: ({ event }) => event.userId }),
          },
          'session.adopt': {
            target: 'loggedIn',
            actions: assign({ token: ({ event }) => event.token, userId: ({ event }) => event.userId }),
          },
          // A late 6001 for the session this tab already ended (its logout call, a call in flight).
          'session.expired': { guard: ({ event }) => event.hadToken },
        },
      },
      saving: {
        tags: [SETTLING],
        on: {
          'session.endedElsewhere': {
            target: 'loggedOut',
            actions: ['endElsewhere', 'forgetSession', 'announceLoggedOut'],
          },
        },
        invoke: {
          src: 'saveSession',
          input: ({ context }) => ({ token: context.token ?? '', userId: context.userId ?? '' }),
          // A storage failure (private mode, quota) still leaves the member logged in for this page.
          onDone: 'loggedIn',
          onError: 'loggedIn',
        },
      },
      loggedIn: {
        type: 'parallel',
        on: {
          // Issue #29: the local session goes first (storage and context at once, so a tab opened
          // meanwhile is a visitor); the server is told after, with the token this tab had.
          'session.logout': {
            target: 'loggedOut',
            actions: [
              assign({ ending: ({ event }) => ({ reason: event.reason ?? 'logout', hadToken: true }) }),
              spawnChild('logout', { input: ({ context }) => ({ token: context.token ?? '' }) }),
              'forgetSession',
              'announceLoggedOut',
            ],
          },
          'session.endedElsewhere': {
            target: 'loggedOut',
            actions: ['endElsewhere', 'forgetSession', 'announceLoggedOut'],
          },
          // The same member logged in again in another tab: the new token, nothing else changes.
          'session.adopt': {
            guard: ({ context, event }) => context.userId === event.userId,
            actions: assign({ token: ({ event }) => event.token }),
          },
          'session.loggedIn': {
            target: 'saving',
            actions: assign({ token: ({ event }) => event.token, userId: ({ event }) => event.userId }),
          },
        },
        states: {
          member: {
            initial: 'loading',
            states: {
              loading: {
                entry: { type: 'setLoading', params: { part: 'member', on: true } },
                exit: { type: 'setLoading', params: { part: 'member', on: false } },
                invoke: {
                  src: 'fetchMember',
                  onDone: { target: 'ready', actions: assign({ member: ({ event }) => event.output }) },
                  // Issue #15: a 6001 is the §8 login-expired flow (the adapter's hook already ran it);
                  // any other failure is tried once more before the session ends.
                  onError: [
                    {
                      guard: ({ event }) => isLoginExpired(event.error),
                      target: '#session.ending',
                      actions: 'endExpired',
                    },
                    { target: 'retrying' },
                  ],
                },
              },
              retrying: {
                entry: { type: 'setLoading', params: { part: 'member', on: true } },
                exit: { type: 'setLoading', params: { part: 'member', on: false } },
                invoke: {
                  src: 'fetchMember',
                  onDone: { target: 'ready', actions: assign({ member: ({ event }) => event.output }) },
                  onError: [
                    {
                      guard: ({ event }) => isLoginExpired(event.error),
                      target: '#session.ending',
                      actions: 'endExpired',
                    },
                    {
                      target: '#session.ending',
                      actions: assign({
                        ending: ({ event }) => ({
                          reason: 'memberFailed' as const,
                          hadToken: true,
                          message: errorMessage(event.error),
                        }),
                      }),
                    },
                  ],
                },
              },
              // A refresh during a fetch is already answered by that fetch.
              ready: { on: { 'session.refresh': 'loading' } },
            },
          },
          balance: {
            initial: 'loading',
            states: {
              loading: {
                entry: { type: 'setLoading', params: { part: 'balance', on: true } },
                exit: { type: 'setLoading', params: { part: 'balance', on: false } },
                invoke: {
                  src: 'fetchBalance',
                  onDone: { target: 'ready', actions: assign({ balance: ({ event }) => event.output }) },
                  // The last known balance stays on screen.
                  onError: [
                    {
                      guard: ({ context }) => context.reportBalanceError,
                      target: 'ready',
                      actions: emit(({ event }) => ({
                        type: 'session.balanceFailed' as const,
                        message: errorMessage(event.error),
                      })),
                    },
                    { target: 'ready' },
                  ],
                },
              },
              ready: {
                on: {
                  'session.refresh': {
                    target: 'loading',
                    actions: assign({ reportBalanceError: false }),
                  },
                  'session.refreshBalance': {
                    target: 'loading',
                    actions: assign({ reportBalanceError: ({ event }) => event.showError ?? false }),
                  },
                },
              },
            },
          },
          unread: {
            initial: 'loading',
            states: {
              loading: {
                entry: { type: 'setLoading', params: { part: 'unread', on: true } },
                exit: { type: 'setLoading', params: { part: 'unread', on: false } },
                invoke: {
                  src: 'fetchUnread',
                  onDone: {
                    target: 'ready',
                    actions: assign(({ context, event }) => ({
                      unread: event.output.counts ?? context.unread,
                      feedbackUnread: event.output.feedback ?? context.feedbackUnread,
                    })),
                  },
                  onError: 'ready',
                },
              },
              ready: { on: { 'session.refreshUnread': 'loading' } },
            },
          },
        },
      },
      ending: {
        entry: 'forgetSession',
        on: { 'session.expired': {} },
        invoke: {
          src: 'clearSession',
          onDone: { target: 'loggedOut', actions: 'announceLoggedOut' },
          onError: { target: 'loggedOut', actions: 'announceLoggedOut' },
        },
      },
    },
  }),
);

/** The session machine with its side effects bound to real (or fake) ports. */
export function createSessionMachine(ports: SessionPorts) {
  return sessionMachine().provide({ actors: createSessionActors(ports) });
}

export type SessionMachine = ReturnType<typeof sessionMachine>;
export type SessionMachineSnapshot = SnapshotFrom<SessionMachine>;

/**
 * Starts a session machine over the ports and asks it to restore the stored session (the session
 * facade's loader, sessionFacade.ts; issue #27).
 */
export function startSessionActor(ports: SessionPorts): SessionMachineActor {
  const actor = createActor(createSessionMachine(ports));
  actor.start();
  actor.send({ type: 'session.restore' });
  return {
    getSnapshot: () => actor.getSnapshot(),
    subscribe: (listener) => actor.subscribe(() => listener()),
    send: (event) => actor.send(event),
    onEmitted: (handler) => actor.on('*', handler),
  };
}
