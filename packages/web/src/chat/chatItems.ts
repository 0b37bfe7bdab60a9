import type { ChatLine, OutboxEntry } from '@jinli/core';
import { formatBeijingClock } from '@jinli/core/rules';

/** One row of the message list: a line from the room, or the member's own message still on its way. */
export type ChatItem =
  | { kind: 'line'; key: string; line: ChatLine; own: boolean }
  | { kind: 'pending'; key: string; entry: OutboxEntry };

/**
 * The rows to show, oldest first. A pending message whose cid already came back on a line (from the
 * live echo or from history after a reconnect) is not shown twice.
 */
export function chatItems(
  lines: readonly ChatLine[],
  pending: readonly OutboxEntry[],
  selfUid: string | null,
): ChatItem[] {
  const items: ChatItem[] = [];
  const echoed = new Set<string>();
  for (const line of lines) {
    if (line.cid !== undefined) echoed.add(line.cid);
    items.push({
      kind: 'line',
      key: line.id,
      line,
      own: selfUid !== null && !line.system && line.uid === selfUid,
    });
  }
  for (const entry of pending) {
    if (!echoed.has(entry.cid)) items.push({ kind: 'pending', key: `cid:${entry.cid}`, entry });
  }
  return items;
}

/** `HH:mm` Beijing time, like every time the site shows, whatever the viewer's time zone. */
export function formatChatTime(time: number): string {
  return formatBeijingClock(time);
}
