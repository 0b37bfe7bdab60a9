import { ResultCode } from '@jinli/core';
import { user } from '@jinli/core/contract';
import type { Account } from '../auth/accounts.ts';
import { expireSessions, findAccount, RESET_WINDOW_MS, spendCode } from '../auth/authState.ts';
import type { SandboxState } from '../state.ts';
import { md5PasswordError } from './auth.ts';
import { type CaptchaAnswer, checkCaptcha } from './captcha.ts';
import { USER_NOT_FOUND_MESSAGE } from './codes.ts';
import { Failure, type Route, route } from './route.ts';

const RESET_CODE_TYPE = 2;

type Channel = 'phone' | 'email';
const MISMATCH: Record<Channel, string> = {
  phone: '手机号码与账号不匹配',
  email: '邮箱与账号不匹配',
};

/** The account whose bound phone or e-mail is `target`, or the failure to answer. */
function boundAccount(
  state: SandboxState,
  name: string,
  channel: Channel,
  target: string,
): Account | Failure {
  const account = findAccount(state.auth, name);
  if (account === undefined) return new Failure(ResultCode.NotFound, USER_NOT_FOUND_MESSAGE);
  const bound = channel === 'phone' ? account.phone : account.email;
  if (bound === null || bound !== target.trim())
    return new Failure(ResultCode.InvalidParameter, MISMATCH[channel]);
  return account;
}

/** Step one: identity. The captcha is checked when the form sent one. */
function stepOne(
  state: SandboxState,
  now: number,
  name: string,
  channel: Channel,
  target: string,
  answer: CaptchaAnswer,
) {
  if (answer.kaptchcate === 1 || answer.kaptchcate === 2) {
    const captcha = checkCaptcha(state.auth, answer, now);
    if (captcha !== null) return captcha;
  }
  const account = boundAccount(state, name, channel, target);
  return account instanceof Failure ? account : null;
}

/** Step two: the code sent with `sendCode/one` type 2; opens the step-three window. */
function stepTwo(
  state: SandboxState,
  now: number,
  name: string,
  channel: Channel,
  target: string,
  code: string,
) {
  const account = boundAccount(state, name, channel, target);
  if (account instanceof Failure) return account;
  const spent = spendCode(state.auth, target.trim(), RESET_CODE_TYPE, code, now);
  if (spent === 'wrong') return new Failure(ResultCode.AuthenticationCodeError);
  if (spent === 'expired') return new Failure(ResultCode.AuthenticationCodeExpired);
  state.auth.resetPassedAt.set(account.name.toLowerCase(), now);
  return null;
}

/** Step three: the new md5 password, within RESET_WINDOW_MS of a passed step two. Ends old sessions. */
function stepThree(
  state: SandboxState,
  now: number,
  payload: { name: string; password: string; secondPassword: string },
) {
  const account = findAccount(state.auth, payload.name);
  if (account === undefined) return new Failure(ResultCode.NotFound, USER_NOT_FOUND_MESSAGE);
  const key = account.name.toLowerCase();
  const passedAt = state.auth.resetPassedAt.get(key);
  if (passedAt === undefined || now - passedAt > RESET_WINDOW_MS)
    return new Failure(ResultCode.AuthenticationRequired);
  const passwordError = md5PasswordError(payload.password, payload.secondPassword);
  if (passwordError !== undefined) return new Failure(ResultCode.InvalidParameter, passwordError);
  account.passwordMd5 = payload.password.toLowerCase();
  state.auth.resetPassedAt.delete(key);
  expireSessions(state.auth, account.name);
  return null;
}

/** Password reset by phone and by e-mail (docs/protocol.md, "Password reset"). */
export const resetRoutes: readonly Route[] = [
  route(user.forgetByPhoneOne, ({ state, now, payload }) =>
    stepOne(state, now, payload.name, 'phone', payload.phone, payload),
  ),
  route(user.forgetByPhoneTwo, ({ state, now, payload }) =>
    stepTwo(state, now, payload.name, 'phone', payload.phone, payload.code),
  ),
  route(user.forgetByPhoneThree, ({ state, now, payload }) => stepThree(state, now, payload)),
  route(user.forgetByEmailOne, ({ state, now, payload }) =>
    stepOne(state, now, payload.name, 'email', payload.email, payload),
  ),
  route(user.forgetByEmailTwo, ({ state, now, payload }) =>
    stepTwo(state, now, payload.name, 'email', payload.email, payload.code),
  ),
  route(user.forgetByEmailThree, ({ state, now, payload }) => stepThree(state, now, payload)),
];
