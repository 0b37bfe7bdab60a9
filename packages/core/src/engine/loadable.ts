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

/**
 * Loads into slots of one store. Keeps earlier data while reloading so a retry does not blank a
 * screen, and ignores an answer that arrives after a newer load of the same slot started.
 */
export function createLoader<S>(store: Store<S>) {
  const tickets = new Map<string, symbol>();
  return async function load<T>(id: string, slot: Slot<S, T>, fetcher: () => Promise<T>): Promise<void> {
    const ticket = Symbol(id);
    tickets.set(id, ticket);
    const put = (change: (slice: Loadable<T>) => Loadable<T>) =>
      store.update((state) => slot.write(state, change(slot.read(state))));
    put((slice) => ({ ...slice, status: 'loading', errorMessage: '' }));
    try {
      const data = await fetcher();
      if (tickets.get(id) !== ticket) return;
      put(() => ready(data));
    } catch (error) {
      if (tickets.get(id) !== ticket) return;
      put((slice) => ({ ...slice, status: 'error', errorMessage: errorMessage(error) }));
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

/** A reload in progress: the last good data stays on screen. */
export const loading = <T>(previous: Loadable<T>): Loadable<T> => ({
  status: 'loading',
  data: previous.data,
  errorMessage: '',
});

/** A failed load: the last good data stays, with the zh-CN reason. */
export const failed = <T>(previous: Loadable<T>, error: unknown): Loadable<T> => ({
  status: 'error',
  data: previous.data,
  errorMessage: errorMessage(error),
});

/**
 * Runs one fetch into a Loadable cell: loading, then ready or failed. `current()` false (e.g. the
 * member logged out meanwhile) drops a late answer. Never rejects.
 */
export async function loadInto<T>(
  cell: { read: () => Loadable<T>; write: (next: Loadable<T>) => void },
  request: () => Promise<T>,
  current: () => boolean = () => true,
): Promise<void> {
  cell.write(loading(cell.read()));
  try {
    const data = await request();
    if (current()) cell.write(ready(data));
  } catch (error) {
    if (current()) cell.write(failed(cell.read(), error));
  }
}
