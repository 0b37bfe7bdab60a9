import { z } from 'zod';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

/** What "记住密码" keeps: the typed name and plain password, stored only as cipher text. */
export interface RememberedCredentials {
  name: string;
  password: string;
}

const credentialsSchema = z.object({ name: z.string(), password: z.string() });

export interface CredentialsDeps {
  storage: StoragePort;
  crypto: CryptoPort;
  clock: ClockPort;
}

/** SPEC §3: saved credentials (encrypted) plus the remember-password timestamp. */
export function saveCredentials(deps: CredentialsDeps, credentials: RememberedCredentials): void {
  const plain = JSON.stringify({ name: credentials.name, password: credentials.password });
  deps.storage.set(StorageKey.savedCredentials, deps.crypto.encrypt(plain));
  deps.storage.set(StorageKey.rememberPwdTime, String(deps.clock.now()));
}

export function clearCredentials(storage: StoragePort): void {
  storage.remove(StorageKey.savedCredentials);
  storage.remove(StorageKey.rememberPwdTime);
}

/** The saved credentials, or null when absent; undecryptable or malformed ones are dropped. */
export function readCredentials(
  deps: Pick<CredentialsDeps, 'storage' | 'crypto'>,
): RememberedCredentials | null {
  const stored = deps.storage.get(StorageKey.savedCredentials);
  if (stored === null) return null;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(deps.crypto.decrypt(stored)));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through: a key change or tampering makes the entry useless, so it is removed.
  }
  clearCredentials(deps.storage);
  return null;
}
