/** One day cell of the sign-in calendar; `date` is a Beijing date `YYYY-MM-DD`. */
export interface SignDay {
  date: string;
  day: number;
  signed: boolean;
  isToday: boolean;
  /** After today: cannot be signed yet. */
  future: boolean;
}

export interface SignMonth {
  year: number;
  month: number;
  /** Empty cells before day 1 in a week starting on Monday. */
  leading: number;
  days: SignDay[];
}

const pad = (n: number) => String(n).padStart(2, '0');

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 30);
}

/** Sakamoto's method: 0 = Sunday … 6 = Saturday (no Date object in core). */
function weekdayOf(year: number, month: number, day: number): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;
  const y = month < 3 ? year - 1 : year;
  return (
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (offsets[month - 1] ?? 0) + day) % 7
  );
}

/** The month of `today` (server's Beijing date) with the signed days marked. Pure calendar math, no clock. */
export function signMonth(today: string, signedDates: readonly string[]): SignMonth {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const count = daysInMonth(year, month);
  const weekday = weekdayOf(year, month, 1);
  const signed = new Set(signedDates);
  const days: SignDay[] = [];
  for (let day = 1; day <= count; day += 1) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    days.push({ date, day, signed: signed.has(date), isToday: date === today, future: date > today });
  }
  return { year, month, leading: (weekday + 6) % 7, days };
}

/** The reward the next sign-in pays: day streak+1 of the cycle (the cycle restarts after the last day). */
export function nextSignReward(
  rewards: readonly string[],
  streak: number,
  signedToday: boolean,
): string | null {
  if (signedToday || rewards.length === 0) return null;
  return rewards[streak % rewards.length] ?? null;
}

/** Where the member is in the reward cycle: today's cycle slot and how many slots of it are done. */
export interface SignStatus {
  signedToday: boolean;
  streak: number;
  /** The reward the next sign-in pays; null when signed today. */
  nextReward: string | null;
  /** Slot (0-based) of today in the cycle. */
  cycleDay: number;
  /** Slots of the current cycle already signed. */
  doneInCycle: number;
}

export function signStatus(
  rewards: readonly string[],
  progress: { today: string; signedDates: readonly string[]; streak: number } | null,
): SignStatus {
  const signedToday = progress?.signedDates.includes(progress.today) ?? false;
  const streak = progress?.streak ?? 0;
  const length = Math.max(1, rewards.length);
  const cycleDay = signedToday ? (streak - 1) % length : streak % length;
  return {
    signedToday,
    streak,
    nextReward: nextSignReward(rewards, streak, signedToday),
    cycleDay,
    doneInCycle: progress === null ? 0 : signedToday ? cycleDay + 1 : cycleDay,
  };
}
