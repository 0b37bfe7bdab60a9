import type { StoragePort } from '@jinli/core';

/** A StoragePort over a Map, for unit tests of stores. */
export function createTestStorage(initial: Record<string, string> = {}): StoragePort {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}
