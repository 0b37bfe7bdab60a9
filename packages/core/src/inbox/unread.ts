import type { LetterType } from '../api/schemas/memberCentre.ts';
import type { UnreadCounts } from '../api/schemas/messages.ts';

/** Inbox tabs in display order. */
export const LETTER_TYPES: readonly LetterType[] = ['notice', 'activity', 'bulletin', 'match', 'fd'];

/**
 * Which SPEC §3 unread keys each tab gathers: the personal count and its broadcast (`br`) twin.
 * (docs/protocol.md, "Letters": bulletins and match news exist only as broadcasts.)
 */
const KEYS_BY_TYPE: Record<LetterType, readonly (keyof UnreadCounts)[]> = {
  notice: ['notice', 'brnotice'],
  activity: ['activity', 'bractivity'],
  bulletin: ['brbulletin'],
  match: ['brmatch'],
  fd: ['fd', 'brfd'],
};

export interface UnreadTotals {
  byType: Record<LetterType, number>;
  /** Every unread letter. */
  letters: number;
  /** Unread feedback replies. */
  feedback: number;
  /** Letters + feedback: the member menu's badge. */
  all: number;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** Badge numbers from the raw counts; missing or broken fields count as 0. */
export function unreadTotals(counts: UnreadCounts | null, feedback: number): UnreadTotals {
  const byType = {} as Record<LetterType, number>;
  let letters = 0;
  for (const type of LETTER_TYPES) {
    const n = KEYS_BY_TYPE[type].reduce((sum, key) => sum + count(counts?.[key]), 0);
    byType[type] = n;
    letters += n;
  }
  const fb = count(feedback);
  return { byType, letters, feedback: fb, all: letters + fb };
}

/** What a badge shows: nothing for 0, the number up to 99, then 99+. */
export function badgeText(n: number): string {
  if (n <= 0) return '';
  return n > 99 ? '99+' : String(n);
}
