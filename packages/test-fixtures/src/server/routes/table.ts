import { activityRoutes } from './activities.ts';
import { authRoutes } from './auth.ts';
import { captchaRoutes } from './captcha.ts';
import { chatHistoryRoutes } from './chatHistory.ts';
import { codeRoutes } from './codes.ts';
import { contentRoutes } from './content.ts';
import { gamesRoutes, PUBLIC_GAME_CALLS } from './games.ts';
import { matchDetailRoutes } from './matchDetail.ts';
import { memberRoutes } from './member.ts';
import { memberCentreRoutes } from './memberCentre.ts';
import { profileRoutes } from './profile.ts';
import { resetRoutes } from './reset.ts';
import type { Route } from './route.ts';
import { siteContentRoutes } from './siteContent.ts';
import { sportsRoutes } from './sports.ts';
import { depositRoutes } from './wallet.ts';
import { walletAccountRoutes } from './walletAccounts.ts';
import { walletBindRoutes } from './walletBind.ts';

/** Real handlers by API path. Later issues add their route lists here (user, wallet, games...). */
export function createRouteTable(): ReadonlyMap<string, Route> {
  const table = new Map<string, Route>();
  for (const entry of [
    ...contentRoutes,
    ...captchaRoutes,
    ...authRoutes,
    ...codeRoutes,
    ...resetRoutes,
    ...memberRoutes,
    ...profileRoutes,
    ...memberCentreRoutes,
    ...gamesRoutes,
    ...depositRoutes,
    ...walletAccountRoutes,
    ...walletBindRoutes,
    ...chatHistoryRoutes,
    ...sportsRoutes,
    ...activityRoutes,
    ...siteContentRoutes,
    ...matchDetailRoutes,
  ]) {
    if (table.has(entry.path)) throw new Error(`duplicate sandbox route ${entry.path}`);
    table.set(entry.path, entry);
  }
  return table;
}

/** Prefixes of the API families of SPEC §7; anything below them that has no handler answers 6004. */
const API_FAMILIES = /^\/(site|act|fd|game|stream)\//;
const API_PATH = /^\/(site|act|fd|game|stream)\/api\//;

/**
 * Whether a plain (unencrypted) request is an API call rather than a page of the web app.
 * `/game/sport` is a page when fetched with GET, but any non-GET there is an API attempt.
 */
export function isApiRequest(method: string, pathname: string): boolean {
  if (API_PATH.test(pathname)) return true;
  return method !== 'GET' && method !== 'HEAD' && API_FAMILIES.test(pathname);
}

const PUBLIC_MEMBER_CALLS = new Set([
  '/site/api/v1/user/member/kaptchcate',
  '/site/api/v1/user/member/validateGeeCheck',
]);
const LOGIN_ONLY = [
  /^\/site\/api\/v1\/user\/member\//,
  /^\/site\/api\/v1\/user\/feedback\//,
  /^\/site\/api\/v1\/user\/logout$/,
  /^\/site\/api\/v1\/user\/sendCode\/two$/,
  /^\/site\/api\/v1\/user\/(bindFromDeposit|withdrawal\/pwd\/(set|reset))$/,
  /^\/site\/api\/v1\/user\/(bindEmail|bindPhone|bindPassword|bindPasswordByPhone|bindPasswordByEmail|avatarList|addAvatar)$/,
  /^\/site\/api\/v1\/site\/common\/singleDataDecryption$/,
  /^\/site\/api\/v1\/site\/letter\//,
  /^\/site\/api\/v1\/user\/(memberGradeConfigList|getGameFanshuiHighLow|upload\/uploadImage)$/,
  /^\/act\/api\/v1\/(vipWeek\/VipWeekInfo|activityTopGift\/exchangeRecord)$/,
  /^\/fd\/api\//,
  /^\/game\/api\//,
  /^\/act\/api\/v1\/promotion\/(verification|confirmInfo|joinActivity)$/,
];

/** Calls that answer 6001 without a live token (docs/protocol.md, "Register and login"). */
export function requiresLogin(path: string): boolean {
  if (PUBLIC_MEMBER_CALLS.has(path) || PUBLIC_GAME_CALLS.has(path)) return false;
  return LOGIN_ONLY.some((pattern) => pattern.test(path));
}
