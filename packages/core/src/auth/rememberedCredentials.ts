import { z } from 'zod/mini';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { DeviceVaultPort } from '../ports/deviceVault.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { deferred } from '../validation/deferred.ts';

/**
 * What "记住密码" gives back: the name, and the password only where this device sealed it with its own
 * key. `password` is '' when only the name was kept (no device vault).
 */
export interface RememberedCredentials {
  name: string;
  password: string;
}

/** Remembered credentials last this long after the remember-password timestamp (issue #29). */
export const REMEMBER_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stored forms, told apart by prefix. `v1.`: name and password sealed by the device vault (a key no
 * storage or config holds). `n1.`: the name alone under the site cipher (no vault on this platform).
 * Anything else is the old form (name and password under the site cipher whose key /config.json
 * serves to everyone) and is dropped unread.
 */
const SEALED = 'v1.';
const NAME_ONLY = 'n1.';

const sealedSchema = deferred(() =>
  z.object({ name: z.string().check(z.minLength(1)), password: z.string() }),
);
const nameOnlySchema = deferred(() => z.object({ name: z.string().check(z.minLength(1)) }));

export interface CredentialsDeps {
  storage: StoragePort;
  crypto: CryptoPort;
  clock: ClockPort;
  /** Absent where the platform has no non-extractable key store: then only the name is remembered. */
  vault?: DeviceVaultPort | undefined;
}

/**
 * SPEC §3: saved credentials (encrypted) plus the remember-password timestamp. The password is kept
 * only when the device vault sealed it; otherwise (no vault, or it failed) the name alone is kept.
 */
export async function saveCredentials(
  deps: CredentialsDeps,
  credentials: RememberedCredentials,
): Promise<void> {
  let stored: string | null = null;
  if (deps.vault !== undefined) {
    try {
      stored = SEALED + (await deps.vault.seal(JSON.stringify(credentials)));
    } catch {
      // The device key could not be made or kept (storage blocked): fall back to the name alone.
    }
  }
  stored ??= NAME_ONLY + (await deps.crypto.encryptAsync(JSON.stringify({ name: credentials.name })));
  deps.storage.set(StorageKey.savedCredentials, stored);
  deps.storage.set(StorageKey.rememberPwdTime, String(deps.clock.now()));
}

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
export function sweepCredentials(deps: Pick<CredentialsDeps, 'storage' | 'clock'>): void {
  const stored = deps.storage.get(StorageKey.savedCredentials);
  const time = deps.storage.get(StorageKey.rememberPwdTime);
  if (stored === null && time === null) return;
  const knownForm = stored !== null && (stored.startsWith(SEALED) || stored.startsWith(NAME_ONLY));
  if (!knownForm || !credentialsAreFresh(time, deps.clock.now())) clearCredentials(deps.storage);
}

/** The saved credentials, or null when absent; expired, old-form, undecryptable or malformed ones are dropped. */
export async function readCredentials(deps: CredentialsDeps): Promise<RememberedCredentials | null> {
  sweepCredentials(deps);
  const stored = deps.storage.get(StorageKey.savedCredentials);
  if (stored === null) return null;
  try {
    if (stored.startsWith(SEALED) && deps.vault !== undefined) {
      const parsed = sealedSchema.safeParse(JSON.parse(await deps.vault.open(stored.slice(SEALED.length))));
      if (parsed.success) return parsed.data;
    } else if (stored.startsWith(NAME_ONLY)) {
      const plain = await deps.crypto.decryptAsync(stored.slice(NAME_ONLY.length));
      const parsed = nameOnlySchema.safeParse(JSON.parse(plain));
      if (parsed.success) return { name: parsed.data.name, password: '' };
    }
  } catch {
    // Falls through: a lost device key or tampering makes the entry useless, so it is removed.
  }
  clearCredentials(deps.storage);
  return null;
}
