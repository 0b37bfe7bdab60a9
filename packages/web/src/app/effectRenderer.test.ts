import type { PresentationEffect } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { createUiStore } from '../stores/uiStore.ts';
import { createManualClock } from '../testing/manualClock.ts';
import { renderEffects } from './effectRenderer.ts';
import type { HomeNotice } from './homeNotice.ts';

function setup(translations: Record<string, string> = {}) {
  const ui = createUiStore(createManualClock());
  const go = vi.fn();
  const assign = vi.fn();
  const notices: HomeNotice[] = [];
  const listeners = new Set<(effect: PresentationEffect) => void>();
  renderEffects(
    {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    {
      ui: () => ui,
      i18n: () => ({
        t: ((key: string, options: { defaultValue: string }) =>
          translations[key] ?? options.defaultValue) as never,
      }),
      navigation: { go },
      navigator: { assign, openWindow: vi.fn() },
      leaveNotice: (notice) => notices.push(notice),
      applyTheme: vi.fn(),
    },
  );
  const emit = (effect: PresentationEffect) => {
    for (const listener of listeners) listener(effect);
  };
  return { ui, go, assign, notices, emit };
}

describe('renderEffects', () => {
  it('shows a keyed text from the catalogue (zh-TW there) and a server text as it came', () => {
    const { ui, emit } = setup({ 'session.loginAgain': '請重新登入' });
    emit({ type: 'toast', tone: 'info', text: { key: 'session.loginAgain', text: '请重新登录' } });
    emit({ type: 'toast', tone: 'error', text: { text: '赔率已变更' } });
    expect(ui.state.toasts.map((toast) => [toast.message, toast.tone])).toEqual([
      ['請重新登入', 'info'],
      ['赔率已变更', 'error'],
    ]);
  });

  it("opens a tips dialog whose button runs core's action", () => {
    const { ui, emit } = setup();
    const run = vi.fn();
    emit({
      type: 'dialog',
      kind: 'tips',
      text: { text: '数据异常，请重新进入游戏' },
      closable: false,
      action: { label: { key: 'sports.reenter', text: '重新进入' }, run },
    });
    const dialog = ui.state.dialogs[0];
    if (dialog?.kind !== 'tips') throw new Error('expected a tips dialog');
    expect(dialog.options.closable).toBe(false);
    expect(dialog.options.sureText).toBe('重新进入');
    dialog.options.onSure?.();
    expect(run).toHaveBeenCalledOnce();
  });

  it('navigates in-app, or reloads leaving the notice for the reloaded page', () => {
    const { go, assign, notices, emit } = setup();
    emit({ type: 'navigate', to: '/mine/userinfo' });
    expect(go).toHaveBeenCalledWith('/mine/userinfo', { replace: false });
    emit({
      type: 'navigate',
      to: '/',
      reload: true,
      notice: { text: { key: 'session.loggedOut', text: '已退出登录' }, tone: 'success' },
    });
    expect(notices).toEqual([{ text: '已退出登录', tone: 'success', login: false }]);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
