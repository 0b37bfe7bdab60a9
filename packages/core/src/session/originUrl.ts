import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import type { LoginEventBus } from './loginEvents.ts';

/**
 * SPEC §3 `originUrl`: the page a visitor wanted before the login prompt sent them away. Only an
 * in-app path counts (starts with one slash, no scheme, no `//` host, no backslash), so a stored
 * value can never move the member to another site.
 */
export function isInAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path) && !/^\/[a-z][a-z0-9+.-]*:/i.test(path);
}

export function rememberOriginUrl(storage: StoragePort, path: string): void {
  if (isInAppPath(path) && path !== '/') storage.set(StorageKey.originUrl, path);
}

/** The remembered page, removed from storage; null when none (or an unsafe value) was kept. */
export function takeOriginUrl(storage: StoragePort): string | null {
  const path = storage.get(StorageKey.originUrl);
  storage.remove(StorageKey.originUrl);
  return path !== null && isInAppPath(path) ? path : null;
}

export interface OriginUrlDeps {
  storage: StoragePort;
  bus: LoginEventBus;
  /** In-app navigation. */
  go: (path: string) => void;
}

/** After login the member lands on the page they wanted before the login prompt (docs/protocol.md). */
export function connectOriginUrl(deps: OriginUrlDeps): () => void {
  return deps.bus.on('login_success', () => {
    const path = takeOriginUrl(deps.storage);
    if (path !== null) deps.go(path);
  });
}
