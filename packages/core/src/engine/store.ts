/**
 * The shape every capability of the headless engine exposes, like TanStack Query's observers:
 * `subscribe(listener)` returns the unsubscribe function; `getSnapshot()` returns the current state,
 * the same object until the state changes (so React's useSyncExternalStore and a native client can
 * bind to it alike).
 */
export interface Readable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

/** A Readable with the setter a capability keeps to itself. */
export interface Store<S> extends Readable<S> {
  set(next: S): void;
  update(change: (current: S) => S): void;
}

/** A minimal observable state cell for capabilities in core (no framework, no I/O). */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: S): void => {
    if (Object.is(next, state)) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    set,
    update: (change) => set(change(state)),
  };
}

/** Resolves with the readable's first snapshot, the current one included, that meets `predicate`. */
export function waitForSnapshot<S>(readable: Readable<S>, predicate: (snapshot: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    const now = readable.getSnapshot();
    if (predicate(now)) {
      resolve(now);
      return;
    }
    const off = readable.subscribe(() => {
      const next = readable.getSnapshot();
      if (!predicate(next)) return;
      off();
      resolve(next);
    });
  });
}
