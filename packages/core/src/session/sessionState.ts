import type { UnreadCounts } from '../api/schemas/messages.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import type { Balance } from '../api/schemas/wallet.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

// The session's state as the engine and hosts read it, without the machine (issue #27): the session
// machine (session.machine.ts, xstate) loads only when a session starts (a stored token at start, a
// login, another tab's login), so a visitor's first visit carries no xstate; until then the session is
// the signed-out snapshot below (sessionFacade.ts).

/**
 * Why a session ended: the member logged out, the server said 6001, or member info failed (SPEC §4);
 * or another tab of this site logged out or expired (`otherTab`) or logged in as another member
 * (`switched`), issue #29. `passwordChanged` is SPEC §4 password_change_success (a logout, then the login).
 */
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

/** The context of a session nobody is logged in to. */
export const SIGNED_OUT = {
  token: null,
  userId: null,
  member: null,
  balance: null,
  unread: null,
  feedbackUnread: 0,
  loading: { member: false, balance: false, unread: false },
  reportBalanceError: false,
} satisfies Omit<SessionContext, 'ending'>;

/** SPEC §1: logged in means a token is stored (the session machine's `saving`). */
export function storeSession(storage: StoragePort, session: { token: string; userId: string }): void {
  storage.set(StorageKey.token, session.token);
  storage.set(StorageKey.userId, session.userId);
}

/** The tag of the states a navigation guard waits out: the stored session is read, a new login saved. */
export const SETTLING = 'settling';

/** The session machine's top-level states. */
export type SessionState = 'idle' | 'restoring' | 'loggedOut' | 'saving' | 'loggedIn' | 'ending';

/** What `engine.session.getSnapshot()` is: the session machine's snapshot once it runs, the same shape before. */
export interface SessionSnapshot {
  readonly context: SessionContext;
  /** True in the state named (a parallel `loggedIn` matches `'loggedIn'`). */
  matches(state: SessionState): boolean;
  hasTag(tag: typeof SETTLING): boolean;
}

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
