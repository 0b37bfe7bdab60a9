import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle.ts';

describe('document title (SPEC §3 preInfo siteBaseConfig.title)', () => {
  it('puts the page name before the site title preInfo gave', () => {
    expect(documentTitle('存款', '金鲤国际', '锦鲤娱乐')).toBe('存款 - 金鲤国际');
    expect(documentTitle('', '金鲤国际', '锦鲤娱乐')).toBe('金鲤国际');
  });

  it('uses the brand name until preInfo answers, or when its title is blank', () => {
    expect(documentTitle('存款', undefined, '锦鲤娱乐')).toBe('存款 - 锦鲤娱乐');
    expect(documentTitle('存款', '   ', '锦鲤娱乐')).toBe('存款 - 锦鲤娱乐');
    expect(documentTitle('  ', null, '锦鲤娱乐')).toBe('锦鲤娱乐');
  });
});
