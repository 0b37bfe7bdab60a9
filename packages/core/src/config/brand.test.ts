import { describe, expect, it } from 'vitest';
import {
  brandTexts,
  brandTitle,
  contrastRatio,
  DEFAULT_BRAND,
  describeBrandProblems,
  readBrand,
} from './brand.ts';
import { runtimeConfigSchema } from './runtimeConfig.ts';

const green = {
  id: 'feicui',
  name: '翡翠娱乐',
  mark: '翡翠',
  markSub: '娱乐',
  slogan: '翡翠相伴 · 青云直上',
  logo: '/brand/logo.svg',
  favicon: '/brand/favicon.svg',
  palette: {
    light: { primary: '#1f6f4a', accent: '#c9a24a', headerFrom: '#0c2a1d', headerTo: '#123826' },
  },
  footer: { licence: '仅限成年人。', adult: '未满18周岁禁止参与' },
};

describe('brand section of the runtime config', () => {
  it('reads a valid brand, with defaults for what it leaves out', () => {
    const { brand, problems } = readBrand(green);
    expect(problems).toEqual([]);
    expect(brand.name).toBe('翡翠娱乐');
    expect(brand.titlePattern).toBe('{page} - {site}');
    expect(brand.links).toEqual({ service: '', h5: '' });
    expect(brand.palette.dark).toEqual({});
  });

  it('gives the default brand for no section or the old id form', () => {
    expect(readBrand(undefined).brand).toBe(DEFAULT_BRAND);
    expect(readBrand('jinli')).toEqual({ brand: DEFAULT_BRAND, problems: [] });
  });

  it('names the field and what was expected, and falls back to the default brand', () => {
    const reading = readBrand({
      ...green,
      logo: 'javascript:alert(1)',
      palette: { light: { ...green.palette.light, primary: 'green' } },
    });
    expect(reading.brand).toBe(DEFAULT_BRAND);
    const fields = reading.problems.map((problem) => problem.field);
    expect(fields).toContain('brand.logo');
    expect(fields).toContain('brand.palette.light.primary');
    expect(describeBrandProblems(reading.problems)).toContain(
      'brand.palette.light.primary: a colour written #rrggbb',
    );
  });

  it('refuses a primary colour white text cannot be read on', () => {
    const reading = readBrand({
      ...green,
      palette: { light: { ...green.palette.light, primary: '#9fe0c0' } },
    });
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]?.field).toBe('brand.palette.light.primary');
    expect(reading.problems[0]?.expected).toMatch(/contrast of 1\.\d\d:1.*4\.5:1/);
  });

  it('refuses unknown fields and a title pattern without its slots', () => {
    const reading = readBrand({ ...green, nmae: 'x', titlePattern: '{page}' });
    const fields = reading.problems.map((problem) => problem.field);
    expect(fields).toContain('brand.titlePattern');
    expect(reading.problems.some((problem) => problem.expected.includes('nmae'))).toBe(true);
  });

  it('runs through the runtime config without failing it', () => {
    const config = runtimeConfigSchema.parse({
      siteId: 's',
      cipherKey: 'k',
      cipherIv: 'i',
      brand: { id: 'x' },
    });
    expect(config.brand.brand).toBe(DEFAULT_BRAND);
    expect(config.brand.problems.length).toBeGreaterThan(0);
    const none = runtimeConfigSchema.parse({ siteId: 's', cipherKey: 'k', cipherIv: 'i' });
    expect(none.brand.brand).toBe(DEFAULT_BRAND);
  });
});

describe('brand texts and titles', () => {
  it('derives zh-TW texts unless the brand gives its own', () => {
    const brand = readBrand({ ...green, zhTW: { slogan: '翡翠相伴' } }).brand;
    const tw = brandTexts(brand, 'zh-TW', (text) => text.replaceAll('娱乐', '娛樂'));
    expect(tw.name).toBe('翡翠娛樂');
    expect(tw.slogan).toBe('翡翠相伴');
    expect(brandTexts(brand, 'zh-CN').name).toBe('翡翠娱乐');
  });

  it('fills the title pattern; home shows the site alone', () => {
    expect(brandTitle('{site} | {page}', '存款', '星河娱乐')).toBe('星河娱乐 | 存款');
    expect(brandTitle('{page} - {site}', ' ', '星河娱乐')).toBe('星河娱乐');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio(DEFAULT_BRAND.palette.light.primary, '#ffffff')).toBeGreaterThan(4.5);
  });
});
