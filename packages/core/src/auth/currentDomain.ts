import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

/** An http(s) origin (`https://host[:port]`, lower-case scheme and host), or null. */
function originOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#\s\\@]+)(?:[/?#]|$)/i.exec(url.trim());
  if (match === null) return null;
  return `${(match[1] ?? '').toLowerCase()}://${(match[2] ?? '').toLowerCase()}`;
}

/**
 * SPEC §3 `currentDomain`: the origin the member uses the site on, stored at page start
 * (docs/protocol.md "Storage keys"). Anything but an http(s) URL is ignored.
 */
export function rememberCurrentDomain(storage: StoragePort, pageUrl: string): void {
  const origin = originOf(pageUrl);
  if (origin !== null) storage.set(StorageKey.currentDomain, origin);
}

/** What register sends as `domain` (SPEC §7): the stored current domain, else the page origin. */
export function registerDomain(storage: StoragePort, pageOrigin: string): string {
  const stored = storage.get(StorageKey.currentDomain);
  return stored !== null && originOf(stored) !== null ? stored : pageOrigin;
}
