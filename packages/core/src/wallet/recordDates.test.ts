import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isCalendarDay, RECORD_DATE_MESSAGES, recordDateQuery, recordDateRangeError } from './recordDates.ts';

const pad = (n: number) => String(n).padStart(2, '0');
// Days 1-28 exist in every month, so each drawn value is a real day.
const day = fc
  .tuple(
    fc.integer({ min: 2000, max: 2099 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);

describe('records date filter', () => {
  it('knows real days from empty, partial and impossible ones', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay('2026-01')).toBe(false);
  });

  it('an empty end is no bound: nothing is sent for it and nothing is wrong', () => {
    expect(recordDateQuery('', '')).toEqual({});
    expect(recordDateQuery('2026-11-01', '')).toEqual({ startDate: '2026-11-01' });
    expect(recordDateRangeError('', '2026-11-01')).toBeUndefined();
  });

  test.prop([day, day])('a range is refused exactly when its start is after its end', (a, b) => {
    const error = recordDateRangeError(a, b);
    expect(error === RECORD_DATE_MESSAGES.inverted).toBe(a > b);
    expect(recordDateQuery(a, b)).toEqual({ startDate: a, endDate: b });
  });
});
