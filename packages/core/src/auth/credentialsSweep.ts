import type { ClockPort } from '../ports/clock.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

/**
 * What the engine does with remembered credentials at start and at logout: sweep the expired and
 * old-form ones, clear them. Apart from reading and saving them (rememberedCredentials.ts, which
 * re-exports these), which the login dialog's code does (issue #27).
 */

/** Remembered credentials last this long after the remember-password timestamp (issue #29). */
export const REMEMBER_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stored forms, told apart by prefix. `v1.`: name and password sealed by the device vault (a key no
 * storage or config holds). `n1.`: the name alone under the site cipher (no vault on this platform).
 * Anything else is the old form (name and password under the site cipher whose key /config.json
 * serves to everyone) and is dropped unread.
 */
export const SEALED = 'v1.';
export const NAME_ONLY = 'n1.';

export function clearCredentials(storage: StoragePort): void {
  storage.remove(StorageKey.savedCredentials);
  storage.remove(StorageKey.rememberPwdTime);
}

/** True while the remember timestamp is readable, not in the future and less than 30 days old. */
export function credentialsAreFresh(rememberedAt: string | null, now: number): boolean {
  if (rememberedAt === null || !/^\d{1,16}$/.test(rememberedAt)) return false;
  const at = Number(rememberedAt);
  return at <= now && now - at < REMEMBER_FOR_MS;
}

/**
 * Drops remembered credentials that are expired or in the old, config-key form. Synchronous: the engine
 * runs it at start, so an old readable password leaves storage on the first visit after an update.
 */
export function sweepCredentials(deps: { storage: StoragePort; clock: ClockPort }): void {
  const stored = deps.storage.get(StorageKey.savedCredentials);
  const time = deps.storage.get(StorageKey.rememberPwdTime);
  if (stored === null && time === null) return;
  const knownForm = stored !== null && (stored.startsWith(SEALED) || stored.startsWith(NAME_ONLY));
  if (!knownForm || !credentialsAreFresh(time, deps.clock.now())) clearCredentials(deps.storage);
}
