import type { SnapshotFrom } from 'xstate';
import type { AuthActors } from './authActors.ts';
import { type AuthView, authDialogMachine } from './authDialog.machine.ts';
import {
  type FieldErrors,
  type LoginField,
  loginErrors,
  loginFilled,
  type RegisterField,
  registerErrors,
  registerFilled,
  visibleErrors,
} from './authForms.ts';
import { captchaAnswerOf, captchaMachine } from './captcha.machine.ts';
import { newDeviceMachine } from './newDevice.machine.ts';
import { resetPasswordMachine } from './resetPassword.machine.ts';

export type AuthDialogSnapshot = SnapshotFrom<ReturnType<typeof authDialogMachine>>;

/** The dialog machine with every side effect supplied (the composition root calls this once). */
export function provideAuthMachines(actors: AuthActors) {
  return authDialogMachine().provide({
    actors: {
      ...actors,
      captcha: captchaMachine().provide({ actors }),
      newDevice: newDeviceMachine().provide({ actors }),
      resetPassword: resetPasswordMachine().provide({ actors }),
    },
  });
}

const VIEWS: readonly AuthView[] = ['login', 'register', 'newDevice', 'reset'];

/** The view on screen, or null while the dialog is closed. */
export function selectAuthView(snapshot: AuthDialogSnapshot): AuthView | null {
  return VIEWS.find((view) => snapshot.matches({ open: view })) ?? null;
}

export function selectLoginErrors(snapshot: AuthDialogSnapshot): FieldErrors<LoginField> {
  return visibleErrors(loginErrors(snapshot.context.login), snapshot.context.loginTouched);
}

export function selectRegisterErrors(snapshot: AuthDialogSnapshot): FieldErrors<RegisterField> {
  return visibleErrors(registerErrors(snapshot.context.register), snapshot.context.registerTouched);
}

export function selectLoginSubmitting(snapshot: AuthDialogSnapshot): boolean {
  return snapshot.matches({ open: { login: 'submitting' } });
}

export function selectRegisterSubmitting(snapshot: AuthDialogSnapshot): boolean {
  return (
    snapshot.matches({ open: { register: 'registering' } }) ||
    snapshot.matches({ open: { register: 'autoLogin' } })
  );
}

function captchaAnswered(snapshot: AuthDialogSnapshot): boolean {
  const ref = snapshot.context.captchaRef;
  return ref !== null && captchaAnswerOf(ref.getSnapshot()) !== null;
}

/**
 * SPEC §4: the login button is dimmed until name, password and captcha are filled, and while sending.
 * Reads the captcha child too: a component using it also subscribes to the captcha actor.
 */
export function selectCanSubmitLogin(snapshot: AuthDialogSnapshot): boolean {
  return (
    snapshot.matches({ open: { login: 'idle' } }) &&
    loginFilled(snapshot.context.login) &&
    captchaAnswered(snapshot)
  );
}

/** As selectCanSubmitLogin, and the agree box must be ticked. */
export function selectCanSubmitRegister(snapshot: AuthDialogSnapshot): boolean {
  return (
    snapshot.matches({ open: { register: 'idle' } }) &&
    registerFilled(snapshot.context.register) &&
    captchaAnswered(snapshot)
  );
}
