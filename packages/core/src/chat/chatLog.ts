import type { ChatLine } from './payloads.ts';

/** Pure rules for a room's list of lines: newest last, each message id once. */

const byTime = (a: ChatLine, b: ChatLine) => a.time - b.time;

/**
 * Adds history pages or live lines to a room's lines. A line whose id is already there is ignored (the
 * first copy wins), and the result is ordered by time, oldest first; lines with the same time keep their
 * arrival order. The common case, a live line newer than everything, is a plain append.
 */
export function mergeLines(existing: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const seen = new Set(existing.map((line) => line.id));
  const fresh: ChatLine[] = [];
  for (const line of incoming) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    fresh.push(line);
  }
  if (fresh.length === 0) return existing as ChatLine[];
  const last = existing.at(-1);
  const ordered = fresh.every((line, index) => index === 0 || (fresh[index - 1]?.time ?? 0) <= line.time);
  if (ordered && (last === undefined || last.time <= (fresh[0]?.time ?? 0))) return [...existing, ...fresh];
  return [...existing, ...fresh].sort(byTime);
}

/** Clear (msgId 10015): every line, or only one member's. */
export function clearLines(lines: readonly ChatLine[], uid?: string): ChatLine[] {
  return uid === undefined ? [] : lines.filter((line) => line.uid !== uid);
}

/** Adds a record unless its id is already there, keeping only the newest `cap`. */
export function appendRecord<T extends { id: string }>(list: readonly T[], record: T, cap: number): T[] {
  if (list.some((item) => item.id === record.id)) return list as T[];
  const next = [...list, record];
  return next.length > cap ? next.slice(next.length - cap) : next;
}
