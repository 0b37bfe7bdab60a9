import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { createLoader, idle, keySlot, type Loadable, wholeSlot } from './loadable.ts';
import { createStore } from './store.ts';

interface State {
  list: Loadable<number[]>;
  text: Loadable<string>;
}

const setup = () => {
  const store = createStore<State>({ list: idle(), text: idle() });
  return { store, load: createLoader(store) };
};

describe('createLoader', () => {
  it('moves the slot to ready with the data and tells subscribers', async () => {
    const { store, load } = setup();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    await load('list', keySlot<State, 'list'>('list'), async () => [1, 2]);
    expect(store.getSnapshot().list).toEqual({ status: 'ready', data: [1, 2], errorMessage: '' });
    expect(calls).toBe(2);
  });

  it('moves to error with a Chinese message and keeps the earlier data', async () => {
    const { store, load } = setup();
    const slot = keySlot<State, 'text'>('text');
    await load('text', slot, async () => 'first');
    await load('text', slot, async () => {
      throw new ApiError({ kind: 'result', path: '/x', message: 'boom', code: 6005 });
    });
    const text = store.getSnapshot().text;
    expect(text.status).toBe('error');
    expect(text.data).toBe('first');
    expect(text.errorMessage).toMatch(/[\u4e00-\u9fff]/);
  });

  it('ignores an answer that arrives after a newer load', async () => {
    const { store, load } = setup();
    const slot = keySlot<State, 'text'>('text');
    let releaseSlow: (value: string) => void = () => {};
    const slow = load('text', slot, () => new Promise<string>((resolve) => (releaseSlow = resolve)));
    await load('text', slot, async () => 'fresh');
    releaseSlow('stale');
    await slow;
    expect(store.getSnapshot().text.data).toBe('fresh');
  });

  it('leaves other slices untouched (same object), so their readers do not re-render', async () => {
    const { store, load } = setup();
    const before = store.getSnapshot().text;
    await load('list', keySlot<State, 'list'>('list'), async () => [3]);
    expect(store.getSnapshot().text).toBe(before);
  });

  it('drops an answer that is no longer current (the member logged out meanwhile)', async () => {
    const { store, load } = setup();
    let current = true;
    const pending = load('list', keySlot<State, 'list'>('list'), async () => [1], { current: () => current });
    current = false;
    await pending;
    expect(store.getSnapshot().list).toEqual({ status: 'loading', data: null, errorMessage: '' });
  });

  it('a fresh load clears the earlier data; describe names the failure', async () => {
    const store = createStore<Loadable<string>>(idle());
    const load = createLoader(store);
    await load('x', wholeSlot<string>(), async () => 'old');
    let seen: Loadable<string> | null = null;
    store.subscribe(() => {
      seen ??= store.getSnapshot();
    });
    await load(
      'x',
      wholeSlot<string>(),
      async () => {
        throw new Error('down');
      },
      { fresh: true, describe: () => '直播数据加载失败' },
    );
    expect(seen).toEqual({ status: 'loading', data: null, errorMessage: '' });
    expect(store.getSnapshot()).toEqual({ status: 'error', data: null, errorMessage: '直播数据加载失败' });
  });
});
