import type { CountryArea } from '../api/schemas/content.ts';
import { requireCodeRequested, validateVerifyCode } from '../validation/codes.ts';
import { validateEmail } from '../validation/email.ts';
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  RESET_USERNAME_MAX,
  VERIFY_CODE_MAX,
} from '../validation/limits.ts';
import { validateNewPassword, validateNewPasswordRepeat } from '../validation/password.ts';
import { MAINLAND_PHONE_REGEX, validatePhone } from '../validation/phone.ts';
import { validateResetUsername } from '../validation/username.ts';
import { isBlank, truncateToLength } from '../validation/validationError.ts';
import type { ResetChannel } from './authActors.ts';
import type { FieldErrors } from './authForms.ts';

/** SPEC §3 forgot-password form (`account` split into phone and e-mail, one per tab). */
export interface ResetFields {
  name: string;
  phone: string;
  email: string;
  code: string;
  password: string;
  password2: string;
}
export type ResetField = keyof ResetFields;
/** SPEC §4 reset steps: 0 identity, 1 code check, 2 new password, 3 success. */
export type ResetStep = 0 | 1 | 2 | 3;

export const EMPTY_RESET: ResetFields = {
  name: '',
  phone: '',
  email: '',
  code: '',
  password: '',
  password2: '',
};

const LIMITS: Record<ResetField, number> = {
  name: RESET_USERNAME_MAX,
  phone: PHONE_MAX,
  email: EMAIL_MAX,
  code: VERIFY_CODE_MAX,
  password: PASSWORD_MAX,
  password2: PASSWORD_MAX,
};

export function normalizeResetField(field: ResetField, value: string): string {
  const cleaned = field === 'phone' ? value.replace(/\D+/g, '') : field === 'email' ? value.trim() : value;
  return truncateToLength(cleaned, LIMITS[field]);
}

/** The phone regex of the chosen area; mainland China when none is chosen or known. */
export function areaRegex(areas: readonly CountryArea[], areaCode: string): string {
  return areas.find((area) => area.areaCode === areaCode)?.regex ?? MAINLAND_PHONE_REGEX;
}

export interface ResetRuleInput {
  channel: ResetChannel;
  fields: ResetFields;
  regex: string;
  codeRequested: boolean;
}

/** The §5 errors of the fields one step shows. */
export function resetStepErrors(step: ResetStep, input: ResetRuleInput): FieldErrors<ResetField> {
  const { fields } = input;
  const errors: FieldErrors<ResetField> = {};
  const put = (field: ResetField, error: { message: string } | undefined) => {
    if (error) errors[field] = error.message;
  };
  if (step === 0) {
    put('name', validateResetUsername(fields.name));
    if (input.channel === 'phone') put('phone', validatePhone(fields.phone, input.regex));
    else put('email', validateEmail(fields.email));
  } else if (step === 1) {
    put('code', requireCodeRequested(input.codeRequested) ?? validateVerifyCode(fields.code));
  } else if (step === 2) {
    put('password', validateNewPassword(fields.password));
    put('password2', validateNewPasswordRepeat(fields.password, fields.password2));
  }
  return errors;
}

/** SPEC §4: the step's button is dimmed until its fields are filled. */
export function resetStepFilled(step: ResetStep, channel: ResetChannel, fields: ResetFields): boolean {
  if (step === 0) return !isBlank(fields.name) && !isBlank(channel === 'phone' ? fields.phone : fields.email);
  if (step === 1) return !isBlank(fields.code);
  if (step === 2) return !isBlank(fields.password) && !isBlank(fields.password2);
  return false;
}

export function resetTarget(channel: ResetChannel, fields: ResetFields): string {
  return channel === 'phone' ? fields.phone : fields.email;
}
