import type { Lazy } from '@jinli/core';
import { useEffect } from 'react';
import { useReadable } from './useReadable.ts';

/**
 * A capability the engine loads on first use (core lazyCapability), or null until it is built; the
 * component re-renders when it is. With `load`, mounting asks for it (a part of a page that needs it
 * at once); without, the component shows it once something else has (the header's badges wait for the
 * member centre the engine loads at login). `lazy` may be null (chat in an engine without sockets).
 */
export function useLazy<T>(lazy: Lazy<T> | null, options: { load?: boolean } = {}): T | null {
  const built = useReadable(lazy ?? NONE) as T | null;
  const load = options.load === true;
  useEffect(() => {
    if (load && lazy !== null) lazy.get().catch(() => undefined);
  }, [lazy, load]);
  return built;
}

const NONE: Lazy<null> = {
  subscribe: () => () => undefined,
  getSnapshot: () => null,
  get: () => Promise.resolve(null),
};
