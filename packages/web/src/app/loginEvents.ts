import type { Jinli } from '@jinli/core';
import type { UiStore } from '../stores/uiStore.ts';

/**
 * The shell's part of the session's events: the login-required prompt when the engine says a visitor
 * must log in first (a game). Returns the unsubscribe function.
 */
export function connectLoginPrompt(
  events: Pick<Jinli['sessionEvents'], 'on'>,
  ui: Pick<UiStore, 'openLoginRequired'>,
): () => void {
  return events.on('loginRequired', () => {
    ui.openLoginRequired();
  });
}
