import { ResultCode } from '@jinli/core';
import { NEW_DEVICE_KAPTCHCATE, user } from '@jinli/core/contract';
import { PASSWORD_MESSAGES, validateUsername } from '@jinli/core/rules';
import { maskPhone } from '../auth/accounts.ts';
import { AUTO_LOGIN_WINDOW_MS, addAccount, findAccount, openSession, spendCode } from '../auth/authState.ts';
import { checkCaptcha } from './captcha.ts';
import { Failure, memberRoute, type Route, route } from './route.ts';

const MD5_HEX = /^[0-9a-f]{32}$/i;
export const NAME_TAKEN_MESSAGE = '用户名已存在';

/**
 * The server's share of SPEC §5 for a password that arrives as md5: present, hashed, repeated. The
 * 8-12 letters-and-digits rule can only be checked before hashing, by the form.
 */
export function md5PasswordError(password: string, repeat: string): string | undefined {
  if (password.trim() === '') return PASSWORD_MESSAGES.required;
  if (!MD5_HEX.test(password)) return PASSWORD_MESSAGES.format;
  if (repeat.toLowerCase() !== password.toLowerCase()) return PASSWORD_MESSAGES.repeatMismatch;
  return undefined;
}

/** Register, login (password, risk, new-device code, auto-login after register) and logout. */
export const authRoutes: readonly Route[] = [
  route(user.register, ({ state, now, payload }) => {
    const suspended = state.auth.suspended;
    if (suspended !== null) return new Failure(suspended.code, suspended.message);
    const captcha = checkCaptcha(state.auth, payload, now);
    if (captcha !== null) return captcha;
    const nameError = validateUsername(payload.name);
    if (nameError !== undefined) return new Failure(ResultCode.InvalidParameter, nameError.message);
    // SPEC §3: the member has read (isRead) and agreed to (isAgree) the terms, two fields.
    if (!payload.isRead || !payload.isAgree)
      return new Failure(ResultCode.InvalidParameter, PASSWORD_MESSAGES.agreementRequired);
    const passwordError = md5PasswordError(payload.password, payload.secondPassword);
    if (passwordError !== undefined) return new Failure(ResultCode.InvalidParameter, passwordError);
    if (findAccount(state.auth, payload.name) !== undefined)
      return new Failure(ResultCode.DataExists, NAME_TAKEN_MESSAGE);
    const account = addAccount(state.auth, payload.name, payload.password.toLowerCase(), now);
    state.auth.registrations.push({
      name: account.name,
      domain: payload.domain,
      rCode: payload.rCode,
      iCode: payload.iCode,
    });
    return { userId: String(account.userId) };
  }),

  route(user.login, ({ state, now, payload }) => {
    const auth = state.auth;
    if (auth.suspended !== null) return new Failure(auth.suspended.code, auth.suspended.message);
    const codeLogin = payload.kaptchcate === NEW_DEVICE_KAPTCHCATE;
    if (!codeLogin) {
      const captcha = checkCaptcha(auth, payload, now);
      if (captcha !== null) return captcha;
    }
    const account = findAccount(auth, payload.name);
    if (account === undefined || account.passwordMd5 !== payload.password.toLowerCase())
      return new Failure(ResultCode.InvalidCredentials);

    if (codeLogin) {
      const sendCodeNum = ('sendCodeNum' in payload ? payload.sendCodeNum : undefined) ?? '';
      if (sendCodeNum === '') {
        const registeredAt = auth.registeredAt.get(account.name.toLowerCase());
        if (registeredAt === undefined || now - registeredAt > AUTO_LOGIN_WINDOW_MS)
          return new Failure(ResultCode.AuthenticationCodeError);
      } else {
        if (account.phone === null) return new Failure(ResultCode.UnboundPhone);
        const spent = spendCode(auth, account.phone, 3, sendCodeNum, now);
        if (spent === 'wrong') return new Failure(ResultCode.AuthenticationCodeError);
        if (spent === 'expired') return new Failure(ResultCode.AuthenticationCodeExpired);
      }
    } else if (account.risky && account.phone !== null) {
      return new Failure(ResultCode.RiskyLogin, undefined, { phoneNumber: maskPhone(account.phone) });
    }
    return { token: openSession(auth, account, now), userId: String(account.userId) };
  }),

  memberRoute(user.logout, ({ state, token }) => {
    if (token !== null) state.auth.sessions.delete(token);
    return null;
  }),
];
