import type { Readable } from '@jinli/core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Binds a core capability (subscribe/getSnapshot) to React. `select` must return a value that stays
 * the same (===) while the slice it reads is unchanged: a field, not a freshly built object.
 */
export function useReadable<S, T = S>(readable: Readable<S>, select?: (state: S) => T): T {
  const read = useCallback(
    () => (select === undefined ? (readable.getSnapshot() as unknown as T) : select(readable.getSnapshot())),
    [readable, select],
  );
  return useSyncExternalStore(readable.subscribe, read, read);
}
