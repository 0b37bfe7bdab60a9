/**
 * Every time a member sees is Beijing time (UTC+8, no daylight saving), whatever the device's zone:
 * records, chat, match kick-offs and date filters agree. One formatter per shape, built once.
 */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

export interface BeijingParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// Built on first use: a time-zone formatter costs milliseconds to create, and `/` shows no time at start.
let partsFormat: Intl.DateTimeFormat | undefined;
const makePartsFormat = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BEIJING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** Calendar and clock fields of an epoch-milliseconds instant in Beijing, zero-padded. */
export function beijingParts(epochMs: number): BeijingParts {
  const out: BeijingParts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  partsFormat ??= makePartsFormat();
  for (const part of partsFormat.formatToParts(epochMs)) {
    if (part.type in out) out[part.type as keyof BeijingParts] = part.value;
  }
  return out;
}

/** `2026-11-24` */
export function formatBeijingDate(epochMs: number): string {
  const p = beijingParts(epochMs);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `2026-11-24 20:05:09` */
export function formatBeijingDateTime(epochMs: number): string {
  const p = beijingParts(epochMs);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `20:05` */
export function formatBeijingClock(epochMs: number): string {
  const p = beijingParts(epochMs);
  return `${p.hour}:${p.minute}`;
}

/** `11-24` */
export function formatBeijingMonthDay(epochMs: number): string {
  const p = beijingParts(epochMs);
  return `${p.month}-${p.day}`;
}
