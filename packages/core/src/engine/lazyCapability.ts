import { createStore, type Readable } from './store.ts';

/**
 * A capability whose code loads on first use (issue #16): the sportsbook, the wallet's forms, chat,
 * the member centre, promotions and help are not part of a first visit to `/`, so the engine builds
 * them from a dynamic `import()` when a route or the member asks for them.
 *
 * As a Readable it holds the built capability, or null until then, so a view can show what needs it
 * (the header's unread badge) once it is there without asking for it. `get()` loads and builds it
 * once; every call returns the same capability. A failed load (the network dropped the chunk) is
 * forgotten, so the next `get()` tries again.
 */
export interface Lazy<T> extends Readable<T | null> {
  get(): Promise<T>;
}

export function lazyCapability<T>(build: () => Promise<T>): Lazy<T> {
  const store = createStore<T | null>(null);
  let pending: Promise<T> | null = null;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    get() {
      pending ??= build().then(
        (capability) => {
          store.set(capability);
          return capability;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** The capability when it is built, or a clear error for a client that used it before `get()`. */
export function builtCapability<T>(lazy: Lazy<T>, name: string): T {
  const capability = lazy.getSnapshot();
  if (capability === null) throw new Error(`the ${name} capability was used before it was loaded`);
  return capability;
}
