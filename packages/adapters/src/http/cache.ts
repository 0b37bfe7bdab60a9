/**
 * Memory cache of successful answers for `cached` endpoints (docs/protocol.md: advertising calls).
 * Concurrent identical calls share one request; a failure is forgotten so the next call tries again.
 */
export interface CallCache {
  run<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  clear(): void;
}

export function createCallCache(): CallCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
      const existing = entries.get(key);
      if (existing) return existing as Promise<T>;
      const pending = load().then(
        (value) => {
          if (!keep(value) && entries.get(key) === pending) entries.delete(key);
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === pending) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, pending);
      return pending;
    },
    clear: () => entries.clear(),
  };
}

export function cacheKey(path: string, payload: unknown): string {
  return `${path} ${JSON.stringify(payload ?? null)}`;
}
