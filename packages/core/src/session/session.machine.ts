import { assign, emit, fromPromise, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { isApiError } from '../api/apiError.ts';
import { errorMessage, ResultCode } from '../api/resultCodes.ts';
import type { UnreadCounts } from '../api/schemas/messages.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import type { Balance } from '../api/schemas/wallet.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import {
  createSessionActors,
  type SessionPorts,
  type StoredSession,
  type UnreadSnapshot,
} from './sessionActors.ts';

/**
 * Why a session ended: the member logged out, the server said 6001, or member info failed (SPEC §4);
 * or another tab of this site logged out or expired (`otherTab`) or logged in as another member
 * (`switched`), issue #29.
 */
/** Why a session ended; `passwordChanged` is SPEC §4 password_change_success (a logout, then the login). */
export type LogoutReason =
  | 'logout'
  | 'passwordChanged'
  | 'expired'
  | 'memberFailed'
  | 'otherTab'
  | 'switched';

/** Reasons that come from another tab: this tab leaves storage alone (the other tab owns it now). */
export const ENDED_ELSEWHERE: readonly LogoutReason[] = ['otherTab', 'switched'];

export interface SessionContext {
  token: string | null;
  userId: string | null;
  member: MemberInfo | null;
  balance: Balance | null;
  unread: UnreadCounts | null;
  feedbackUnread: number;
  loading: { member: boolean; balance: boolean; unread: boolean };
  /** The last balance refresh was asked for by the member, so its failure is reported. */
  reportBalanceError: boolean;
  /**
   * Set while a session is being ended; read by the `session.loggedOut` emit. `message`: the
   * catalogue text of a member-info failure, shown so the member is never logged out silently.
   */
  ending: { reason: LogoutReason; hadToken: boolean; message?: string } | null;
}

export type SessionEvent =
  | { type: 'session.restore' }
  | { type: 'session.loggedIn'; token: string; userId: string }
  /** Every navigation while logged in: member info and balance (SPEC §2 rules 1 and 4). */
  | { type: 'session.refresh' }
  | { type: 'session.refreshBalance'; showError?: boolean }
  | { type: 'session.refreshUnread' }
  | { type: 'session.logout'; reason?: 'logout' | 'passwordChanged' }
  | { type: 'session.expired'; hadToken: boolean }
  /** Another tab ended the shared session or logged in as another member: end here, storage untouched. */
  | { type: 'session.endedElsewhere'; reason: 'otherTab' | 'switched' }
  /** Another tab logged in (and stored it): this tab takes the same session without storing again. */
  | { type: 'session.adopt'; token: string; userId: string };

export type SessionEmitted =
  | { type: 'session.loggedOut'; reason: LogoutReason; hadToken: boolean; message?: string }
  /** Only for a refresh the member asked for (`showError`), SPEC §8 "when flagged". */
  | { type: 'session.balanceFailed'; message: string };

const notProvided = (name: string) => () => Promise.reject(new Error(`session actor ${name} not provided`));

const signedOut = {
  token: null,
  userId: null,
  member: null,
  balance: null,
  unread: null,
  feedbackUnread: 0,
  loading: { member: false, balance: false, unread: false },
  reportBalanceError: false,
} satisfies Omit<SessionContext, 'ending'>;

const SETTLING = 'settling';

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
      forgetSession: assign(signedOut),
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
    context: { ...signedOut, ending: null },
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
export type SessionSnapshot = SnapshotFrom<SessionMachine>;
type HasContext = Pick<SessionSnapshot, 'context'>;

export const selectIsLoggedIn = (snapshot: HasContext): boolean => snapshot.context.token !== null;

/** False until the stored session was read and a new login was saved (guards wait for it). */
export const selectIsSettled = (snapshot: Pick<SessionSnapshot, 'hasTag'>): boolean =>
  !snapshot.hasTag(SETTLING);

export const selectMember = (snapshot: HasContext): MemberInfo | null => snapshot.context.member;

export const selectIsMemberLoading = (snapshot: HasContext): boolean => snapshot.context.loading.member;

export const selectIsBalanceLoading = (snapshot: HasContext): boolean => snapshot.context.loading.balance;

/** Nickname when set, else the login name; '' until member info arrives. */
export function selectDisplayName(snapshot: HasContext): string {
  const member = snapshot.context.member;
  if (member === null) return '';
  for (const field of ['nickName', 'name'] as const) {
    const value = member[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/** The member's chosen avatar (member info `avatar`, set with addAvatar); '' when none or unknown. */
export function selectAvatar(snapshot: HasContext): string {
  const avatar = snapshot.context.member?.avatar;
  return typeof avatar === 'string' ? avatar.trim() : '';
}

/** The server's decimal string as given (format with formatBalance); null until known. */
export const selectTotalBalance = (snapshot: HasContext): string | null =>
  snapshot.context.balance?.totalMoney ?? null;

export const selectUnreadCounts = (snapshot: HasContext): UnreadCounts | null => snapshot.context.unread;

export const selectFeedbackUnread = (snapshot: HasContext): number => snapshot.context.feedbackUnread;
