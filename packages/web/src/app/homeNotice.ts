import type { ToastTone } from '../stores/uiStore.ts';

/**
 * SPEC §2 "Going home reloads the page", also after a logout or an expiry (issue #26): the notice that
 * explains why (请重新登录, 已退出登录, …) would die with the page, so it is left in sessionStorage
 * (this tab only) and shown by the reloaded page at start, once; `login` opens the login dialog there.
 */
export interface HomeNotice {
  text: string;
  tone: ToastTone;
  login?: boolean;
}

const KEY = 'jinli.homeNotice';

export function leaveHomeNotice(storage: Storage, notice: HomeNotice): void {
  try {
    storage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, quota): the page still goes home, without the notice.
  }
}

/** The notice a previous page left, once; null when none (or not one this app wrote). */
export function takeHomeNotice(storage: Storage): HomeNotice | null {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY);
    storage.removeItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<HomeNotice>;
    if (typeof value.text !== 'string') return null;
    const tone: ToastTone = value.tone === 'error' || value.tone === 'success' ? value.tone : 'info';
    return { text: value.text, tone, login: value.login === true };
  } catch {
    return null;
  }
}
