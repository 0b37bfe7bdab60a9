import { createHash } from 'node:crypto';
import type { UnreadCounts } from '@jinli/core/contract';

/** A sandbox member. Money is a decimal string; times are epoch ms on the sandbox clock. */
export interface Account {
  userId: number;
  name: string;
  /** md5 hex of the password, as the client sends it (SPEC §7). */
  passwordMd5: string;
  phone: string | null;
  email: string | null;
  realName: string | null;
  vipGrade: number;
  balance: string;
  lockMoney: string;
  registerDate: number;
  lastLoginTime: number | null;
  /** Every password login answers 6029 and needs the new-device code (docs/protocol.md). */
  risky: boolean;
  unread: UnreadCounts;
  feedbackUnread: number;
  /** Profile (issue #12): '' until the member sets it. */
  gender: '' | 'male' | 'female';
  birthday: string;
  avatarId: string;
  areaCode: string;
}

export const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

const NO_UNREAD: UnreadCounts = {
  brnotice: 0,
  bractivity: 0,
  brbulletin: 0,
  brmatch: 0,
  brfd: 0,
  notice: 0,
  activity: 0,
  fd: 0,
};

const NO_PROFILE = { gender: '', birthday: '', avatarId: '', areaCode: '' } as const;

const DAY_MS = 86_400_000;

/** The accounts table of docs/protocol.md ("Sandbox accounts"); registered some days before `now`. */
export function seededAccounts(now: number): Account[] {
  return [
    {
      userId: 100_001,
      name: 'demo01',
      passwordMd5: md5('demo1234'),
      phone: '13800138000',
      email: 'demo01@jinli.example',
      realName: '张伟',
      vipGrade: 3,
      balance: '8888.00',
      lockMoney: '0.00',
      registerDate: now - 120 * DAY_MS,
      lastLoginTime: now - 2 * DAY_MS,
      risky: false,
      unread: { ...NO_UNREAD, brnotice: 2, bractivity: 1, notice: 2, activity: 1 },
      feedbackUnread: 1,
      gender: 'male',
      birthday: '1990-06-18',
      avatarId: '1',
      areaCode: '+86',
    },
    {
      userId: 100_002,
      name: 'fresh01',
      passwordMd5: md5('fresh1234'),
      phone: null,
      email: null,
      realName: null,
      vipGrade: 0,
      balance: '0.00',
      lockMoney: '0.00',
      registerDate: now - 3 * DAY_MS,
      lastLoginTime: null,
      risky: false,
      unread: { ...NO_UNREAD },
      feedbackUnread: 0,
      ...NO_PROFILE,
    },
    {
      userId: 100_003,
      name: 'risky01',
      passwordMd5: md5('risky1234'),
      phone: '13912345678',
      email: null,
      realName: '李娜',
      vipGrade: 1,
      balance: '520.00',
      lockMoney: '0.00',
      registerDate: now - 400 * DAY_MS,
      lastLoginTime: now - 90 * DAY_MS,
      risky: true,
      unread: { ...NO_UNREAD },
      feedbackUnread: 0,
      ...NO_PROFILE,
    },
  ];
}

/** A new member made by `register`: nothing bound, empty wallet. */
export function newAccount(userId: number, name: string, passwordMd5: string, now: number): Account {
  return {
    userId,
    name,
    passwordMd5,
    phone: null,
    email: null,
    realName: null,
    vipGrade: 0,
    balance: '0.00',
    lockMoney: '0.00',
    registerDate: now,
    lastLoginTime: null,
    risky: false,
    unread: { ...NO_UNREAD },
    feedbackUnread: 0,
    ...NO_PROFILE,
  };
}

/** 13912345678 -> 139****5678 (the risk-login answer and member/info both show this form). */
export function maskPhone(phone: string): string {
  return phone.length < 8 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** demo01@jinli.example -> de****@jinli.example */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** 张伟 -> 张* */
export function maskRealName(realName: string): string {
  const chars = Array.from(realName);
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 1))}`;
}

/** Beijing wall time `YYYY-MM-DD HH:mm:ss`, the form the site shows dates in. */
export function formatBeijingTime(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Sum of two decimal strings with two places, in integer cents (never floats). */
export function addMoney(a: string, b: string): string {
  const cents = toCents(a) + toCents(b);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) throw new Error(`not a 2-place decimal: ${value}`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
