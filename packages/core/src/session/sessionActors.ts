import { fromPromise } from 'xstate';
import { feedback } from '../api/catalogue/feedback.ts';
import { money } from '../api/catalogue/money.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { UnreadCounts } from '../api/schemas/messages.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import type { Balance } from '../api/schemas/wallet.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { clearDecryptedData, StorageKey } from '../storage/storageKeys.ts';
import { storeSession } from './sessionState.ts';

export interface StoredSession {
  token: string;
  userId: string;
}

export interface UnreadSnapshot {
  /** null when the letters call failed; the previous counts are then kept. */
  counts: UnreadCounts | null;
  /** null when the feedback call failed. */
  feedback: number | null;
}

export interface SessionPorts {
  http: HttpPort;
  storage: StoragePort;
  /**
   * The header balance's refresh. The engine passes its balance summary's (issue #28: the total holds
   * every venue and the lock money); without it, transfer/getBalance alone.
   */
  fetchBalance?: () => Promise<Balance>;
}

/** Storage keys that belong to one login; removed on logout and expiry (SPEC §4). */
export const SESSION_STORAGE_KEYS = [StorageKey.token, StorageKey.userId, StorageKey.jwtToken] as const;

function clearStoredSession(storage: StoragePort): void {
  for (const key of SESSION_STORAGE_KEYS) storage.remove(key);
  clearDecryptedData(storage);
}

/** feedback/unreadNum answers a bare count (number or numeric string) or an object holding one. */
function readCount(value: unknown): number | null {
  const raw =
    typeof value === 'object' && value !== null && 'count' in value
      ? (value as { count: unknown }).count
      : value;
  const count = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * The session machine's side effects over the ports. Supplied with
 * `sessionMachine.provide({ actors: createSessionActors(ports) })` (or `createSessionMachine`).
 */
export function createSessionActors({ http, storage, fetchBalance }: SessionPorts) {
  return {
    /** SPEC §1: logged in means a token is stored. */
    restoreSession: fromPromise<StoredSession | null>(async () => {
      const token = storage.get(StorageKey.token);
      if (token === null || token === '') return null;
      return { token, userId: storage.get(StorageKey.userId) ?? '' };
    }),
    saveSession: fromPromise<void, StoredSession>(async ({ input }) => storeSession(storage, input)),
    fetchMember: fromPromise<MemberInfo>(() => http.call(user.memberInfo, {})),
    fetchBalance: fromPromise<Balance>(() =>
      fetchBalance ? fetchBalance() : http.call(money.getBalance, {}),
    ),
    fetchUnread: fromPromise<UnreadSnapshot>(async () => {
      const [letters, feedbackCount] = await Promise.allSettled([
        http.call(site.getUnreadForType, { userSystem: 1 }),
        http.call(feedback.unreadNum, {}),
      ]);
      return {
        counts: letters.status === 'fulfilled' ? letters.value : null,
        feedback: feedbackCount.status === 'fulfilled' ? readCount(feedbackCount.value) : null,
      };
    }),
    /**
     * Issue #29: clears locally first (synchronously, before anything is awaited), then tells the server
     * with the token the session had. Never rejects: the member has left whatever the server answers.
     */
    logout: fromPromise<void, { token: string }>(async ({ input }) => {
      clearStoredSession(storage);
      if (input.token === '') return;
      try {
        await http.call(user.logout, {}, { token: input.token });
      } catch {
        // A failed or expired call changes nothing: this page is already logged out.
      }
    }),
    /** Expiry and failed member info: the token is already dead, so only local state is cleared. */
    clearSession: fromPromise<void>(async () => {
      clearStoredSession(storage);
    }),
  };
}

export type SessionActors = ReturnType<typeof createSessionActors>;
