import type { Lazy, Loadable } from '@jinli/core';
import { useEffect } from 'react';
import { useReadable } from './useReadable.ts';

/**
 * A capability the engine loads on first use (core lazyCapability), or null until it is built; the
 * component re-renders when it is. With `load`, mounting asks for it (a part of a page that needs it
 * at once); without, the component shows it once something else has (the header's badges wait for the
 * member centre the engine loads at login). `lazy` may be null (chat in an engine without sockets).
 */
export function useLazy<T>(lazy: Lazy<T> | null, options: { load?: boolean } = {}): T | null {
  const built = useReadable<Loadable<T>, T | null>(lazy ?? (NONE as Lazy<T>), selectData);
  const load = options.load === true;
  useEffect(() => {
    if (load && lazy !== null) lazy.get().catch(() => undefined);
  }, [lazy, load]);
  return built;
}

const selectData = <T>(state: Loadable<T>): T | null => state.data;

const NOTHING: Loadable<never> = { status: 'idle', data: null, errorMessage: '' };
const NONE: Lazy<never> = {
  subscribe: () => () => undefined,
  getSnapshot: () => NOTHING,
  get: () => new Promise<never>(() => undefined),
};
