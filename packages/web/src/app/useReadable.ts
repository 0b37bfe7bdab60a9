import type { Readable } from '@jinli/core';
import { useCallback, useSyncExternalStore } from 'react';

const identity = <T>(value: T) => value;

/**
 * Binds a core capability (subscribe/getSnapshot) to a component. With a selector, the component
 * re-renders only when the selected slice changes (core's snapshots are immutable, so a slice that
 * did not change is the same object).
 */
export function useReadable<S>(readable: Readable<S>): S;
export function useReadable<S, T>(readable: Readable<S>, select: (state: S) => T): T;
export function useReadable<S, T>(
  readable: Readable<S>,
  select: (state: S) => T = identity as (s: S) => T,
): T {
  const subscribe = useCallback((listener: () => void) => readable.subscribe(listener), [readable]);
  return useSyncExternalStore(
    subscribe,
    () => select(readable.getSnapshot()),
    () => select(readable.getSnapshot()),
  );
}
