import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  BASE_FONT_PX,
  MAX_FONT_PX,
  MIN_FONT_PX,
  PHONE_FONT_PX,
  PHONE_MAX_WIDTH_PX,
  rootFontSize,
} from './rootFontSize.ts';

describe('rootFontSize', () => {
  it('is the base size at 1600 px', () => {
    expect(rootFontSize(1600)).toBe(BASE_FONT_PX);
  });

  it('is proportional to the width above 1600 px', () => {
    expect(rootFontSize(1800)).toBe(18);
  });

  it('shrinks faster than the width below 1600 px', () => {
    const proportional = (BASE_FONT_PX * 1440) / 1600;
    expect(rootFontSize(1440)).toBeLessThan(proportional);
    expect(rootFontSize(1440)).toBeGreaterThan(13);
  });

  it('keeps phones at a readable fixed size', () => {
    expect(rootFontSize(360)).toBe(PHONE_FONT_PX);
    expect(rootFontSize(PHONE_MAX_WIDTH_PX)).toBe(PHONE_FONT_PX);
  });

  it('clamps very small and very large windows', () => {
    expect(rootFontSize(800)).toBe(MIN_FONT_PX);
    expect(rootFontSize(5000)).toBe(MAX_FONT_PX);
  });

  it('falls back to the base size for nonsense widths', () => {
    expect(rootFontSize(Number.NaN)).toBe(BASE_FONT_PX);
    expect(rootFontSize(0)).toBe(BASE_FONT_PX);
  });

  test.prop([
    fc.integer({ min: PHONE_MAX_WIDTH_PX + 1, max: 8000 }),
    fc.integer({ min: PHONE_MAX_WIDTH_PX + 1, max: 8000 }),
  ])('above the phone layout: never decreases as the window widens and stays within bounds', (a, b) => {
    const [narrow, wide] = a <= b ? [a, b] : [b, a];
    expect(rootFontSize(narrow)).toBeLessThanOrEqual(rootFontSize(wide));
    expect(rootFontSize(wide)).toBeGreaterThanOrEqual(MIN_FONT_PX);
    expect(rootFontSize(wide)).toBeLessThanOrEqual(MAX_FONT_PX);
  });
});
