import { user } from '../api/catalogue/user.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

/**
 * SPEC §3 `jwtToken`: the `member/jwt` answer as the chat login sends it (JSON text). Fetched for
 * every chat login and kept under `jwtToken`; when the fetch fails the one kept for this login is
 * used. The session removes it at logout and expiry (SESSION_STORAGE_KEYS).
 */
export async function loadChatJwt(ports: {
  http: HttpPort;
  storage?: StoragePort | undefined;
}): Promise<unknown> {
  const { http, storage } = ports;
  try {
    const jwt = await http.call(user.jwt, {});
    storage?.set(StorageKey.jwtToken, JSON.stringify(jwt ?? null));
    return jwt;
  } catch (error) {
    const kept = storedChatJwt(storage);
    if (kept === undefined) throw error;
    return kept;
  }
}

/** The kept jwt answer, or undefined when none (or unreadable) is stored. */
export function storedChatJwt(storage: StoragePort | undefined): unknown {
  const text = storage?.get(StorageKey.jwtToken);
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
