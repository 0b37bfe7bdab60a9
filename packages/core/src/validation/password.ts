import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { isBlank, type ValidationError, validationError } from './validationError.ts';

export const PASSWORD_MESSAGES = {
  required: '密码不能为空',
  format: '请输入8-12位字母+数字的组合',
  repeatMismatch: '两次密码输入不一致',
  agreementRequired: '请同意相关条款和隐私政策',
  newRequired: '请设置新密码',
  newRepeatMismatch: '两次密码输入不一致，请重新输入',
} as const;

const PASSWORD_SHAPE = new RegExp(`^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

/** The shared 8-12 rule: ASCII letters and digits only, at least one of each. */
export function isWellFormedPassword(value: string): boolean {
  return PASSWORD_SHAPE.test(value);
}

export function validateRegisterPassword(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('password.required', PASSWORD_MESSAGES.required);
  return isWellFormedPassword(value)
    ? undefined
    : validationError('password.format', PASSWORD_MESSAGES.format);
}

export function validateRepeatPassword(password: string, repeat: string): ValidationError | undefined {
  return repeat === password
    ? undefined
    : validationError('repeatPassword.mismatch', PASSWORD_MESSAGES.repeatMismatch);
}

export function validateAgreement(isAgree: boolean): ValidationError | undefined {
  return isAgree ? undefined : validationError('agreement.required', PASSWORD_MESSAGES.agreementRequired);
}

/** Forgot-password step 3: same shape rule as registration, its own required text. */
export function validateNewPassword(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('newPassword.required', PASSWORD_MESSAGES.newRequired);
  return isWellFormedPassword(value)
    ? undefined
    : validationError('newPassword.format', PASSWORD_MESSAGES.format);
}

export function validateNewPasswordRepeat(password: string, repeat: string): ValidationError | undefined {
  return repeat === password
    ? undefined
    : validationError('newPasswordRepeat.mismatch', PASSWORD_MESSAGES.newRepeatMismatch);
}
