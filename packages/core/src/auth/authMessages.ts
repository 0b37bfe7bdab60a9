/** SPEC §8 success toasts of the auth flows. */
export const AUTH_TOASTS = {
  registered: '注册成功',
  phoneCodeSent: '获取手机验证码成功',
  emailCodeSent: '获取邮箱验证码成功',
  voiceCodeSent: '验证码获取成功，注意接听手机来电',
  passwordChanged: '修改成功',
} as const;

/** What the auth machines tell the outside world (the web layer forwards them to the bus and toasts). */
export type AuthEmitted =
  | { type: 'auth.loggedIn'; token: string; userId: string }
  | { type: 'auth.toast'; message: string }
  /** SPEC §8 6501: the tips dialog with the server's message. */
  | { type: 'auth.tips'; message: string };

/** Children (new device, reset) hand their toasts to the dialog, which emits them. */
export interface AuthToastEvent {
  type: 'auth.toast';
  message: string;
}
