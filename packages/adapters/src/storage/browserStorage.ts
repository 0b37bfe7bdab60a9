import type { StoragePort } from '@jinli/core';
import { createMemoryStorageAdapter } from './memoryStorage.ts';

function defaultStorage(): Storage | undefined {
  try {
    // Reading localStorage itself throws a SecurityError when storage is blocked (private mode, iframes).
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * localStorage behind StoragePort. When the browser refuses (quota exceeded, storage disabled), the
 * failing keys live in memory for this page instead: reads see the latest write either way.
 */
export function createBrowserStorageAdapter(storage: Storage | undefined = defaultStorage()): StoragePort {
  const memory = createMemoryStorageAdapter();
  // Keys whose latest value lives in memory because the real storage refused it.
  const shadowed = new Set<string>();

  const attempt = <T>(action: (s: Storage) => T): { ok: true; value: T } | { ok: false } => {
    if (!storage) return { ok: false };
    try {
      return { ok: true, value: action(storage) };
    } catch {
      return { ok: false };
    }
  };

  return {
    get: (key) => {
      if (shadowed.has(key)) return memory.get(key);
      const read = attempt((s) => s.getItem(key));
      return read.ok ? read.value : memory.get(key);
    },
    set: (key, value) => {
      if (attempt((s) => s.setItem(key, value)).ok) {
        shadowed.delete(key);
        memory.remove(key);
      } else {
        shadowed.add(key);
        memory.set(key, value);
      }
    },
    remove: (key) => {
      attempt((s) => s.removeItem(key));
      shadowed.delete(key);
      memory.remove(key);
    },
    keys: () => {
      const stored = attempt((s) => {
        const names: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const name = s.key(i);
          if (name !== null) names.push(name);
        }
        return names;
      });
      return [...new Set([...(stored.ok ? stored.value : []), ...memory.keys()])];
    },
  };
}
