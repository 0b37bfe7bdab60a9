import type { FieldErrors } from '../auth/authForms.ts';
import { requireCodeRequested, validateVerifyCode } from '../validation/codes.ts';
import { validateEmail } from '../validation/email.ts';
import { EMAIL_MAX, PASSWORD_MAX, PHONE_MAX, VERIFY_CODE_MAX } from '../validation/limits.ts';
import { validateNewPassword, validateNewPasswordRepeat } from '../validation/password.ts';
import { validatePhone } from '../validation/phone.ts';
import { validateRealName } from '../validation/realName.ts';
import { isBlank, truncateToLength } from '../validation/validationError.ts';
import type { BindTarget } from './profileActors.ts';

/** Messages the spec does not give; ours. */
export const PROFILE_MESSAGES = {
  oldPasswordRequired: '请输入原密码',
  samePassword: '新密码不能与原密码相同',
  bound: '绑定成功',
  saved: '保存成功',
} as const;

/** Longest real name accepted (ours; ID-card names are far shorter). */
export const REAL_NAME_MAX = 30;

/** What an input keeps of typed text (digits for phones and codes, the spec's maxlengths). */
export function normalizeProfileField(
  kind: 'phone' | 'email' | 'code' | 'password' | 'realName',
  value: string,
): string {
  switch (kind) {
    case 'phone':
      return value.replace(/\D+/g, '').slice(0, PHONE_MAX);
    case 'email':
      return truncateToLength(value.trim(), EMAIL_MAX);
    case 'code':
      return truncateToLength(value.trim(), VERIFY_CODE_MAX);
    case 'password':
      return truncateToLength(value, PASSWORD_MAX);
    case 'realName':
      return truncateToLength(value.trim(), REAL_NAME_MAX);
  }
}

const codeError = (codeRequested: boolean, code: string) =>
  (requireCodeRequested(codeRequested) ?? validateVerifyCode(code))?.message;

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  const shown: FieldErrors<F> = {};
  for (const [key, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (message !== undefined) shown[key] = message;
  }
  return shown;
}

export type TargetField = 'target' | 'code';

/** Bind phone (the chosen area's regex, SPEC §5) or e-mail, with a code asked first. */
export function bindTargetErrors(input: {
  kind: BindTarget;
  target: string;
  regex: string;
  code: string;
  codeRequested: boolean;
}): FieldErrors<TargetField> {
  return compact({
    target: targetError(input.kind, input.target, input.regex),
    code: codeError(input.codeRequested, input.code),
  });
}

export function targetError(kind: BindTarget, target: string, regex: string): string | undefined {
  return (kind === 'phone' ? validatePhone(target, regex) : validateEmail(target))?.message;
}

export function realNameErrors(realName: string): FieldErrors<'realName'> {
  return compact({ realName: validateRealName(realName)?.message });
}

export type ChangePasswordField = 'oldPassword' | 'password' | 'confirm';

export function changePasswordErrors(
  input: Record<ChangePasswordField, string>,
): FieldErrors<ChangePasswordField> {
  const password =
    validateNewPassword(input.password)?.message ??
    (!isBlank(input.oldPassword) && input.password === input.oldPassword
      ? PROFILE_MESSAGES.samePassword
      : undefined);
  return compact({
    oldPassword: isBlank(input.oldPassword) ? PROFILE_MESSAGES.oldPasswordRequired : undefined,
    password,
    confirm: validateNewPasswordRepeat(input.password, input.confirm)?.message,
  });
}

export type ResetLoginField = 'target' | 'code' | 'password' | 'confirm';

export function resetLoginPasswordErrors(input: {
  kind: BindTarget;
  target: string;
  regex: string;
  code: string;
  codeRequested: boolean;
  password: string;
  confirm: string;
}): FieldErrors<ResetLoginField> {
  return compact({
    target: targetError(input.kind, input.target, input.regex),
    code: codeError(input.codeRequested, input.code),
    password: validateNewPassword(input.password)?.message,
    confirm: validateNewPasswordRepeat(input.password, input.confirm)?.message,
  });
}
