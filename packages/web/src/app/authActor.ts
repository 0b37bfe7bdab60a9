import {
  type AuthActorDeps,
  type AuthOpenView,
  AuthWay,
  createAuthActors,
  type LoginEventBus,
  provideAuthMachines,
} from '@jinli/core';
import { type ActorRefFrom, createActor } from 'xstate';
import type { UiStore } from '../stores/uiStore.ts';

export type AuthDialogActor = ActorRefFrom<ReturnType<typeof provideAuthMachines>>;

const VIEW_OF_WAY: Record<AuthWay, AuthOpenView> = {
  [AuthWay.Login]: 'login',
  [AuthWay.Register]: 'register',
  [AuthWay.ResetByPhone]: 'resetPhone',
  [AuthWay.ResetByEmail]: 'resetEmail',
};

/**
 * The one auth dialog actor of the page: opened and closed by the login bus (SPEC §4 events), and
 * its emitted events go back out as `login_success` and ui-store toasts. Started on creation.
 */
export function createAuthDialogActor(
  deps: AuthActorDeps & { bus: LoginEventBus; ui: Pick<UiStore, 'toast' | 'openTips'> },
): AuthDialogActor {
  const { bus, ui } = deps;
  const actor: AuthDialogActor = createActor(provideAuthMachines(createAuthActors(deps)));
  actor.on('auth.loggedIn', ({ token, userId }) => bus.emit('login_success', { token, userId }));
  actor.on('auth.toast', ({ message }) => {
    ui.toast(message, 'success');
  });
  // SPEC §8 6501: the tips dialog over the auth dialog, with the server's message.
  actor.on('auth.tips', ({ message }) => ui.openTips({ message }));
  actor.start();

  const open = (view: AuthOpenView) => actor.send({ type: 'auth.open', view });
  bus.on('login', () => open('login'));
  bus.on('register', () => open('register'));
  bus.on('forget_password', () => open('resetPhone'));
  bus.on('switch_auth_way', ({ way }) => open(VIEW_OF_WAY[way]));
  bus.on('newDevice', (risk) => actor.send({ type: 'auth.riskLogin', ...risk }));
  bus.on('closeAuth', () => actor.send({ type: 'auth.close' }));
  return actor;
}
