/** Messages of the deal records' date filter (/mine/transRecord). */
export const RECORD_DATE_MESSAGES = {
  inverted: '开始日期不能晚于结束日期',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (a Beijing day); '' and partial dates are not days. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/**
 * Why a records date range cannot be asked for, or undefined when it can. Either end may be empty (no
 * bound); both ends are inclusive, so a range of one day is fine, but a start after the end is not.
 */
export function recordDateRangeError(startDate: string, endDate: string): string | undefined {
  if (startDate === '' || endDate === '') return undefined;
  return startDate > endDate ? RECORD_DATE_MESSAGES.inverted : undefined;
}

/** The date bounds to send with transactions/queryDealRecord: only real days, never an empty string. */
export function recordDateQuery(
  startDate: string,
  endDate: string,
): { startDate?: string; endDate?: string } {
  return {
    ...(isCalendarDay(startDate) ? { startDate } : {}),
    ...(isCalendarDay(endDate) ? { endDate } : {}),
  };
}
