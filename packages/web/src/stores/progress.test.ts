import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clampProgress, MAX_TRICKLE, MIN_PROGRESS, trickle } from './progress.ts';

describe('route progress', () => {
  it('never shows less than 8 %', () => {
    expect(clampProgress(0)).toBe(MIN_PROGRESS);
    expect(clampProgress(-3)).toBe(MIN_PROGRESS);
    expect(clampProgress(Number.NaN)).toBe(MIN_PROGRESS);
    expect(clampProgress(0.5)).toBe(0.5);
    expect(clampProgress(7)).toBe(1);
  });

  test.prop([fc.double({ min: 0, max: 1, noNaN: true })])('trickles forward but never completes', (value) => {
    const next = trickle(value);
    expect(next).toBeGreaterThanOrEqual(clampProgress(value));
    expect(next).toBeLessThanOrEqual(Math.max(MAX_TRICKLE, clampProgress(value)));
  });

  it('reaches the trickle ceiling from zero in a bounded number of steps', () => {
    let value = 0;
    for (let step = 0; step < 200; step += 1) value = trickle(value);
    expect(value).toBe(MAX_TRICKLE);
  });
});
