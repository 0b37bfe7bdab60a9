import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ageOn, parseCalendarDate, validateBirthday } from './age.ts';

const UNDER_AGE = { code: 'birthday.underAge', message: '你的年龄未满18岁，无法游戏哦' };

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

// Independent of the implementation: each month's length written out, leap years by the Gregorian rule.
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const lastDay = (year: number, month: number) =>
  month === 2 && leap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

const date = fc
  .record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: lastDay(year, month) }).map((day) => ({ year, month, day })),
  );

type Ymd = { year: number; month: number; day: number };

/** Oracle: 18 or over iff today, read as the number YYYYMMDD, has reached (birth year + 18)MMDD. */
const isAdult = (birth: Ymd, today: Ymd) =>
  today.year * 10_000 + today.month * 100 + today.day >=
  (birth.year + 18) * 10_000 + birth.month * 100 + birth.day;

describe('validateBirthday', () => {
  test.prop([date, date])('agrees with the YYYYMMDD oracle on every pair of dates', (birth, today) => {
    const result = validateBirthday(
      iso(birth.year, birth.month, birth.day),
      iso(today.year, today.month, today.day),
    );
    expect(result).toEqual(isAdult(birth, today) ? undefined : UNDER_AGE);
  });

  test.prop([date, fc.integer({ min: 18, max: 80 })])(
    'the 18th (or later) birthday itself passes',
    (birth, years) => {
      fc.pre(birth.month !== 2 || birth.day !== 29);
      expect(
        validateBirthday(
          iso(birth.year, birth.month, birth.day),
          iso(birth.year + years, birth.month, birth.day),
        ),
      ).toBeUndefined();
    },
  );

  test.prop([date])('the day before the 18th birthday fails', (birth) => {
    fc.pre(birth.month !== 2 || birth.day !== 29);
    const { year, month, day } = birth;
    const eve =
      day > 1
        ? iso(year + 18, month, day - 1)
        : month > 1
          ? iso(year + 18, month - 1, lastDay(year + 18, month - 1))
          : iso(year + 17, 12, 31);
    expect(validateBirthday(iso(year, month, day), eve)).toEqual(UNDER_AGE);
  });

  test.each([
    ['2008-03-15', '2026-03-15', undefined],
    ['2008-03-15', '2026-03-14', UNDER_AGE],
    ['2008-12-31', '2026-12-31', undefined],
    ['2009-01-01', '2026-12-31', UNDER_AGE],
    ['2008-02-29', '2026-02-28', UNDER_AGE],
    ['2008-02-29', '2026-03-01', undefined],
    ['2000-02-29', '2018-02-28', UNDER_AGE],
    ['2002-02-28', '2020-02-28', undefined],
    ['2030-01-01', '2026-01-01', UNDER_AGE],
  ])('born %s, today %s', (birthday, today, expected) => {
    expect(validateBirthday(birthday, today)).toEqual(expected);
  });

  test('requires a birthday', () => {
    expect(validateBirthday('', '2026-01-01')).toEqual({
      code: 'birthday.required',
      message: '请选择出生日期',
    });
  });

  test.each([
    '2023-02-29',
    '1900-02-29',
    '2020-04-31',
    '2020-13-01',
    '2020-00-10',
    '2020-1-1',
    '20200101',
    'abc',
  ])('rejects the impossible or malformed date %s', (birthday) => {
    expect(validateBirthday(birthday, '2026-01-01')?.code).toBe('birthday.format');
  });

  test('a malformed today is a caller bug and throws', () => {
    expect(() => validateBirthday('2000-01-01', '2026-02-30')).toThrow(RangeError);
  });
});

describe('parseCalendarDate and ageOn', () => {
  test.prop([date])('parses every real calendar day', (d) => {
    expect(parseCalendarDate(iso(d.year, d.month, d.day))).toEqual(d);
  });

  test.each(['2000-02-29', '2024-02-29', '1600-02-29'])('knows %s is a leap day', (value) => {
    expect(parseCalendarDate(value)).toBeDefined();
  });

  test.prop([date, fc.integer({ min: 0, max: 100 })])('is exactly N on the Nth birthday', (birth, years) => {
    fc.pre(birth.month !== 2 || birth.day !== 29);
    expect(ageOn(birth, { ...birth, year: birth.year + years })).toBe(years);
  });
});
