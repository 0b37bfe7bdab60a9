import type { PresentationText } from './effects.ts';

/**
 * The engine's own texts in presentation effects: web's i18n keys (zh-TW in its catalogue) with the
 * zh-CN default a host without a catalogue shows.
 */
export const PRESENTATION_TEXTS = {
  loginAgain: { key: 'session.loginAgain', text: '请重新登录' },
  loggedOut: { key: 'session.loggedOut', text: '已退出登录' },
  loggedOutElsewhere: { key: 'session.loggedOutElsewhere', text: '已在其他窗口退出登录' },
  switchedAccount: { key: 'session.switchedAccount', text: '已切换账号' },
  passwordChanged: { key: 'accounts.passwordChanged', text: '修改成功' },
  authUnavailable: { key: 'session.authUnavailable', text: '登录窗口没能打开，请检查网络后重试。' },
  reenter: { key: 'sports.reenter', text: '重新进入' },
  bindRealNameAction: { key: 'session.bindRealNameAction', text: '去完善' },
  loginRequired: { key: 'dialog.loginRequired', text: '请先登录账号，才能了解更多' },
  sure: { key: 'common.sure', text: '确定' },
} as const satisfies Record<string, PresentationText>;

/** A server's message: shown as it came. */
export const serverText = (text: string): PresentationText => ({ text });
