import { ResultCode } from '@jinli/core';
import { type BindProfilePayload, bindProfilePayloadSchema, site, user } from '@jinli/core/contract';
import { validateBirthday, validateRealName } from '@jinli/core/rules';
import { AVATAR_COUNT } from '../../art/avatars.ts';
import { type Account, formatBeijingTime, maskEmail, maskPhone, maskRealName } from '../auth/accounts.ts';
import { expireSessions, spendCode } from '../auth/authState.ts';
import type { SandboxState } from '../state.ts';
import { md5PasswordError } from './auth.ts';
import { bindTargetRefusal } from './profileRules.ts';
import { Failure, memberRoute, type Route } from './route.ts';

const BIND_CODE_TYPE = 1;
const RESET_CODE_TYPE = 2;
export const REAL_NAME_BOUND_MESSAGE = '已绑定真实姓名';
export const OLD_PASSWORD_WRONG_MESSAGE = '原密码错误';

export const avatarUrl = (id: string): string => (id === '' ? '' : `/sandbox-art/avatar-${id}.svg`);

function spend(state: SandboxState, target: string, type: number, code: string, now: number) {
  const spent = spendCode(state.auth, target, type, code, now);
  if (spent === 'wrong') return new Failure(ResultCode.AuthenticationCodeError);
  if (spent === 'expired') return new Failure(ResultCode.AuthenticationCodeExpired);
  return null;
}

/** member/bindOther without accountType: real name (once), gender or birthday (18+, SPEC §5). */
export function bindProfile(payload: unknown, member: Account, now: number): null | Failure {
  const parsed = bindProfilePayloadSchema.safeParse(payload);
  if (!parsed.success) return new Failure(ResultCode.InvalidParameter);
  const input: BindProfilePayload = parsed.data;
  if ('realName' in input) {
    const invalid = validateRealName(input.realName.trim());
    if (invalid) return new Failure(ResultCode.InvalidParameter, invalid.message);
    if (member.realName !== null) return new Failure(ResultCode.DataExists, REAL_NAME_BOUND_MESSAGE);
    member.realName = input.realName.trim();
  } else if ('gender' in input) {
    member.gender = input.gender;
  } else {
    const invalid = validateBirthday(input.birthday, formatBeijingTime(now).slice(0, 10));
    if (invalid) return new Failure(ResultCode.InvalidParameter, invalid.message);
    member.birthday = input.birthday;
  }
  return null;
}

const DECRYPTABLE = {
  phone: (member: Account) => ({ value: member.phone, masked: maskPhone }),
  email: (member: Account) => ({ value: member.email, masked: maskEmail }),
  realName: (member: Account) => ({ value: member.realName, masked: maskRealName }),
} as const;

/** Binding a phone or e-mail, the login password, the avatar and single-datum decryption (issue #12). */
export const profileRoutes: readonly Route[] = [
  memberRoute(user.bindPhone, ({ payload, member, state, now }) => {
    const refused = bindTargetRefusal(state, member, false, payload.phone);
    if (refused !== null) return refused;
    const spent = spend(state, payload.phone, BIND_CODE_TYPE, payload.code, now);
    if (spent !== null) return spent;
    member.phone = payload.phone;
    member.areaCode = payload.areaCode;
    return null;
  }),
  memberRoute(user.bindEmail, ({ payload, member, state, now }) => {
    const email = payload.email.trim();
    const refused = bindTargetRefusal(state, member, true, email);
    if (refused !== null) return refused;
    const spent = spend(state, email, BIND_CODE_TYPE, payload.code, now);
    if (spent !== null) return spent;
    member.email = email;
    return null;
  }),
  memberRoute(user.bindPassword, ({ payload, member, state }) => {
    if (payload.oldPassword.toLowerCase() !== member.passwordMd5)
      return new Failure(ResultCode.PasswordCheckFailure, OLD_PASSWORD_WRONG_MESSAGE);
    const invalid = md5PasswordError(payload.password, payload.secondPassword);
    if (invalid !== undefined) return new Failure(ResultCode.InvalidParameter, invalid);
    member.passwordMd5 = payload.password.toLowerCase();
    // A changed password ends every session of the member; the client logs in again.
    expireSessions(state.auth, member.name);
    return null;
  }),
  memberRoute(user.bindPasswordByPhone, ({ payload, member, state, now }) => {
    if (member.phone === null || payload.phone !== member.phone)
      return new Failure(ResultCode.InvalidParameter, '手机号码与绑定手机不一致');
    const invalid = md5PasswordError(payload.password, payload.secondPassword);
    if (invalid !== undefined) return new Failure(ResultCode.InvalidParameter, invalid);
    const spent = spend(state, member.phone, RESET_CODE_TYPE, payload.code, now);
    if (spent !== null) return spent;
    member.passwordMd5 = payload.password.toLowerCase();
    expireSessions(state.auth, member.name);
    return null;
  }),
  memberRoute(user.bindPasswordByEmail, ({ payload, member, state, now }) => {
    const email = payload.email.trim();
    if (member.email === null || email !== member.email)
      return new Failure(ResultCode.InvalidParameter, '邮箱与绑定邮箱不一致');
    const invalid = md5PasswordError(payload.password, payload.secondPassword);
    if (invalid !== undefined) return new Failure(ResultCode.InvalidParameter, invalid);
    const spent = spend(state, member.email, RESET_CODE_TYPE, payload.code, now);
    if (spent !== null) return spent;
    member.passwordMd5 = payload.password.toLowerCase();
    expireSessions(state.auth, member.name);
    return null;
  }),
  memberRoute(user.avatarList, () =>
    Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: String(i + 1), url: avatarUrl(String(i + 1)) })),
  ),
  memberRoute(user.addAvatar, ({ payload, member }) => {
    const id = Number(payload.avatarId);
    if (!Number.isInteger(id) || id < 1 || id > AVATAR_COUNT)
      return new Failure(ResultCode.InvalidParameter, '头像不存在');
    member.avatarId = String(id);
    return { avatar: avatarUrl(member.avatarId) };
  }),
  memberRoute(site.singleDataDecryption, ({ payload, member }) => {
    const { value, masked } = DECRYPTABLE[payload.name](member);
    if (value === null) return new Failure(ResultCode.NoData);
    return { value, masked: masked(value) };
  }),
];
