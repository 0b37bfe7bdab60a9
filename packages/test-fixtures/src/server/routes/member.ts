import { createHmac } from 'node:crypto';
import { user } from '@jinli/core/contract';
import { type Account, formatBeijingTime, maskEmail, maskPhone, maskRealName } from '../auth/accounts.ts';
import type { WalletBook } from '../ledger/walletBook.ts';
import { avatarUrl } from './profile.ts';
import { memberRoute, type Route } from './route.ts';

// A public, sandbox-only secret: the chat server of a later issue may verify with it.
const JWT_SECRET = 'jinli-sandbox-public-jwt-secret';
const JWT_LIFETIME_S = 24 * 3600;

const base64Url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** An HS256 JWT naming the member, the "jwt body" the chat login sends (SPEC §3). */
export function signMemberJwt(account: Account, now: number): string {
  const iat = Math.floor(now / 1000);
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64Url(
    JSON.stringify({ sub: account.name, uid: account.userId, iat, exp: iat + JWT_LIFETIME_S }),
  );
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** The claims of a jwt this sandbox signed and that has not expired; null otherwise (chat login). */
export function verifyMemberJwt(jwt: string, now: number): { sub: string; uid: number } | null {
  const [header, claims, signature] = jwt.split('.');
  if (header === undefined || claims === undefined || signature === undefined) return null;
  const expected = createHmac('sha256', JWT_SECRET).update(`${header}.${claims}`).digest('base64url');
  if (expected !== signature) return null;
  try {
    const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { sub, uid, exp } = parsed;
    if (typeof sub !== 'string' || typeof uid !== 'number' || typeof exp !== 'number') return null;
    return exp * 1000 > now ? { sub, uid } : null;
  } catch {
    return null;
  }
}

/** member/info: binding flags plus the profile, phone, e-mail and real name masked. */
export function memberInfo(account: Account, wallet?: Pick<WalletBook, 'passwords' | 'cards'>) {
  return {
    userId: String(account.userId),
    name: account.name,
    nickName: account.name,
    vipGrade: account.vipGrade,
    bindPhone: account.phone !== null,
    bindRealName: account.realName !== null,
    bindEmail: account.email !== null,
    realName: account.realName === null ? '' : maskRealName(account.realName),
    phone: account.phone === null ? '' : maskPhone(account.phone),
    email: account.email === null ? '' : maskEmail(account.email),
    registerDate: formatBeijingTime(account.registerDate),
    lastLoginTime: account.lastLoginTime === null ? '' : formatBeijingTime(account.lastLoginTime),
    gender: account.gender,
    birthday: account.birthday,
    avatar: avatarUrl(account.avatarId),
    areaCode: account.areaCode,
    bindWithdrawPwd: wallet?.passwords.has(account.name) ?? false,
    bindBankCard: (wallet?.cards.get(account.name) ?? []).length > 0,
  };
}

/** What a logged-in member reads about themselves: profile, chat jwt, balance, unread counts. */
export const memberRoutes: readonly Route[] = [
  memberRoute(user.memberInfo, ({ member, state }) => memberInfo(member, state.wallet)),
  memberRoute(user.jwt, ({ member, now, token }) => ({ jwt: signMemberJwt(member, now), token })),
  // transfer/getBalance lives with the wallet routes (wallet.ts): it runs the deposit timer first.
  // getUnreadForType and feedback/unreadNum live with the inbox (memberCentre.ts).
];
