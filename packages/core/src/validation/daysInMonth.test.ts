import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { daysInMonth, parseCalendarDate, pickDateParts } from './age.ts';

describe('daysInMonth', () => {
  it('knows short months and leap years', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('pickDateParts (a 年 / 月 / 日 field)', () => {
  const none = { year: null, month: null, day: null };

  it('gives the date only once all three parts are chosen', () => {
    const year = pickDateParts(none, { year: 1990 });
    expect(year.date).toBeNull();
    const month = pickDateParts(year.parts, { month: 3 });
    expect(month.date).toBeNull();
    expect(pickDateParts(month.parts, { day: 7 }).date).toBe('1990-03-07');
  });

  it('moves a day the new month lacks to its last day, and keeps one it has', () => {
    const jan31 = { year: 2026, month: 1, day: 31 };
    expect(pickDateParts(jan31, { month: 2 })).toEqual({
      parts: { year: 2026, month: 2, day: 28 },
      date: '2026-02-28',
    });
    expect(pickDateParts({ year: 2028, month: 2, day: 29 }, { year: 2027 }).date).toBe('2027-02-28');
    expect(pickDateParts(jan31, { month: 3 }).date).toBe('2026-03-31');
  });

  it('clears the date when a part is cleared, keeping the others', () => {
    expect(pickDateParts({ year: 2026, month: 5, day: 9 }, { month: null })).toEqual({
      parts: { year: 2026, month: null, day: 9 },
      date: null,
    });
  });

  const part = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
  const parts = fc.record({ year: part(1900, 2100), month: part(1, 12), day: part(1, 31) });
  prop.prop([
    parts,
    fc.record({ year: part(1900, 2100), month: part(1, 12), day: part(1, 31) }, { requiredKeys: [] }),
  ])('any change gives a real calendar day, or no date while a part is missing', (before, change) => {
    const { parts: after, date } = pickDateParts(before, change);
    const complete = after.year !== null && after.month !== null && after.day !== null;
    expect(date !== null).toBe(complete);
    if (date !== null) expect(parseCalendarDate(date)).toEqual(after);
  });
});
