import { describe, expect, it } from 'vitest';
import { createSeedData } from './seedData.ts';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('seed data', () => {
  it('is deterministic for one seed and time', () => {
    expect(createSeedData({ seed: 7, now: NOW })).toEqual(createSeedData({ seed: 7, now: NOW }));
  });

  it('a different seed changes generated values only', () => {
    const a = createSeedData({ seed: 1, now: NOW });
    const b = createSeedData({ seed: 2, now: NOW });
    expect(a.navigation).toEqual(b.navigation);
    expect(a.notices.map((n) => n.publishTime)).not.toEqual(b.notices.map((n) => n.publishTime));
  });

  it('returns fresh copies, so a mutated state never leaks into the next reset', () => {
    const first = createSeedData({ seed: 1, now: NOW });
    first.navigation.pop();
    first.sponsor.sponsors[0]!.title = 'changed';
    const second = createSeedData({ seed: 1, now: NOW });
    expect(second.navigation).toHaveLength(11);
    expect(second.sponsor.sponsors[0]!.title).toBe('青岚城足球俱乐部');
  });

  it('notices are newest first and in the past', () => {
    const { notices } = createSeedData({ seed: 3, now: NOW });
    expect(notices.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < notices.length; i++) {
      expect(notices[i]!.publishTime).toBeLessThan(notices[i - 1]!.publishTime);
    }
    expect(notices[0]!.publishTime).toBeLessThan(NOW);
  });

  it('area phone patterns accept real local numbers', () => {
    const { countryAreas } = createSeedData({ seed: 1, now: NOW });
    expect(countryAreas[0]).toMatchObject({ areaName: '中国大陆', areaCode: '+86' });
    const samples: Record<string, string> = {
      中国大陆: '13812345678',
      中国香港: '91234567',
      中国澳门: '66123456',
      中国台湾: '0912345678',
      马来西亚: '0123456789',
      新加坡: '81234567',
      菲律宾: '09171234567',
      泰国: '0812345678',
      越南: '0912345678',
      柬埔寨: '012345678',
    };
    for (const area of countryAreas) {
      const sample = samples[area.areaName];
      expect(sample, area.areaName).toBeDefined();
      expect(new RegExp(area.regex).test(sample!), area.areaName).toBe(true);
      expect(new RegExp(area.regex).test('12345'), area.areaName).toBe(false);
    }
  });
});
