import type { LetterType } from '@jinli/core/contract';

/**
 * The member centre's sandbox state (issue #12 part B): letters, feedback, uploads and VIP extras.
 * Time-driven changes (a letter every few minutes, a reply after a delay) are applied lazily when a
 * call looks (`deliverDue`, `replyDue` in letters.ts / feedbackBook.ts), so no timers run.
 */
export interface SandboxLetter {
  id: string;
  type: LetterType;
  /** A site-wide broadcast (counts under the `br*` keys of SPEC §3). */
  broadcast: boolean;
  title: string;
  content: string;
  createTime: number;
  isRead: boolean;
}

export interface SandboxFeedback {
  id: string;
  type: number;
  content: string;
  images: string[];
  betOrderNo: string | null;
  depositRewardId: string | null;
  createTime: number;
  replies: { content: string; createTime: number }[];
  unread: boolean;
}

export interface SandboxUpload {
  member: string;
  type: string;
  bytes: Buffer;
}

export interface CentreState {
  startedAt: number;
  /** member -> letters, newest last. Seeded on first look. */
  letters: Map<string, SandboxLetter[]>;
  /** member -> periodic letters already delivered. */
  periodicSeen: Map<string, number>;
  /** 0 stops periodic letters. */
  letterEveryMs: number;
  feedback: Map<string, SandboxFeedback[]>;
  replyDelayMs: number;
  uploads: Map<string, SandboxUpload>;
  /** member -> the random key of their picture cookie (upload.ts, issue #29). */
  uploadKeys: Map<string, string>;
  /** member -> deposits and turnover credited by hand (control) on top of the seeded history. */
  vipExtra: Map<string, { deposit: string; turnover: string }>;
  nextId: number;
}

export const DEFAULT_LETTER_EVERY_MS = 5 * 60_000;
export const DEFAULT_REPLY_DELAY_MS = 30_000;

export function createCentreState(now: number): CentreState {
  return {
    startedAt: now,
    letters: new Map(),
    periodicSeen: new Map(),
    letterEveryMs: DEFAULT_LETTER_EVERY_MS,
    feedback: new Map(),
    replyDelayMs: DEFAULT_REPLY_DELAY_MS,
    uploads: new Map(),
    uploadKeys: new Map(),
    vipExtra: new Map(),
    nextId: 1,
  };
}

export function nextCentreId(centre: CentreState): string {
  const id = String(centre.nextId);
  centre.nextId += 1;
  return id;
}
