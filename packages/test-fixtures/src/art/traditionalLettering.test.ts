import { describe, expect, it } from 'vitest';
import { ACTIVITY_BANNER_NAMES } from './activityBanners.ts';
import { BANNER_NAMES } from './banners.ts';
import { renderArt } from './registry.ts';
import { SIMPLIFIED_LETTERS, TRADITIONAL_SUFFIX } from './traditionalLettering.ts';

describe('banner art in Traditional lettering (#28)', () => {
  it.each([...BANNER_NAMES, ...ACTIVITY_BANNER_NAMES])(
    '%s has a zh-tw drawing without Simplified letters',
    (name) => {
      const simplified = renderArt(name) ?? '';
      const traditional = renderArt(`${name}${TRADITIONAL_SUFFIX}`) ?? '';
      expect(traditional).not.toBe('');
      expect(traditional).not.toBe(simplified);
      expect(SIMPLIFIED_LETTERS.filter((char) => traditional.includes(char))).toEqual([]);
      // Only letters change: the drawing keeps its shape.
      expect(traditional.length).toBe(simplified.length);
    },
  );

  it('draws nothing for a name that is not a banner', () => {
    expect(renderArt(`logo${TRADITIONAL_SUFFIX}`)).toBeNull();
    expect(renderArt(TRADITIONAL_SUFFIX)).toBeNull();
  });
});
