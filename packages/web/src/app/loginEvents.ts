import type { LoginEventBus } from '@jinli/core';
import type { UiStore } from '../stores/uiStore.ts';

/**
 * The shell's part of the login events: the login-required prompt. The auth dialog subscribes to
 * login / register / closeAuth itself. Returns the unsubscribe function.
 */
export function connectLoginPrompt(bus: LoginEventBus, ui: Pick<UiStore, 'openLoginRequired'>): () => void {
  return bus.on('show_login_prompt', () => {
    ui.openLoginRequired();
  });
}
