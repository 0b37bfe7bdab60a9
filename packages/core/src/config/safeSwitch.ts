import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

/** docs/protocol.md: runtime config decides, a stored '1'/'0' overrides it, anything else is ignored. */
export function resolveSafeSwitch(configValue: boolean, stored: string | null): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return configValue;
}

/**
 * The safeSwitch every host's HTTP transport reads on each call (so a stored override takes effect at
 * once): the runtime config's value unless storage holds the override.
 */
export function safeSwitchPolicy(configValue: boolean, storage: StoragePort): () => boolean {
  return () => resolveSafeSwitch(configValue, storage.get(StorageKey.safeSwitch));
}
