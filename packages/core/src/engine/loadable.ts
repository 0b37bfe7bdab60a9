import { errorMessage } from '../api/resultCodes.ts';

/**
 * One piece of server data as a capability holds it. `data` keeps the last good answer while a
 * refresh runs or after it fails, so a screen never blanks what it already showed.
 */
export interface Loadable<T> {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly data: T | null;
  /** zh-CN text of the last failure (errorMessage), null when none. */
  readonly error: string | null;
}

export const IDLE: Loadable<never> = { status: 'idle', data: null, error: null };

export const loading = <T>(previous: Loadable<T>): Loadable<T> => ({
  status: 'loading',
  data: previous.data,
  error: null,
});
export const ready = <T>(data: T): Loadable<T> => ({ status: 'ready', data, error: null });
export const failed = <T>(previous: Loadable<T>, error: unknown): Loadable<T> => ({
  status: 'error',
  data: previous.data,
  error: errorMessage(error),
});

/**
 * Runs one fetch into a Loadable cell: loading, then ready or failed. `current()` false (e.g. the
 * member logged out meanwhile) drops a late answer. Never rejects.
 */
export async function loadInto<T>(
  cell: { read: () => Loadable<T>; write: (next: Loadable<T>) => void },
  fetch: () => Promise<T>,
  current: () => boolean = () => true,
): Promise<void> {
  cell.write(loading(cell.read()));
  try {
    const data = await fetch();
    if (current()) cell.write(ready(data));
  } catch (error) {
    if (current()) cell.write(failed(cell.read(), error));
  }
}
