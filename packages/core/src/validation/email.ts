import { EMAIL_MAX } from './limits.ts';
import { charLength, isBlank, type ValidationError, validationError } from './validationError.ts';

export const EMAIL_MESSAGES = {
  required: '请输入邮箱',
  format: '请输入正确的邮箱',
  // The spec gives only the maxlength; this text is ours for input that bypasses it.
  tooLong: `邮箱不能超过${EMAIL_MAX}个字符`,
} as const;

// text@text.text with no whitespace; "text" also excludes '@' so an address has exactly one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isWellFormedEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

export function validateEmail(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('email.required', EMAIL_MESSAGES.required);
  if (charLength(value) > EMAIL_MAX) return validationError('email.tooLong', EMAIL_MESSAGES.tooLong);
  return isWellFormedEmail(value) ? undefined : validationError('email.format', EMAIL_MESSAGES.format);
}
