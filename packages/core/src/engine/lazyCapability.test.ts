import { describe, expect, it } from 'vitest';
import { builtCapability, lazyCapability } from './lazyCapability.ts';

describe('lazyCapability', () => {
  it('builds once on first get, then holds the same capability for every reader', async () => {
    let builds = 0;
    const lazy = lazyCapability(async () => ({ id: ++builds }));
    const seen: unknown[] = [];
    lazy.subscribe(() => seen.push(lazy.getSnapshot()));
    expect(lazy.getSnapshot()).toBeNull();
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect(a).toBe(b);
    expect(await lazy.get()).toBe(a);
    expect(builds).toBe(1);
    expect(lazy.getSnapshot()).toBe(a);
    expect(seen).toEqual([a]);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const lazy = lazyCapability(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return 'built';
    });
    await expect(lazy.get()).rejects.toThrow('chunk failed');
    expect(lazy.getSnapshot()).toBeNull();
    await expect(lazy.get()).resolves.toBe('built');
    expect(attempts).toBe(2);
  });

  it('says which capability was used before it was loaded', async () => {
    const lazy = lazyCapability(async () => 1);
    expect(() => builtCapability(lazy, 'sports')).toThrow(
      'the sports capability was used before it was loaded',
    );
    await lazy.get();
    expect(builtCapability(lazy, 'sports')).toBe(1);
  });
});
