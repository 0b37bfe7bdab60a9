import { RESET_USERNAME_MAX, USERNAME_MAX, USERNAME_MIN } from './limits.ts';
import {
  charLength,
  isBlank,
  truncateToLength,
  type ValidationError,
  validationError,
} from './validationError.ts';

export const USERNAME_MESSAGES = {
  required: '用户名不能为空',
  format: '4-11位，最少2个字母+数字组合，首位为字母',
  resetRequired: '请输入用户名',
  // The spec gives only the maxlength; this text is ours for input that bypasses it.
  resetTooLong: `用户名不能超过${RESET_USERNAME_MAX}个字符`,
} as const;

const USERNAME_SHAPE = new RegExp(`^[A-Za-z][A-Za-z0-9]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}$`);

function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

/** What the register username input keeps: spaces stripped, then cut to its maxlength. */
export function normalizeUsername(value: string): string {
  return truncateToLength(value.replace(/\s+/g, ''), USERNAME_MAX);
}

/** Register username: 4-11 ASCII letters and digits, a letter first, at least 2 letters and 1 digit. */
export function validateUsername(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('username.required', USERNAME_MESSAGES.required);
  const wellFormed =
    USERNAME_SHAPE.test(value) && count(value, /[A-Za-z]/g) >= 2 && count(value, /[0-9]/g) >= 1;
  return wellFormed ? undefined : validationError('username.format', USERNAME_MESSAGES.format);
}

/** Forgot-password username: any existing account name, so only presence and length are checked. */
export function validateResetUsername(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('resetUsername.required', USERNAME_MESSAGES.resetRequired);
  if (charLength(value) > RESET_USERNAME_MAX) {
    return validationError('resetUsername.tooLong', USERNAME_MESSAGES.resetTooLong);
  }
  return undefined;
}
