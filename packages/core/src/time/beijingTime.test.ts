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
      const local = ms + 8 * 3_600_000;
      const p = beijingParts(ms);
      expect([Number(p.year), Number(p.month), Number(p.day)]).toEqual(
        civilFromDays(Math.floor(local / 86_400_000)),
      );
      expect(Number(p.hour)).toBe(Math.floor((local % 86_400_000) / 3_600_000));
      expect(Number(p.minute)).toBe(Math.floor((local % 3_600_000) / 60_000));
    },
  );
});

/** Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}
