import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../testing/manualClock.ts';
import { MIN_PROGRESS } from './progress.ts';
import { createUiStore, LOADING_AUTO_CLOSE_MS, TOAST_MS } from './uiStore.ts';

describe('ui store', () => {
  it('shows a toast and removes it after its time', () => {
    const clock = createManualClock();
    const ui = createUiStore(clock);
    ui.toast('修改成功', 'success');
    expect(ui.state.toasts.map((t) => t.message)).toEqual(['修改成功']);
    clock.advance(TOAST_MS);
    expect(ui.state.toasts).toEqual([]);
  });

  it('auto-closes the loading toast after 3 s only when asked to', () => {
    const clock = createManualClock();
    const ui = createUiStore(clock);
    ui.showLoading({ autoClose: true });
    clock.advance(LOADING_AUTO_CLOSE_MS - 1);
    expect(ui.state.loading).not.toBeNull();
    clock.advance(1);
    expect(ui.state.loading).toBeNull();

    ui.showLoading({ message: '启动中...' });
    clock.advance(LOADING_AUTO_CLOSE_MS * 5);
    expect(ui.state.loading?.message).toBe('启动中...');
  });

  it('does not let an old auto-close hide a newer loading toast', () => {
    const clock = createManualClock();
    const ui = createUiStore(clock);
    ui.showLoading({ autoClose: true });
    clock.advance(1000);
    ui.showLoading({ message: '第二个' });
    clock.advance(LOADING_AUTO_CLOSE_MS);
    expect(ui.state.loading?.message).toBe('第二个');
  });

  it('keeps dialog callbacks callable and closes dialogs by id', () => {
    const ui = createUiStore(createManualClock());
    const onSure = vi.fn();
    const id = ui.openTips({ message: '内容', onSure });
    const entry = ui.state.dialogs[0];
    expect(entry?.kind).toBe('tips');
    if (entry?.kind === 'tips') entry.options.onSure?.();
    expect(onSure).toHaveBeenCalledOnce();
    ui.closeDialog(id);
    expect(ui.state.dialogs).toEqual([]);
  });

  it('switches the legal modal between terms and privacy', () => {
    const ui = createUiStore(createManualClock());
    const id = ui.openLegal('terms');
    ui.setLegalTab(id, 'privacy');
    expect(ui.state.dialogs[0]).toMatchObject({ kind: 'legal', tab: 'privacy' });
  });

  it('starts the progress bar at 8 %, trickles, completes and hides', () => {
    const clock = createManualClock();
    const ui = createUiStore(clock);
    ui.startProgress();
    expect(ui.state.progress).toBe(MIN_PROGRESS);
    clock.advance(1000);
    expect(ui.state.progress).toBeGreaterThan(MIN_PROGRESS);
    ui.finishProgress();
    expect(ui.state.progress).toBe(1);
    clock.advance(1000);
    expect(ui.state.progress).toBeNull();
  });
});
