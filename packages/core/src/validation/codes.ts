import { CAPTCHA_INPUT_MAX, DEVICE_CODE_LENGTH, PHONE_MIDDLE_LENGTH, VERIFY_CODE_MAX } from './limits.ts';
import { charLength, isBlank, type ValidationError, validationError } from './validationError.ts';

export const CODE_MESSAGES = {
  required: '请输入验证码',
  // The spec gives only the maxlengths; these texts are ours for input that bypasses them.
  verifyCodeTooLong: `验证码不能超过${VERIFY_CODE_MAX}个字符`,
  captchaTooLong: `验证码不能超过${CAPTCHA_INPUT_MAX}个字符`,
  phoneMiddleDigits: '手机号错误',
  // The spec says only "6 digits numeric"; this text is ours.
  deviceCodeFormat: `请输入${DEVICE_CODE_LENGTH}位数字验证码`,
  codeNotRequested: '请先获取验证码',
} as const;

const PHONE_MIDDLE_SHAPE = new RegExp(`^[0-9]{${PHONE_MIDDLE_LENGTH}}$`);
const DEVICE_CODE_SHAPE = new RegExp(`^[0-9]{${DEVICE_CODE_LENGTH}}$`);

/** Forgot-password SMS or e-mail code. */
export function validateVerifyCode(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('verifyCode.required', CODE_MESSAGES.required);
  if (charLength(value) > VERIFY_CODE_MAX) {
    return validationError('verifyCode.tooLong', CODE_MESSAGES.verifyCodeTooLong);
  }
  return undefined;
}

/** Picture captcha answer. */
export function validateCaptchaInput(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('captcha.required', CODE_MESSAGES.required);
  if (charLength(value) > CAPTCHA_INPUT_MAX) {
    return validationError('captcha.tooLong', CODE_MESSAGES.captchaTooLong);
  }
  return undefined;
}

/** New device: the 4 hidden middle digits of the masked phone number the server returned. */
export function validatePhoneMiddleDigits(value: string): ValidationError | undefined {
  return PHONE_MIDDLE_SHAPE.test(value)
    ? undefined
    : validationError('phoneMiddleDigits.format', CODE_MESSAGES.phoneMiddleDigits);
}

/** New device: the 6-digit code sent by SMS or voice call. */
export function validateDeviceCode(value: string): ValidationError | undefined {
  if (isBlank(value)) return validationError('deviceCode.required', CODE_MESSAGES.required);
  return DEVICE_CODE_SHAPE.test(value)
    ? undefined
    : validationError('deviceCode.format', CODE_MESSAGES.deviceCodeFormat);
}

/** New device: logging in with a code is refused until one was requested. */
export function requireCodeRequested(requested: boolean): ValidationError | undefined {
  return requested ? undefined : validationError('deviceCode.notRequested', CODE_MESSAGES.codeNotRequested);
}
