import type { StoragePort } from '@jinli/core';

/** In-memory storage for tests, Node and as the browser adapter's fallback. */
export function createMemoryStorageAdapter(initial: Record<string, string> = {}): StoragePort {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
    keys: () => [...values.keys()],
  };
}
