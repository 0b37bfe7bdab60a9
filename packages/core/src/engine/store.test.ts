import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';

describe('createStore', () => {
  it('notifies subscribers on change and keeps the snapshot stable otherwise', () => {
    const store = createStore({ n: 1 });
    const seen: number[] = [];
    const off = store.subscribe(() => seen.push(store.getSnapshot().n));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.update((s) => ({ n: s.n + 1 }));
    store.set(store.getSnapshot());
    off();
    store.set({ n: 9 });
    expect(seen).toEqual([2]);
    expect(store.getSnapshot().n).toBe(9);
  });
});
