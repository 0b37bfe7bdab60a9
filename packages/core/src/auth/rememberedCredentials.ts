import { z } from 'zod/mini';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { DeviceVaultPort } from '../ports/deviceVault.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { deferred } from '../validation/deferred.ts';
import { clearCredentials, NAME_ONLY, SEALED, sweepCredentials } from './credentialsSweep.ts';

/**
 * What "记住密码" gives back: the name, and the password only where this device sealed it with its own
 * key. `password` is '' when only the name was kept (no device vault).
 */
export {
  clearCredentials,
  credentialsAreFresh,
  REMEMBER_FOR_MS,
  sweepCredentials,
} from './credentialsSweep.ts';

export interface RememberedCredentials {
  name: string;
  password: string;
}

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
