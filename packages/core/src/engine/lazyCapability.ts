import { errorMessage } from '../api/resultCodes.ts';
import { idle, type Loadable, ready } from './loadable.ts';
import { createStore, type Readable } from './store.ts';

/**
 * A capability whose code loads on first use (issue #16): the sportsbook, the wallet's forms, chat,
 * the member centre, promotions and help are not part of a first visit to `/`, so the engine builds
 * them from a dynamic `import()` when a route or the member asks for them.
 *
 * As a Readable it is the one `Loadable` of the engine (issue #25): `idle` until something asks for
 * it, `loading` while its code arrives, `ready` with the built capability as `data`, `error` (with the
 * zh-CN sentence) when the code did not arrive. A host that reads it before it is built gets that
 * state, never a throw, and can show what needs it once it is there (the header's unread badge)
 * without asking for it. `get()` loads and builds it once; every call returns the same capability. A
 * failed load is forgotten, so the next `get()` tries again.
 */
export interface Lazy<T> extends Readable<Loadable<T>> {
  get(): Promise<T>;
}

export function lazyCapability<T>(build: () => Promise<T>): Lazy<T> {
  const store = createStore<Loadable<T>>(idle());
  let pending: Promise<T> | null = null;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    get() {
      if (pending !== null) return pending;
      store.set({ status: 'loading', data: null, errorMessage: '' });
      pending = build().then(
        (capability) => {
          store.set(ready(capability));
          return capability;
        },
        (error: unknown) => {
          pending = null;
          store.set({ status: 'error', data: null, errorMessage: errorMessage(error) });
          throw error;
        },
      );
      return pending;
    },
  };
}
