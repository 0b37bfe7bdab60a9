import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload, permissiveResponse, unshapedEndpoint } from '../permissive.ts';
import {
  myGradeSchema,
  rebateRateListSchema,
  vipGradeListSchema,
  vipGradePayloadSchema,
} from '../schemas/memberCentre.ts';
import {
  addAvatarPayloadSchema,
  avatarListSchema,
  bindEmailPayloadSchema,
  bindPasswordByEmailPayloadSchema,
  bindPasswordByPhonePayloadSchema,
  bindPasswordPayloadSchema,
  bindPhonePayloadSchema,
} from '../schemas/profile.ts';

import {
  forgetByEmailOneSchema,
  forgetByEmailTwoSchema,
  forgetByPhoneOneSchema,
  forgetByPhoneTwoSchema,
  forgetThreeSchema,
  geeCheckPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  memberInfoPayloadSchema,
  memberInfoSchema,
  pictureCaptchaSchema,
  registerPayloadSchema,
  sendCodePayloadSchema,
} from '../schemas/user.ts';

const base = '/site/api/v1/user';

/** SPEC §7 user calls. Those marked `verification` may answer 6021/6022 with a captcha to show. */
export const user = {
  login: defineEndpoint(`${base}/login`, {
    payload: loginPayloadSchema,
    response: loginResponseSchema,
    verification: true,
  }),
  register: defineEndpoint(`${base}/register`, {
    payload: registerPayloadSchema,
    response: permissiveResponse,
    verification: true,
  }),
  defaultKaptcha: defineEndpoint(`${base}/register/defaultKaptcha`, {
    payload: emptyPayload,
    response: pictureCaptchaSchema,
  }),
  logout: defineEndpoint(`${base}/logout`, { payload: emptyPayload, response: permissiveResponse }),
  sendCodeOne: defineEndpoint(`${base}/sendCode/one`, {
    payload: sendCodePayloadSchema,
    response: permissiveResponse,
    verification: true,
  }),
  sendCodeTwo: defineEndpoint(`${base}/sendCode/two`, {
    payload: sendCodePayloadSchema,
    response: permissiveResponse,
    verification: true,
  }),
  validateGeeCheck: defineEndpoint(`${base}/member/validateGeeCheck`, {
    payload: geeCheckPayloadSchema,
    response: permissiveResponse,
    verification: true,
  }),
  /** Which captcha (graphic or slider) the site uses; asked once before showing one. */
  kaptchcate: unshapedEndpoint(`${base}/member/kaptchcate`),
  memberInfo: defineEndpoint(`${base}/member/info`, {
    payload: memberInfoPayloadSchema,
    response: memberInfoSchema,
  }),
  /** The chat login body (SPEC §3: chat login sends token and this body). */
  jwt: defineEndpoint(`${base}/member/jwt`, { payload: emptyPayload, response: permissiveResponse }),
  bindOther: unshapedEndpoint(`${base}/member/bindOther`),
  bindEmail: defineEndpoint(`${base}/bindEmail`, {
    payload: bindEmailPayloadSchema,
    response: permissiveResponse,
  }),
  bindPhone: defineEndpoint(`${base}/bindPhone`, {
    payload: bindPhonePayloadSchema,
    response: permissiveResponse,
  }),
  bindPasswordByPhone: defineEndpoint(`${base}/bindPasswordByPhone`, {
    payload: bindPasswordByPhonePayloadSchema,
    response: permissiveResponse,
  }),
  bindPasswordByEmail: defineEndpoint(`${base}/bindPasswordByEmail`, {
    payload: bindPasswordByEmailPayloadSchema,
    response: permissiveResponse,
  }),
  bindPassword: defineEndpoint(`${base}/bindPassword`, {
    payload: bindPasswordPayloadSchema,
    response: permissiveResponse,
  }),
  bindFromDeposit: unshapedEndpoint(`${base}/bindFromDeposit`),
  withdrawalPwdSet: unshapedEndpoint(`${base}/withdrawal/pwd/set`),
  withdrawalPwdReset: unshapedEndpoint(`${base}/withdrawal/pwd/reset`),
  avatarList: defineEndpoint(`${base}/avatarList`, { payload: emptyPayload, response: avatarListSchema }),
  addAvatar: defineEndpoint(`${base}/addAvatar`, {
    payload: addAvatarPayloadSchema,
    response: permissiveResponse,
  }),
  memberGradeInfoByGrade: defineEndpoint(`${base}/member/memberGradeInfoByGrade`, {
    payload: vipGradePayloadSchema,
    response: myGradeSchema,
  }),
  memberGradeConfigList: defineEndpoint(`${base}/memberGradeConfigList`, {
    payload: emptyPayload,
    response: vipGradeListSchema,
  }),
  getGameFanshuiHighLow: defineEndpoint(`${base}/getGameFanshuiHighLow`, {
    payload: emptyPayload,
    response: rebateRateListSchema,
  }),
  forgetByPhoneOne: defineEndpoint(`${base}/forgetByPhone/one`, {
    payload: forgetByPhoneOneSchema,
    response: permissiveResponse,
    verification: true,
  }),
  forgetByPhoneTwo: defineEndpoint(`${base}/forgetByPhone/two`, {
    payload: forgetByPhoneTwoSchema,
    response: permissiveResponse,
  }),
  forgetByPhoneThree: defineEndpoint(`${base}/forgetByPhone/three`, {
    payload: forgetThreeSchema,
    response: permissiveResponse,
  }),
  forgetByEmailOne: defineEndpoint(`${base}/forgetByEmail/one`, {
    payload: forgetByEmailOneSchema,
    response: permissiveResponse,
    verification: true,
  }),
  forgetByEmailTwo: defineEndpoint(`${base}/forgetByEmail/two`, {
    payload: forgetByEmailTwoSchema,
    response: permissiveResponse,
  }),
  forgetByEmailThree: defineEndpoint(`${base}/forgetByEmail/three`, {
    payload: forgetThreeSchema,
    response: permissiveResponse,
  }),
};
