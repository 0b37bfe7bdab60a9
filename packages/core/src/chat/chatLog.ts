import type { ChatLine } from './payloads.ts';

/** Pure rules for a room's list of lines: newest last, each message id once. */

const byTime = (a: ChatLine, b: ChatLine) => a.time - b.time;

/**
 * The ids of a list mergeLines returned, handed on to the list it returns next (issue #27): a live frame
 * costs its own lines, not a Set of the whole room rebuilt 60 times a second. A list whose set was handed
 * on (merged into again later, which the room never does) simply rebuilds it.
 */
const idsOfList = new WeakMap<readonly ChatLine[], Set<string>>();

function takeIds(lines: readonly ChatLine[]): Set<string> {
  const ids = idsOfList.get(lines);
  if (ids === undefined) return new Set(lines.map((line) => line.id));
  idsOfList.delete(lines);
  return ids;
}

/**
 * Adds history pages or live lines to a room's lines. A line whose id is already there is ignored (the
 * first copy wins), and the result is ordered by time, oldest first; lines with the same time keep their
 * arrival order. The common case, a live line newer than everything, is a plain append.
 */
export function mergeLines(existing: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const seen = takeIds(existing);
  const fresh: ChatLine[] = [];
  for (const line of incoming) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    fresh.push(line);
  }
  if (fresh.length === 0) {
    idsOfList.set(existing, seen);
    return existing as ChatLine[];
  }
  const last = existing.at(-1);
  const ordered = fresh.every((line, index) => index === 0 || (fresh[index - 1]?.time ?? 0) <= line.time);
  const merged =
    ordered && (last === undefined || last.time <= (fresh[0]?.time ?? 0))
      ? [...existing, ...fresh]
      : [...existing, ...fresh].sort(byTime);
  idsOfList.set(merged, seen);
  return merged;
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
