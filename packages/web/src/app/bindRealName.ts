import type { ApiError } from '@jinli/core';
import { ResultCode } from '@jinli/core';
import type { UiStore } from '../stores/uiStore.ts';

export const USERINFO_PATH = '/mine/userinfo';

export interface BindRealNameDeps {
  ui: Pick<UiStore, 'openTips'>;
  go: (path: string) => void;
  /** The 去完善 button text. */
  actionText: () => string;
}

/**
 * SPEC §8: any call answering 6449 opens one dialog with the server message and a 去完善 button to
 * the profile. Wired once as the HTTP adapter's onApiError hook, so no screen repeats it.
 * Returns whether the error was handled.
 */
export function handleBindRealName(
  error: Pick<ApiError, 'code' | 'message' | 'envelope'>,
  deps: BindRealNameDeps,
): boolean {
  if (error.code !== ResultCode.BindRealName) return false;
  deps.ui.openTips({
    message: error.envelope?.message?.trim() || error.message,
    sureText: deps.actionText(),
    onSure: () => deps.go(USERINFO_PATH),
  });
  return true;
}
