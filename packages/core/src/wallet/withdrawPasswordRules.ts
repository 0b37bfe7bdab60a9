import type { ValidationError } from '../validation/validationError.ts';
import { validateWithdrawPassword } from './withdrawRules.ts';

/**
 * The withdrawal-password forms on /mine/auth: set (6 digits twice) and reset by an SMS code to the
 * bound phone (docs/protocol.md, "Withdrawal password and bound accounts").
 */

export const WITHDRAW_PASSWORD_MESSAGES = {
  mismatch: '两次输入的密码不一致',
  phoneRequired: '请输入绑定的手机号码',
  phoneFormat: '请输入正确的手机号码',
  codeRequired: '请输入验证码',
  codeFormat: '验证码为6位数字',
} as const;

export type PasswordFormField = 'phone' | 'code' | 'password' | 'confirm';
export type PasswordFormErrors = Partial<Record<PasswordFormField, ValidationError>>;

export interface PasswordForm {
  password: string;
  confirm: string;
}

export interface PasswordResetForm extends PasswordForm {
  phone: string;
  code: string;
}

/** Errors of the set form; an empty object means it can be sent. */
export function withdrawPasswordSetErrors(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  const password = validateWithdrawPassword(form.password);
  if (password) errors.password = password;
  const confirm = validateWithdrawPassword(form.confirm);
  if (confirm) errors.confirm = confirm;
  else if (form.confirm !== form.password)
    errors.confirm = { code: 'mismatch', message: WITHDRAW_PASSWORD_MESSAGES.mismatch };
  return errors;
}

export function validateBoundPhone(phone: string): ValidationError | undefined {
  if (phone.trim() === '')
    return { code: 'phoneRequired', message: WITHDRAW_PASSWORD_MESSAGES.phoneRequired };
  return /^1[3-9]\d{9}$/.test(phone.trim())
    ? undefined
    : { code: 'phoneFormat', message: WITHDRAW_PASSWORD_MESSAGES.phoneFormat };
}

/** Errors of the reset form: the bound phone, its 6-digit SMS code and the new password twice. */
export function withdrawPasswordResetErrors(form: PasswordResetForm): PasswordFormErrors {
  const errors: PasswordFormErrors = withdrawPasswordSetErrors(form);
  const phone = validateBoundPhone(form.phone);
  if (phone) errors.phone = phone;
  if (form.code.trim() === '')
    errors.code = { code: 'codeRequired', message: WITHDRAW_PASSWORD_MESSAGES.codeRequired };
  else if (!/^\d{6}$/.test(form.code.trim()))
    errors.code = { code: 'codeFormat', message: WITHDRAW_PASSWORD_MESSAGES.codeFormat };
  return errors;
}
