import { describe, expect, it } from 'vitest';
import { ACTIVITY_BANNER_NAMES } from './activityBanners.ts';
import { BANNER_NAMES } from './banners.ts';
import { renderArt } from './registry.ts';
import { SPONSOR_ART_NAMES } from './sponsors.ts';
import { SIMPLIFIED_LETTERS, TRADITIONAL_SUFFIX } from './traditionalLettering.ts';

describe('banner and sponsor art in Traditional lettering (#28)', () => {
  it.each([...BANNER_NAMES, ...ACTIVITY_BANNER_NAMES, ...SPONSOR_ART_NAMES])(
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

  it('letters the sponsor cards as opencc does', () => {
    const card = renderArt(`sponsor-qinglan${TRADITIONAL_SUFFIX}`) ?? '';
    for (const words of ['創立', '錦鯉娛樂 × 青嵐城足球俱樂部', '官方區域合作伙伴', '合作始於', '>嵐<'])
      expect(card).toContain(words);
  });

  it('draws nothing for a name that is not lettered art', () => {
    expect(renderArt(`logo${TRADITIONAL_SUFFIX}`)).toBeNull();
    expect(renderArt(TRADITIONAL_SUFFIX)).toBeNull();
  });
});
