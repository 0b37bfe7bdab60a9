import { randomUUID } from 'node:crypto';
import { createRandom, randomInt } from '../../seed/random.ts';
import { type Account, newAccount, seededAccounts } from './accounts.ts';

/** Lifetimes and limits of docs/protocol.md, "Authentication flows". */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const AUTO_LOGIN_WINDOW_MS = 60_000;
export const RESET_WINDOW_MS = 10 * 60_000;
export const SLIDER_TOLERANCE_PX = 6;

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const SLIDER_PIECE = 50;

export type CaptchaType = 1 | 2;

export interface PictureCaptchaRecord {
  id: string;
  answer: string;
  issuedAt: number;
  used: boolean;
}

export interface SliderChallenge {
  lotNumber: string;
  /** Left edge of the gap; the right drag offset, since the piece starts at x = 0. */
  gapX: number;
  y: number;
  issuedAt: number;
  used: boolean;
  /** Set once the drag passed; login/register spend it once. */
  passToken: string | null;
}

export interface Session {
  name: string;
  issuedAt: number;
  expired: boolean;
}

/** `type` 2 reset, 3 new device; `cate` 0 SMS, 1 e-mail, 2 voice (SPEC §7). */
export interface SentCode {
  target: string;
  name: string;
  type: number;
  cate: number;
  code: string;
  sentAt: number;
  used: boolean;
}

export interface AuthState {
  /** Seeded: captcha answers, slider gaps and codes repeat for one seed. Ids and tokens are random. */
  random: () => number;
  captchaType: CaptchaType;
  /** By lower-case name: names are unique regardless of case. */
  accounts: Map<string, Account>;
  nextUserId: number;
  sessions: Map<string, Session>;
  pictures: Map<string, PictureCaptchaRecord>;
  sliders: Map<string, SliderChallenge>;
  /** By `${type}:${target}`: the latest code of that purpose for that phone or e-mail. */
  codes: Map<string, SentCode>;
  lastSentAt: Map<string, number>;
  /** name -> when reset step two passed (step three is allowed for RESET_WINDOW_MS). */
  resetPassedAt: Map<string, number>;
  /** name -> register time, for the kaptchcate-99 auto-login window. */
  registeredAt: Map<string, number>;
  /** Login and register answer this code (6501 popup, 6502 inline) while set (POST /__sandbox/auth/suspend). */
  suspended: { code: 6501 | 6502; message: string } | null;
  /** What each register call sent as `domain`, `rCode`, `iCode`, oldest first (GET /__sandbox/registrations). */
  registrations: { name: string; domain: string; rCode: string; iCode: string }[];
}

export function createAuthState(seed: number, now: number): AuthState {
  const accounts = seededAccounts(now);
  return {
    random: createRandom(seed ^ 0x5eed_a117),
    captchaType: 1,
    accounts: new Map(accounts.map((account) => [account.name.toLowerCase(), account])),
    nextUserId: Math.max(...accounts.map((account) => account.userId)) + 1,
    sessions: new Map(),
    pictures: new Map(),
    sliders: new Map(),
    codes: new Map(),
    lastSentAt: new Map(),
    resetPassedAt: new Map(),
    registeredAt: new Map(),
    suspended: null,
    registrations: [],
  };
}

export function findAccount(auth: AuthState, name: string): Account | undefined {
  return auth.accounts.get(name.toLowerCase());
}

export function addAccount(auth: AuthState, name: string, passwordMd5: string, now: number): Account {
  const account = newAccount(auth.nextUserId++, name, passwordMd5, now);
  auth.accounts.set(name.toLowerCase(), account);
  auth.registeredAt.set(name.toLowerCase(), now);
  return account;
}

export function openSession(auth: AuthState, account: Account, now: number): string {
  const token = randomUUID().replace(/-/g, '');
  auth.sessions.set(token, { name: account.name, issuedAt: now, expired: false });
  account.lastLoginTime = now;
  return token;
}

/** The member behind a live token; undefined for a missing, unknown or expired one (-> 6001). */
export function sessionAccount(auth: AuthState, token: string | null): Account | undefined {
  if (token === null || token === '') return undefined;
  const session = auth.sessions.get(token);
  if (session === undefined || session.expired) return undefined;
  return findAccount(auth, session.name);
}

/** Expires the tokens of one member, or all; answers how many were live. */
export function expireSessions(auth: AuthState, name?: string): number {
  let count = 0;
  for (const session of auth.sessions.values()) {
    if (session.expired) continue;
    if (name !== undefined && session.name.toLowerCase() !== name.toLowerCase()) continue;
    session.expired = true;
    count += 1;
  }
  return count;
}

const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function issuePictureCaptcha(auth: AuthState, now: number): PictureCaptchaRecord {
  prune(auth.pictures, now);
  let answer = '';
  for (let i = 0; i < 4; i += 1) {
    answer += CAPTCHA_ALPHABET[randomInt(auth.random, 0, CAPTCHA_ALPHABET.length - 1)];
  }
  const record = { id: randomUUID(), answer, issuedAt: now, used: false };
  auth.pictures.set(record.id, record);
  return record;
}

/** One attempt per id: the id is spent whether or not the answer was right. */
export function spendPictureCaptcha(auth: AuthState, id: string, answer: string, now: number): boolean {
  const record = auth.pictures.get(id);
  if (record === undefined || record.used || now - record.issuedAt > CAPTCHA_TTL_MS) return false;
  record.used = true;
  return record.answer === answer.trim().toUpperCase();
}

export function issueSliderChallenge(auth: AuthState, now: number): SliderChallenge {
  prune(auth.sliders, now);
  const challenge: SliderChallenge = {
    lotNumber: randomUUID().replace(/-/g, ''),
    gapX: randomInt(auth.random, 90, SLIDER_WIDTH - SLIDER_PIECE - 10),
    y: randomInt(auth.random, 10, SLIDER_HEIGHT - SLIDER_PIECE - 10),
    issuedAt: now,
    used: false,
    passToken: null,
  };
  auth.sliders.set(challenge.lotNumber, challenge);
  return challenge;
}

/** Checks a drag: a pass token when within tolerance, null otherwise (the challenge is spent). */
export function solveSlider(auth: AuthState, lotNumber: string, offset: string, now: number): string | null {
  const challenge = auth.sliders.get(lotNumber);
  if (challenge === undefined || challenge.used || now - challenge.issuedAt > CAPTCHA_TTL_MS) return null;
  challenge.used = true;
  const x = /^-?\d+(\.\d+)?$/.test(offset.trim()) ? Number(offset) : Number.NaN;
  if (!(Math.abs(x - challenge.gapX) <= SLIDER_TOLERANCE_PX)) return null;
  challenge.passToken = randomUUID().replace(/-/g, '');
  return challenge.passToken;
}

/** Spends a pass token from `solveSlider`; true once per token, within the captcha lifetime. */
export function spendSliderPass(auth: AuthState, lotNumber: string, passToken: string, now: number): boolean {
  const challenge = auth.sliders.get(lotNumber);
  if (challenge?.passToken == null || now - challenge.issuedAt > CAPTCHA_TTL_MS) return false;
  const ok = challenge.passToken === passToken;
  challenge.passToken = null;
  return ok;
}

/**
 * A fresh 6-digit code for the target or, within CODE_RESEND_MS of the last one, how many whole
 * seconds are left before another may be sent (the code already sent stays valid).
 */
export function issueCode(
  auth: AuthState,
  request: { target: string; name: string; type: number; cate: number },
  now: number,
): SentCode | { tooSoon: number } {
  const last = auth.lastSentAt.get(request.target);
  if (last !== undefined && now - last < CODE_RESEND_MS)
    return { tooSoon: Math.ceil((CODE_RESEND_MS - (now - last)) / 1000) };
  const code = String(randomInt(auth.random, 0, 999_999)).padStart(6, '0');
  const sent: SentCode = { ...request, code, sentAt: now, used: false };
  auth.codes.set(`${request.type}:${request.target}`, sent);
  auth.lastSentAt.set(request.target, now);
  return sent;
}

/** Spends the latest code of `type` sent to `target`. */
export function spendCode(
  auth: AuthState,
  target: string,
  type: number,
  code: string,
  now: number,
): 'ok' | 'wrong' | 'expired' {
  const sent = auth.codes.get(`${type}:${target}`);
  if (sent === undefined || sent.used || sent.code !== code.trim()) return 'wrong';
  if (now - sent.sentAt > CODE_TTL_MS) return 'expired';
  sent.used = true;
  return 'ok';
}

function prune<T extends { issuedAt: number }>(records: Map<string, T>, now: number): void {
  for (const [id, record] of records) {
    if (now - record.issuedAt > CAPTCHA_TTL_MS) records.delete(id);
  }
}
