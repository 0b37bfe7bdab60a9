import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';

// Shapes of the member-profile and security calls SPEC §7 names without one (docs/protocol.md,
// "Member profile and security"). Passwords travel as md5 hex, like login and register.

const nonBlank = z.string().check(z.trim(), z.minLength(1));
const md5Hex = z.string().check(z.regex(/^[0-9a-fA-F]{32}$/));

/** bindPhone: the full number (digits, no area code), its area code and the SMS or voice code. */
export const bindPhonePayloadSchema = deferred(() =>
  z.object({
    areaCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(8)),
    phone: z.string().check(z.regex(/^\d{5,15}$/)),
    code: nonBlank.check(z.maxLength(30)),
  }),
);
export type BindPhonePayload = z.infer<typeof bindPhonePayloadSchema>;

export const bindEmailPayloadSchema = deferred(() =>
  z.object({
    email: nonBlank.check(z.maxLength(40)),
    code: nonBlank.check(z.maxLength(30)),
  }),
);
export type BindEmailPayload = z.infer<typeof bindEmailPayloadSchema>;

/** bindPassword: the login password changed with the old one. */
export const bindPasswordPayloadSchema = deferred(() =>
  z.object({
    oldPassword: md5Hex,
    password: md5Hex,
    secondPassword: md5Hex,
  }),
);

/** bindPasswordByPhone / ByEmail: the login password reset by a code sent to the bound target. */
export const bindPasswordByPhonePayloadSchema = deferred(() =>
  z.object({
    phone: z.string().check(z.regex(/^\d{5,15}$/)),
    code: nonBlank.check(z.maxLength(30)),
    password: md5Hex,
    secondPassword: md5Hex,
  }),
);
export const bindPasswordByEmailPayloadSchema = deferred(() =>
  z.object({
    email: nonBlank.check(z.maxLength(40)),
    code: nonBlank.check(z.maxLength(30)),
    password: md5Hex,
    secondPassword: md5Hex,
  }),
);

/** member/bindOther without `accountType`: one profile fact at a time. */
export const bindProfilePayloadSchema = deferred(() =>
  z.union([
    z.strictObject({ realName: nonBlank.check(z.maxLength(30)) }),
    z.strictObject({ gender: z.enum(['male', 'female']) }),
    z.strictObject({ birthday: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) }),
  ]),
);
export type BindProfilePayload = z.infer<typeof bindProfilePayloadSchema>;

export const avatarSchema = deferred(() => z.looseObject({ id: z.coerce.string(), url: z.string() }));
export const avatarListSchema = deferred(() => z.array(avatarSchema));
export type Avatar = z.infer<typeof avatarSchema>;
export const addAvatarPayloadSchema = deferred(() => z.object({ avatarId: nonBlank.check(z.maxLength(40)) }));

/** The member-info fields singleDataDecryption can reveal in full. */
export const DecryptableField = { phone: 'phone', email: 'email', realName: 'realName' } as const;
export type DecryptableField = (typeof DecryptableField)[keyof typeof DecryptableField];
export const singleDataPayloadSchema = deferred(() =>
  z.object({ name: z.enum(['phone', 'email', 'realName']) }),
);
/** `value` in full; `masked` the member-info value it belongs to (stored as DD_{name} {d, v}). */
export const singleDataResponseSchema = deferred(() => z.object({ value: z.string(), masked: z.string() }));
