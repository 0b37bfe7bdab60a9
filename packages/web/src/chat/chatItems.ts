import type { ChatLine, OutboxEntry } from '@jinli/core';
import { formatBeijingClock } from '@jinli/core/rules';

/** One row of the message list: a line from the room, or the member's own message still on its way. */
export type ChatItem =
  | { kind: 'line'; key: string; line: ChatLine; own: boolean }
  | { kind: 'pending'; key: string; entry: OutboxEntry };

/** The row item of each line, kept across frames (issue #27: a frame of a flooded room allocates its new lines' rows only). */
const lineItems = new WeakMap<ChatLine, ChatItem & { kind: 'line' }>();

function lineItem(line: ChatLine, own: boolean): ChatItem {
  const cached = lineItems.get(line);
  if (cached !== undefined && cached.own === own) return cached;
  const item = { kind: 'line' as const, key: line.id, line, own };
  lineItems.set(line, item);
  return item;
}

/**
 * The rows to show, oldest first. A pending message whose cid already came back on a line (from the
 * live echo or from history after a reconnect) is not shown twice. A line's row is the same object from
 * call to call (while its `own` holds), so memoised rows compare by identity.
 */
export function chatItems(
  lines: readonly ChatLine[],
  pending: readonly OutboxEntry[],
  selfUid: string | null,
): ChatItem[] {
  const items: ChatItem[] = [];
  for (const line of lines) {
    items.push(lineItem(line, selfUid !== null && !line.system && line.uid === selfUid));
  }
  if (pending.length === 0) return items;
  const echoed = new Set<string>();
  for (const line of lines) if (line.cid !== undefined) echoed.add(line.cid);
  for (const entry of pending) {
    if (!echoed.has(entry.cid)) items.push({ kind: 'pending', key: `cid:${entry.cid}`, entry });
  }
  return items;
}

/** `HH:mm` Beijing time, like every time the site shows, whatever the viewer's time zone. */
export function formatChatTime(time: number): string {
  return formatBeijingClock(time);
}
