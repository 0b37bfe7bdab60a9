import { describe, expect, it } from 'vitest';
import { lazyCapability } from './lazyCapability.ts';

describe('lazyCapability', () => {
  it('builds once on first get, then holds the same capability for every reader', async () => {
    let builds = 0;
    const lazy = lazyCapability(async () => ({ id: ++builds }));
    const seen: unknown[] = [];
    lazy.subscribe(() => seen.push(lazy.getSnapshot().status));
    expect(lazy.getSnapshot()).toEqual({ status: 'idle', data: null, errorMessage: '' });
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect(a).toBe(b);
    expect(await lazy.get()).toBe(a);
    expect(builds).toBe(1);
    expect(lazy.getSnapshot()).toEqual({ status: 'ready', data: a, errorMessage: '' });
    expect(lazy.getSnapshot().data).toBe(a);
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('a host reading it before its code arrived gets a loading state, never a throw', () => {
    const lazy = lazyCapability(() => new Promise<number>(() => undefined));
    expect(() => lazy.getSnapshot()).not.toThrow();
    void lazy.get();
    expect(lazy.getSnapshot()).toEqual({ status: 'loading', data: null, errorMessage: '' });
  });

  it('says the load failed in Chinese, and tries again on the next get', async () => {
    let attempts = 0;
    const lazy = lazyCapability(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return 'built';
    });
    await expect(lazy.get()).rejects.toThrow('chunk failed');
    expect(lazy.getSnapshot().status).toBe('error');
    expect(lazy.getSnapshot().data).toBeNull();
    expect(lazy.getSnapshot().errorMessage).toMatch(/[\u4e00-\u9fff]/);
    await expect(lazy.get()).resolves.toBe('built');
    expect(lazy.getSnapshot()).toEqual({ status: 'ready', data: 'built', errorMessage: '' });
    expect(attempts).toBe(2);
  });
});
