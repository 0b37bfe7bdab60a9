import { PHONE_MAX } from './limits.ts';
import { charLength, type ValidationError, validationError } from './validationError.ts';

export const PHONE_MESSAGES = {
  format: '请输入正确的手机号码',
} as const;

/** Mainland China: 11 digits starting with 1. Used when no area entry is selected. */
export const MAINLAND_PHONE_REGEX = '^1\\d{10}$';

const DIGITS_ONLY = /^[0-9]+$/;

// Area regexes come from the server (country/area entry `regex`). They are matched against the
// whole value. An empty one, or one that does not compile, falls back to "digits only": the server
// checks again, and a broken config must not lock users out of password recovery.
function phonePattern(regex: string): RegExp {
  if (regex.trim() === '') return DIGITS_ONLY;
  try {
    return new RegExp(`^(?:${regex})$`);
  } catch {
    return DIGITS_ONLY;
  }
}

/** Forgot-password phone: must match the selected area's regex; empty counts as wrong. */
export function validatePhone(
  value: string,
  regex: string = MAINLAND_PHONE_REGEX,
): ValidationError | undefined {
  const fits = value !== '' && charLength(value) <= PHONE_MAX && phonePattern(regex).test(value);
  return fits ? undefined : validationError('phone.format', PHONE_MESSAGES.format);
}
