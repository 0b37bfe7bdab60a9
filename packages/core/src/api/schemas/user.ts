import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { flagSchema, idSchema } from './common.ts';

/** SPEC §7 login with a password and an optional captcha answer. `password` is already md5. */
export const passwordLoginSchema = deferred(() =>
  z.object({
    isAgent: z.literal(0),
    name: z.string(),
    password: z.string(),
    kaptchcate: z.int(),
    codeId: z.string(),
    code: z.string(),
    version: z.string(),
  }),
);

/** Captcha type 99: new-device login with the SMS code, and the auto-login after register. */
export const NEW_DEVICE_KAPTCHCATE = 99;
export const codeLoginSchema = deferred(() =>
  z.object({
    isAgent: z.optional(z.literal(0)),
    name: z.string(),
    password: z.string(),
    kaptchcate: z.literal(NEW_DEVICE_KAPTCHCATE),
    sendCodeNum: z.optional(z.string()),
    version: z.optional(z.string()),
  }),
);

// Code login first: a kaptchcate-99 payload also fits the password shape, which would drop sendCodeNum.
export const loginPayloadSchema = deferred(() => z.union([codeLoginSchema, passwordLoginSchema]));
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const loginResponseSchema = deferred(() => z.looseObject({ token: z.string(), userId: idSchema }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `data` of a risk-login envelope (6025–6029): the masked phone the code goes to. */
export const riskLoginDataSchema = deferred(() => z.looseObject({ phoneNumber: z.string() }));

/** Passwords are md5 (SPEC §7); rCode/iCode are the promo codes read from the URL. */
export const registerPayloadSchema = deferred(() =>
  z.object({
    name: z.string(),
    password: z.string(),
    secondPassword: z.string(),
    // SPEC §3: the login form's isRead and isAgree, two fields (issue #26).
    isRead: z.boolean(),
    isAgree: z.boolean(),
    kaptchcate: z.int(),
    codeId: z.string(),
    code: z.string(),
    domain: z.string(),
    rCode: z.string(),
    iCode: z.string(),
  }),
);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** register/defaultKaptcha: a picture captcha (base64 image) and its id. */
export const pictureCaptchaSchema = deferred(() =>
  z.looseObject({ image: z.string(), 'x-code': z.string() }),
);
export type PictureCaptcha = z.infer<typeof pictureCaptchaSchema>;

/** Geetest-style slider result. */
export const geeCheckPayloadSchema = deferred(() =>
  z.object({
    lot_number: z.string(),
    captcha_output: z.string(),
    pass_token: z.string(),
    gen_time: z.string(),
    validate_way: z.literal(0),
  }),
);
export type GeeCheckPayload = z.infer<typeof geeCheckPayloadSchema>;

/** SPEC §7 sendCode purposes; 1 (bind a new phone or e-mail, sendCode/two) is ours: docs/protocol.md. */
export const SendCodeType = { Bind: 1, ResetPassword: 2, NewDevice: 3 } as const;
/** SPEC §7 sendCode channels. */
export const SendCodeCate = { Phone: 0, Email: 1, Voice: 2 } as const;

/** `*V2` fields carry the encrypted values, the others the hashed ones (SPEC §7). */
export const sendCodePayloadSchema = deferred(() =>
  z.object({
    sendCodeNumV2: z.string(),
    sendNameV2: z.string(),
    codeIdV2: z.string(),
    SendCodeNum: z.string(),
    SendName: z.string(),
    codeId: z.string(),
    type: z.union([
      z.literal(SendCodeType.Bind),
      z.literal(SendCodeType.ResetPassword),
      z.literal(SendCodeType.NewDevice),
    ]),
    cate: z.union([
      z.literal(SendCodeCate.Phone),
      z.literal(SendCodeCate.Email),
      z.literal(SendCodeCate.Voice),
    ]),
    version: z.literal(1),
    kaptchcate: z.optional(z.int()),
    imageCode: z.optional(z.string()),
  }),
);
export type SendCodePayload = z.infer<typeof sendCodePayloadSchema>;

const captchaAnswer = {
  kaptchcate: z.optional(z.int()),
  codeId: z.optional(z.string()),
  code: z.optional(z.string()),
};

/** Password reset step 1 (identity): name plus the phone or email. */
export const forgetByPhoneOneSchema = deferred(() =>
  z.object({ name: z.string(), phone: z.string(), ...captchaAnswer }),
);
export const forgetByEmailOneSchema = deferred(() =>
  z.object({ name: z.string(), email: z.string(), ...captchaAnswer }),
);
/** Step 2: the code that was sent. */
export const forgetByPhoneTwoSchema = deferred(() =>
  z.object({ name: z.string(), phone: z.string(), code: z.string() }),
);
export const forgetByEmailTwoSchema = deferred(() =>
  z.object({ name: z.string(), email: z.string(), code: z.string() }),
);
/** Step 3: the new password and its confirmation, both md5. */
export const forgetThreeSchema = deferred(() =>
  z.object({
    name: z.string(),
    password: z.string(),
    secondPassword: z.string(),
  }),
);

export const memberInfoPayloadSchema = deferred(() => z.object({ isPop: z.optional(flagSchema) }));
/** Only the binding flags are specified; the rest of the member survives as-is. */
export const memberInfoSchema = deferred(() =>
  z.looseObject({ bindPhone: z.boolean(), bindRealName: z.boolean() }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;
