// Field limits from SPEC §5 and §9. Inputs use the *_MAX values as their maxlength.

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

export const RESET_USERNAME_MAX = 30;
export const PHONE_MAX = 11;
export const EMAIL_MAX = 40;
export const VERIFY_CODE_MAX = 30;
export const CAPTCHA_INPUT_MAX = 10;

export const DEVICE_CODE_LENGTH = 6;
export const PHONE_MIDDLE_LENGTH = 4;

export const MINIMUM_AGE = 18;
