import { ApiError } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { createUiStore } from '../stores/uiStore.ts';
import { createManualClock } from '../testing/manualClock.ts';
import { handleBindRealName, USERINFO_PATH } from './bindRealName.ts';

const apiFailure = (code: number, message = '服务异常') =>
  new ApiError({ kind: 'result', path: '/x', message, code });

describe('handleBindRealName', () => {
  const setup = () => {
    const ui = createUiStore(createManualClock());
    const go = vi.fn();
    return { ui, go, deps: { ui, go, actionText: () => '去完善' } };
  };

  it('opens one dialog with the server message whose 去完善 goes to the profile', () => {
    const { ui, go, deps } = setup();
    expect(handleBindRealName(apiFailure(6449, '请先绑定真实姓名'), deps)).toBe(true);
    expect(ui.state.dialogs).toHaveLength(1);
    const dialog = ui.state.dialogs[0];
    if (dialog?.kind !== 'tips') throw new Error('expected a tips dialog');
    expect(dialog.options.message).toBe('请先绑定真实姓名');
    expect(dialog.options.sureText).toBe('去完善');
    dialog.options.onSure?.();
    expect(go).toHaveBeenCalledExactlyOnceWith(USERINFO_PATH);
  });

  it('ignores every other code', () => {
    const { ui, deps } = setup();
    expect(handleBindRealName(apiFailure(6005), deps)).toBe(false);
    expect(ui.state.dialogs).toHaveLength(0);
  });
});
