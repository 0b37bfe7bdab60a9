import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  beijingParts,
  formatBeijingClock,
  formatBeijingDate,
  formatBeijingDateTime,
  formatBeijingMonthDay,
} from './beijingTime.ts';

describe('Beijing time', () => {
  it('is UTC+8 across the date line of UTC', () => {
    const utc = 1_795_537_805_000; // 2026-11-24 16:30:05 UTC
    expect(formatBeijingDateTime(utc)).toBe('2026-11-25 00:30:05');
    expect(formatBeijingDate(utc)).toBe('2026-11-25');
    expect(formatBeijingClock(utc)).toBe('00:30');
    expect(formatBeijingMonthDay(utc)).toBe('11-25');
  });

  test.prop([fc.integer({ min: 700_000_000_000, max: 4_102_444_800_000 })])(
    'agrees with a fixed +8 h offset (China has kept no daylight saving since 1991)',
    (ms) => {
      // biome-ignore lint/style/noRestrictedGlobals: an independent +8 h reference, not the real clock
      const shifted = new Date(ms + 8 * 3_600_000);
      const p = beijingParts(ms);
      expect(Number(p.year)).toBe(shifted.getUTCFullYear());
      expect(Number(p.month)).toBe(shifted.getUTCMonth() + 1);
      expect(Number(p.day)).toBe(shifted.getUTCDate());
      expect(Number(p.hour)).toBe(shifted.getUTCHours());
      expect(Number(p.minute)).toBe(shifted.getUTCMinutes());
    },
  );
});
