import { type ActorOptions, type AnyActorLogic, type AnyActorRef, createActor } from 'xstate';
import type { CryptoPort } from '../ports/crypto.ts';
import type { HttpPort } from '../ports/http.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import { bindEmailMachine } from './bindEmail.machine.ts';
import { bindPhoneMachine } from './bindPhone.machine.ts';
import { bindRealNameMachine } from './bindRealName.machine.ts';
import { changePasswordMachine } from './changePassword.machine.ts';
import { createProfileActors } from './profileActors.ts';
import type { ProfileEmitted } from './profileEvents.ts';
import { type ResetLoginPasswordInput, resetLoginPasswordMachine } from './resetLoginPassword.machine.ts';

export interface ProfileFlowDeps {
  http: HttpPort;
  crypto: CryptoPort;
  newId: () => string;
  bus: LoginEventBus;
  /** Member info changed on the server: fetch it again. */
  refreshMember: () => void;
  /** A success toast of SPEC §8 (获取手机验证码成功, 修改成功, ...). */
  toast: (message: string) => void;
  /** Timers of the resend countdown; tests pass xstate's SimulatedClock. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

type Emitting = AnyActorRef & { on(type: '*', handler: (event: ProfileEmitted) => void): unknown };

/**
 * Starts the binding flows with their calls bound to the ports and their outcomes wired: toasts,
 * member info refreshed after a binding, password_change_success after a password change.
 * Each start returns a running actor; the caller stops it when its form closes.
 */
export function createProfileFlows(deps: ProfileFlowDeps) {
  const actors = createProfileActors(deps);
  const machines = {
    bindPhone: bindPhoneMachine().provide({
      actors: {
        loadCountryAreas: actors.loadCountryAreas,
        sendBindCode: actors.sendBindCode,
        bindPhone: actors.bindPhone,
      },
    }),
    bindEmail: bindEmailMachine().provide({
      actors: { sendBindCode: actors.sendBindCode, bindEmail: actors.bindEmail },
    }),
    bindRealName: bindRealNameMachine().provide({ actors: { bindRealName: actors.bindRealName } }),
    bindRealNameFromDeposit: bindRealNameMachine().provide({
      actors: { bindRealName: actors.bindRealNameFromDeposit },
    }),
    changePassword: changePasswordMachine().provide({ actors: { changePassword: actors.changePassword } }),
    resetLoginPassword: resetLoginPasswordMachine().provide({
      actors: { sendBindCode: actors.sendBindCode, resetLoginPassword: actors.resetLoginPassword },
    }),
  };

  const timers = deps.clock === undefined ? {} : { clock: deps.clock };

  /** Wires an actor of one of `machines` (started by the caller); returns the unsubscribe function. */
  function connect(actor: Emitting): () => void {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'profile.toast') deps.toast(event.message);
      else if (event.type === 'profile.bound') deps.refreshMember();
      else deps.bus.emit('password_change_success');
    }) as { unsubscribe(): void };
    return () => subscription.unsubscribe();
  }

  function wire<A extends Emitting>(actor: A): A {
    connect(actor);
    actor.start();
    return actor;
  }

  return {
    /** The machines with their calls provided, for clients that run actors themselves (React hooks). */
    machines,
    connect,
    bindPhone: (name: string) => wire(createActor(machines.bindPhone, { input: { name }, ...timers })),
    bindEmail: (name: string) => wire(createActor(machines.bindEmail, { input: { name }, ...timers })),
    bindRealName: () => wire(createActor(machines.bindRealName)),
    /** The first deposit's real-name field (user/bindFromDeposit). */
    bindRealNameFromDeposit: () => wire(createActor(machines.bindRealNameFromDeposit)),
    changePassword: () => wire(createActor(machines.changePassword)),
    resetLoginPassword: (input: ResetLoginPasswordInput) =>
      wire(createActor(machines.resetLoginPassword, { input, ...timers })),
  };
}

export type ProfileFlows = ReturnType<typeof createProfileFlows>;
