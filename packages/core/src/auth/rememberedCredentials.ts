import { z } from 'zod';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { deferred } from '../validation/deferred.ts';

/** What "记住密码" keeps: the typed name and plain password, stored only as cipher text. */
export interface RememberedCredentials {
  name: string;
  password: string;
}

const credentialsSchema = deferred(() => z.object({ name: z.string(), password: z.string() }));

export interface CredentialsDeps {
  storage: StoragePort;
  crypto: CryptoPort;
  clock: ClockPort;
}

/** SPEC §3: saved credentials (encrypted) plus the remember-password timestamp. */
export async function saveCredentials(
  deps: CredentialsDeps,
  credentials: RememberedCredentials,
): Promise<void> {
  const plain = JSON.stringify({ name: credentials.name, password: credentials.password });
  deps.storage.set(StorageKey.savedCredentials, await deps.crypto.encryptAsync(plain));
  deps.storage.set(StorageKey.rememberPwdTime, String(deps.clock.now()));
}

export function clearCredentials(storage: StoragePort): void {
  storage.remove(StorageKey.savedCredentials);
  storage.remove(StorageKey.rememberPwdTime);
}

/** The saved credentials, or null when absent; undecryptable or malformed ones are dropped. */
export async function readCredentials(
  deps: Pick<CredentialsDeps, 'storage' | 'crypto'>,
): Promise<RememberedCredentials | null> {
  const stored = deps.storage.get(StorageKey.savedCredentials);
  if (stored === null) return null;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(await deps.crypto.decryptAsync(stored)));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through: a key change or tampering makes the entry useless, so it is removed.
  }
  clearCredentials(deps.storage);
  return null;
}
