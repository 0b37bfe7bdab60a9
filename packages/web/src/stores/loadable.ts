import { errorMessage } from '@jinli/core';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One server-backed slice of a view store: what the screen renders and whether it may retry. */
export interface Loadable<T> {
  status: LoadStatus;
  data: T | null;
  /** zh-CN text for the last failure (core's errorMessage); empty unless status is 'error'. */
  errorMessage: string;
}

export function idle<T>(): Loadable<T> {
  return { status: 'idle', data: null, errorMessage: '' };
}

/**
 * Runs `fetcher` into `slot` (a valtio proxy slice). Keeps earlier data while reloading so a retry
 * does not blank the screen; ignores an answer that arrives after a newer load started.
 */
export async function loadInto<T>(slot: Loadable<T>, fetcher: () => Promise<T>): Promise<void> {
  const ticket = Symbol('load');
  tickets.set(slot, ticket);
  slot.status = 'loading';
  slot.errorMessage = '';
  try {
    const data = await fetcher();
    if (tickets.get(slot) !== ticket) return;
    slot.data = data;
    slot.status = 'ready';
  } catch (error) {
    if (tickets.get(slot) !== ticket) return;
    slot.errorMessage = errorMessage(error);
    slot.status = 'error';
  }
}

const tickets = new WeakMap<object, symbol>();
