import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clampIndex, nextIndex, previousIndex, shouldAutoAdvance, slidesNear } from './carousel.ts';

describe('carousel rules', () => {
  it('wraps around at both ends', () => {
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
    expect(nextIndex(0, 0)).toBe(0);
  });

  test.prop([fc.integer({ min: 1, max: 50 }), fc.nat(200)])(
    'next then previous returns to the start',
    (count, raw) => {
      const index = raw % count;
      expect(previousIndex(nextIndex(index, count), count)).toBe(index);
    },
  );

  it('loads the shown slide and its neighbours only', () => {
    expect(slidesNear(0, 10)).toEqual([0, 1, 9]);
    expect(slidesNear(4, 10)).toEqual([4, 5, 3]);
    expect(slidesNear(0, 2)).toEqual([0, 1]);
    expect(slidesNear(0, 1)).toEqual([0]);
    expect(slidesNear(0, 0)).toEqual([]);
  });

  it('keeps the index inside a shrunk list', () => {
    expect(clampIndex(4, 2)).toBe(1);
    expect(clampIndex(-1, 3)).toBe(0);
  });

  it('does not auto-advance a single slide, when paused, or under reduced motion', () => {
    expect(shouldAutoAdvance({ count: 3, paused: false, reducedMotion: false })).toBe(true);
    expect(shouldAutoAdvance({ count: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(shouldAutoAdvance({ count: 3, paused: true, reducedMotion: false })).toBe(false);
    expect(shouldAutoAdvance({ count: 3, paused: false, reducedMotion: true })).toBe(false);
  });
});

describe('notice ticker', () => {
  it('steps through the titles and continues past the seamless copy', async () => {
    const { nextTickerIndex } = await import('./useTicker.ts');
    expect([0, 1, 2, 3].map((i) => nextTickerIndex(i, 3))).toEqual([1, 2, 3, 1]);
    expect(nextTickerIndex(0, 1)).toBe(0);
  });
});
