import { type ValidationError, validationError } from './validationError.ts';

export const REAL_NAME_MESSAGES = {
  format: '请输入正确的姓名',
} as const;

/**
 * The separator in transliterated names (买买提·艾力, John·Smith). Only U+00B7 is accepted: it is
 * what Chinese IMEs type and what ID cards print; look-alikes (•, ・, ．) are rejected.
 */
export const NAME_MIDDLE_DOT = '\u00B7';

// Two alphabets, never mixed in one name: CJK unified ideographs (all extensions, so rare
// characters in real names pass), or ASCII letters. Either may be split by single middle dots,
// which also makes the first and last character a letter or ideograph.
const HAN_NAME = /^\p{Unified_Ideograph}+(?:\u00B7\p{Unified_Ideograph}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:\u00B7[A-Za-z]+)*$/;

function failure(code: string): ValidationError {
  return validationError(code, REAL_NAME_MESSAGES.format);
}

export function validateRealName(value: string): ValidationError | undefined {
  if (value === '') return failure('realName.required');
  if (value.includes(NAME_MIDDLE_DOT + NAME_MIDDLE_DOT)) return failure('realName.consecutiveDots');
  if (value.startsWith(NAME_MIDDLE_DOT) || value.endsWith(NAME_MIDDLE_DOT))
    return failure('realName.edgeDot');
  return HAN_NAME.test(value) || LATIN_NAME.test(value) ? undefined : failure('realName.format');
}
