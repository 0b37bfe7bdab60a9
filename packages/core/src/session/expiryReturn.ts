import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import type { LoginEventBus } from './loginEvents.ts';
import { isInAppPath, rememberOriginUrl } from './originUrl.ts';
import type { SessionActor } from './sessionCapability.ts';

/** One field of a form as the member left it. `key` names the field on its page (a client's choice). */
export interface DraftField {
  key: string;
  value: string;
  /** Checkboxes and radios: whether it was ticked. */
  checked?: boolean;
  /** A password-type field (login, withdrawal or second password): never kept. */
  secret: boolean;
}

/** Keys that name a password, whatever the field's type says. */
const SECRET_KEY = /密码|密碼|password|passwd|pwd|secret|pin\b/i;

/** The fields that may be kept: never a password or withdrawal password, never an empty one. */
export function keepableFields(fields: readonly DraftField[]): DraftField[] {
  return fields.filter(
    (field) => !field.secret && !SECRET_KEY.test(field.key) && (field.value !== '' || field.checked === true),
  );
}

export interface ExpiryReturn {
  /**
   * The login expired (6001) while the member was on `path` with these fields typed: remember the page
   * (SPEC §3 originUrl, so the login that opens returns there) and what may be kept of the form.
   */
  keep(path: string, fields: readonly DraftField[]): void;
  /** The kept fields of `path`, once, when the same member logged in again; else null. */
  take(path: string): DraftField[] | null;
}

export interface ExpiryReturnDeps {
  session: SessionActor;
  bus: LoginEventBus;
  storage: StoragePort;
}

/**
 * Issue #29 item 5: a 6001 in the middle of a form sends the member home and opens the login; after
 * they log in again they return to the page with what they typed (never a password). Held in memory
 * only, for the member whose session expired: another member logging in, or a logout, drops it.
 */
export function createExpiryReturn({ session, bus, storage }: ExpiryReturnDeps): ExpiryReturn {
  let lastUserId: string | null = null;
  session.subscribe(() => {
    const { userId } = session.getSnapshot().context;
    if (userId) lastUserId = userId;
  });
  let draft: { path: string; userId: string | null; fields: DraftField[] } | null = null;
  let ready = false;

  bus.on('login_success', ({ userId }) => {
    if (draft === null) return;
    if (draft.userId !== null && draft.userId !== userId) {
      // Another member: neither the page nor the form of the previous one.
      if (storage.get(StorageKey.originUrl) === draft.path) storage.remove(StorageKey.originUrl);
      draft = null;
      return;
    }
    ready = true;
  });
  session.on('session.loggedOut', ({ reason }) => {
    if (reason !== 'expired') draft = null;
  });

  return {
    keep(path, fields) {
      if (!isInAppPath(path) || path === '/') return;
      rememberOriginUrl(storage, path);
      draft = { path, userId: lastUserId, fields: keepableFields(fields) };
      ready = false;
    },
    take(path) {
      if (draft === null || !ready || draft.path !== path) return null;
      const { fields } = draft;
      draft = null;
      ready = false;
      return fields;
    },
  };
}
