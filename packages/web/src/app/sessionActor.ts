import type { HttpPort, LoginEventBus, SessionMachine, StoragePort } from '@jinli/core';
import { createSessionMachine, selectIsLoggedIn } from '@jinli/core';
import { type Actor, createActor } from 'xstate';
import type { UiStore } from '../stores/uiStore.ts';

export type SessionActor = Actor<SessionMachine>;

export const HOME_PATH = '/';

/** The one session of the page: started at once and restored from storage (SPEC §1). */
export function createSessionActor(ports: { http: HttpPort; storage: StoragePort }): SessionActor {
  const actor = createActor(createSessionMachine(ports));
  actor.start();
  actor.send({ type: 'session.restore' });
  return actor;
}

export interface SessionWiring {
  bus: LoginEventBus;
  ui: Pick<UiStore, 'toast'>;
  /** The HTTP adapter; its advertising cache is dropped when the member changes. */
  http: HttpPort;
  go: (path: string) => void;
  /** zh text of 请重新登录 in the current locale. */
  loginAgainText: () => string;
}

function clearHttpCache(http: HttpPort): void {
  const withCache = http as HttpPort & { clearCache?: unknown };
  if (typeof withCache.clearCache === 'function') withCache.clearCache();
}

/**
 * Connects the session to the login events and the screen: login_success logs in; login_expired
 * (SPEC §8) shows 请重新登录 when a token existed, logs out locally, goes home and opens login.
 * Returns the disconnect function.
 */
export function connectSession(actor: SessionActor, wiring: SessionWiring): () => void {
  const { bus, ui, http, go } = wiring;
  const offSuccess = bus.on('login_success', ({ token, userId }) => {
    clearHttpCache(http);
    actor.send({ type: 'session.loggedIn', token, userId });
  });
  const offExpired = bus.on('login_expired', ({ hadToken }) => {
    // Parallel calls failing together each report 6001: only the first one ends the session.
    if (hadToken && !selectIsLoggedIn(actor.getSnapshot())) return;
    if (hadToken) ui.toast(wiring.loginAgainText());
    actor.send({ type: 'session.expired', hadToken });
    go(HOME_PATH);
    bus.emit('login');
  });
  const loggedOut = actor.on('session.loggedOut', ({ reason, message }) => {
    clearHttpCache(http);
    // Issue #15: member info failed twice: say why before going home, never a silent logout.
    if (reason === 'memberFailed' && message !== undefined) ui.toast(message, 'error');
    // Expiry already went home from the login_expired handler.
    if (reason !== 'expired') go(HOME_PATH);
  });
  const balanceFailed = actor.on('session.balanceFailed', ({ message }) => ui.toast(message, 'error'));
  return () => {
    offSuccess();
    offExpired();
    loggedOut.unsubscribe();
    balanceFailed.unsubscribe();
  };
}
