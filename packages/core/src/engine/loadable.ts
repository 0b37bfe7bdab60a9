import { errorMessage } from '../api/resultCodes.ts';
import type { Store } from './store.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One server-backed slice of a capability's state: what a screen renders and whether it may retry. */
export interface Loadable<T> {
  readonly status: LoadStatus;
  readonly data: T | null;
  /** zh-CN text for the last failure (errorMessage); empty unless status is 'error'. */
  readonly errorMessage: string;
}

const IDLE_SLICE: Loadable<never> = Object.freeze({ status: 'idle', data: null, errorMessage: '' });

export function idle<T>(): Loadable<T> {
  return IDLE_SLICE;
}

export function ready<T>(data: T): Loadable<T> {
  return { status: 'ready', data, errorMessage: '' };
}

/** Where a slice lives in a capability's state: how to read it and how to write it back. */
export interface Slot<S, T> {
  read(state: S): Loadable<T>;
  write(state: S, slice: Loadable<T>): S;
}

/** The slot of a top-level key of the state. */
export function keySlot<S, K extends keyof S>(key: K): S[K] extends Loadable<infer T> ? Slot<S, T> : never {
  const slot: Slot<S, unknown> = {
    read: (state) => state[key] as Loadable<unknown>,
    write: (state, slice) => ({ ...state, [key]: slice }),
  };
  return slot as S[K] extends Loadable<infer T> ? Slot<S, T> : never;
}

/** The whole state of a store that is itself one Loadable. */
export function wholeSlot<T>(): Slot<Loadable<T>, T> {
  return { read: (state) => state, write: (_state, slice) => slice };
}

export interface LoadOptions {
  /** False drops the answer (e.g. the member logged out, or another item opened, meanwhile). */
  current?: () => boolean;
  /** The zh-CN text of a failure; errorMessage by default. */
  describe?: (error: unknown) => string;
  /** Clear the earlier data when the load starts (a different item is loading, not a reload). */
  fresh?: boolean;
}

/**
 * THE loader of every capability's Loadable slices (one shape, one loader). Loads into slots of one
 * store: loading, then ready or error. Keeps earlier data while reloading so a retry does not blank a
 * screen, and ignores an answer that arrives after a newer load of the same id started, or when
 * `current()` says it is stale. Never rejects.
 */
export function createLoader<S>(store: Store<S>) {
  const tickets = new Map<string, symbol>();
  return async function load<T>(
    id: string,
    slot: Slot<S, T>,
    fetcher: () => Promise<T>,
    options: LoadOptions = {},
  ): Promise<void> {
    const ticket = Symbol(id);
    tickets.set(id, ticket);
    const live = () => tickets.get(id) === ticket && (options.current?.() ?? true);
    const put = (change: (slice: Loadable<T>) => Loadable<T>) =>
      store.update((state) => slot.write(state, change(slot.read(state))));
    put((slice) => ({ status: 'loading', data: options.fresh ? null : slice.data, errorMessage: '' }));
    try {
      const data = await fetcher();
      if (live()) put(() => ready(data));
    } catch (error) {
      if (!live()) return;
      const message = (options.describe ?? errorMessage)(error);
      put((slice) => ({ ...slice, status: 'error', errorMessage: message }));
    }
  };
}

/**
 * A paged query after a change: a change of anything but the page goes back to page 1 (unless it
 * names a page itself); a page change keeps the rest.
 */
export function changeQuery<Q extends { pageNum: number }>(query: Q, change: Partial<Q>): Q {
  const pageOnly = Object.keys(change).every((key) => key === 'pageNum');
  return { ...query, ...change, ...(pageOnly ? {} : { pageNum: change.pageNum ?? 1 }) };
}

/** The idle slice (no load yet). */
export const IDLE: Loadable<never> = IDLE_SLICE;
