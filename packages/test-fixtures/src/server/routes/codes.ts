import { ResultCode } from '@jinli/core';
import { SendCodeCate, type SendCodePayload, SendCodeType, user } from '@jinli/core/contract';
import { CODE_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES } from '@jinli/core/rules';
import { md5 } from '../auth/accounts.ts';
import { findAccount, issueCode } from '../auth/authState.ts';
import type { SiteCipher } from '../cipher.ts';
import { checkCaptcha } from './captcha.ts';
import { bindTargetRefusal } from './profileRules.ts';
import { Failure, memberRoute, type Route, type RouteContext, route } from './route.ts';

export const USER_NOT_FOUND_MESSAGE = '用户不存在';

const CHANNEL_LABELS: Record<number, string> = {
  [SendCodeCate.Phone]: '短信验证码',
  [SendCodeCate.Email]: '邮箱验证码',
  [SendCodeCate.Voice]: '语音验证码',
};

function decryptField(cipher: SiteCipher, value: string): string | null {
  try {
    return cipher.decrypt(value);
  } catch {
    return null;
  }
}

/** The three plain values of a sendCode payload, or null when a V2 field and its md5 disagree. */
function readSendCodeFields(cipher: SiteCipher, payload: SendCodePayload) {
  const target = decryptField(cipher, payload.sendCodeNumV2);
  const name = decryptField(cipher, payload.sendNameV2);
  const codeId = decryptField(cipher, payload.codeIdV2);
  if (target === null || name === null || codeId === null) return null;
  const matches =
    md5(target) === payload.SendCodeNum.toLowerCase() &&
    md5(name) === payload.SendName.toLowerCase() &&
    md5(codeId) === payload.codeId.toLowerCase();
  return matches ? { target, name, codeId } : null;
}

/**
 * sendCode/one and /two: V2 fields decrypted and checked against their md5 twins (6008), the target
 * must be the account's bound phone or e-mail (6007), one code per target per 60 s (6066).
 * `memberName`: the logged-in member of sendCode/two, who may only ask codes for themselves.
 */
function sendCode(context: RouteContext<SendCodePayload>, memberName?: string): null | Failure {
  const { payload, state, now, cipher } = context;
  const fields = readSendCodeFields(cipher, payload);
  if (fields === null) return new Failure(ResultCode.IllegalParameter);
  if (memberName !== undefined && fields.name.toLowerCase() !== memberName.toLowerCase())
    return new Failure(ResultCode.IllegalParameter);
  if (payload.imageCode !== undefined && payload.imageCode !== '') {
    const answer = { kaptchcate: payload.kaptchcate, codeId: fields.codeId, code: payload.imageCode };
    const captcha = checkCaptcha(state.auth, answer, now);
    if (captcha !== null) return captcha;
  }
  const account = findAccount(state.auth, fields.name);
  if (account === undefined) return new Failure(ResultCode.NotFound, USER_NOT_FOUND_MESSAGE);
  if (payload.type === SendCodeType.Bind) {
    // Binding asks a code for a phone or e-mail the member does not have yet (sendCode/two only).
    if (memberName === undefined) return new Failure(ResultCode.IllegalParameter);
    const refused = bindTargetRefusal(state, account, payload.cate === SendCodeCate.Email, fields.target);
    if (refused !== null) return refused;
  } else if (payload.cate === SendCodeCate.Email) {
    if (account.email === null || fields.target !== account.email)
      return new Failure(ResultCode.InvalidParameter, EMAIL_MESSAGES.format);
  } else if (account.phone === null || fields.target !== account.phone) {
    // SPEC §8: on the new-device check the member typed only the middle digits, so say 手机号错误.
    const message =
      payload.type === SendCodeType.NewDevice ? CODE_MESSAGES.phoneMiddleDigits : PHONE_MESSAGES.format;
    return new Failure(ResultCode.InvalidParameter, message);
  }
  const sent = issueCode(
    state.auth,
    { target: fields.target, name: account.name, type: payload.type, cate: payload.cate },
    now,
  );
  // docs/protocol.md "Resend countdown": 6066 says how long the member still waits.
  if ('tooSoon' in sent)
    return new Failure(ResultCode.SixtySecondLimit, undefined, { remainingSeconds: sent.tooSoon });
  context.log(`${CHANNEL_LABELS[payload.cate] ?? '验证码'} ${sent.target}: ${sent.code}`);
  return null;
}

/** Verification codes by SMS, e-mail or voice call (docs/protocol.md, "Verification codes"). */
export const codeRoutes: readonly Route[] = [
  route(user.sendCodeOne, (context) => sendCode(context)),
  memberRoute(user.sendCodeTwo, (context) => sendCode(context, context.member.name)),
];
