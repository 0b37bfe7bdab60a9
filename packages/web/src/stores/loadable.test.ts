import { ApiError } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { idle, loadInto } from './loadable.ts';

describe('loadInto', () => {
  it('moves to ready with the data', async () => {
    const slot = idle<number[]>();
    await loadInto(slot, async () => [1, 2]);
    expect(slot).toEqual({ status: 'ready', data: [1, 2], errorMessage: '' });
  });

  it('moves to error with a Chinese message and keeps the earlier data', async () => {
    const slot = idle<string>();
    await loadInto(slot, async () => 'first');
    await loadInto(slot, async () => {
      throw new ApiError({ kind: 'result', path: '/x', message: 'boom', code: 6005 });
    });
    expect(slot.status).toBe('error');
    expect(slot.data).toBe('first');
    expect(slot.errorMessage).toMatch(/[\u4e00-\u9fff]/);
  });

  it('ignores an answer that arrives after a newer load', async () => {
    const slot = idle<string>();
    let releaseSlow: (value: string) => void = () => {};
    const slow = loadInto(slot, () => new Promise<string>((resolve) => (releaseSlow = resolve)));
    await loadInto(slot, async () => 'fresh');
    releaseSlow('stale');
    await slow;
    expect(slot.data).toBe('fresh');
  });
});
