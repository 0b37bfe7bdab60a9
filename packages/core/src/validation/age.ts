import { MINIMUM_AGE } from './limits.ts';
import { isBlank, type ValidationError, validationError } from './validationError.ts';

export const AGE_MESSAGES = {
  // The spec says only "birthday required"; this text is ours.
  required: '请选择出生日期',
  format: '请选择正确的出生日期',
  underAge: `你的年龄未满${MINIMUM_AGE}岁，无法游戏哦`,
} as const;

/** A calendar date as plain numbers: core never builds a Date (no clock, no time zone). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A date picked in three parts (年 / 月 / 日 selects); null while a part is not chosen. */
export interface DateParts {
  readonly year: number | null;
  readonly month: number | null;
  readonly day: number | null;
}

/**
 * A three-part date field after one or more parts changed: the parts, with a day the chosen month lacks
 * (31 → February, 29 → a common year) moved to that month's last day, and the `YYYY-MM-DD` date once all
 * three are chosen (null before).
 */
export function pickDateParts(
  parts: DateParts,
  change: Partial<DateParts>,
): { readonly parts: DateParts; readonly date: string | null } {
  const merged = { ...parts, ...change };
  const { year, month } = merged;
  const day =
    merged.day !== null && year !== null && month !== null
      ? Math.min(merged.day, daysInMonth(year, month))
      : merged.day;
  const next: DateParts = { year, month, day };
  const pad = (n: number) => String(n).padStart(2, '0');
  const date =
    year !== null && month !== null && day !== null
      ? `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
      : null;
  return { parts: next, date };
}

/** Parses `YYYY-MM-DD`; undefined for any other shape or for a day the calendar lacks (2023-02-29). */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * Completed years between two dates. A birthday counts from its own day; someone born on
 * 29 February becomes a year older on 1 March in common years (never a day early).
 */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return today.year - birthday.year - (beforeBirthday ? 1 : 0);
}

/**
 * `birthday` and `today` are `YYYY-MM-DD`; the caller reads today from ClockPort in the
 * user's calendar. A malformed `today` is a programming error and throws.
 */
export function validateBirthday(birthday: string, today: string): ValidationError | undefined {
  const now = parseCalendarDate(today);
  if (!now) throw new RangeError(`validateBirthday: today must be YYYY-MM-DD, got "${today}"`);
  if (isBlank(birthday)) return validationError('birthday.required', AGE_MESSAGES.required);
  const born = parseCalendarDate(birthday);
  if (!born) return validationError('birthday.format', AGE_MESSAGES.format);
  return ageOn(born, now) >= MINIMUM_AGE
    ? undefined
    : validationError('birthday.underAge', AGE_MESSAGES.underAge);
}
