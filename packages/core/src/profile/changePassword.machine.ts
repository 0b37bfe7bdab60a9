import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { type FieldErrors, type Touched, visibleErrors } from '../auth/authForms.ts';
import { AUTH_TOASTS } from '../auth/authMessages.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { isBlank } from '../validation/validationError.ts';
import { type ChangePasswordField, changePasswordErrors, normalizeProfileField } from './bindingForms.ts';
import { profileActorStubs } from './profileActors.ts';
import { messageOf, type ProfileEmitted, rejectionMessage } from './profileEvents.ts';

export interface ChangePasswordContext {
  fields: Record<ChangePasswordField, string>;
  touched: Touched<ChangePasswordField>;
  error: string;
}

export type ChangePasswordEvent =
  | { type: 'changePassword.change'; field: ChangePasswordField; value: string }
  | { type: 'changePassword.blur'; field: ChangePasswordField }
  | { type: 'changePassword.submit' };

const ALL_TOUCHED = { oldPassword: true, password: true, confirm: true } as const;

/**
 * Change the login password with the old one (bindPassword). Success toasts 修改成功 and emits
 * `profile.passwordChanged`, which the engine turns into password_change_success (SPEC §4).
 */
export const changePasswordMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ChangePasswordContext,
      events: {} as ChangePasswordEvent,
      emitted: {} as ProfileEmitted,
    },
    actors: { changePassword: profileActorStubs.changePassword },
    guards: {
      formValid: ({ context }) => Object.keys(changePasswordErrors(context.fields)).length === 0,
    },
  }).createMachine({
    id: 'changePassword',
    context: { fields: { oldPassword: '', password: '', confirm: '' }, touched: {}, error: '' },
    initial: 'idle',
    on: {
      'changePassword.change': {
        actions: assign({
          fields: ({ context, event }) => ({
            ...context.fields,
            [event.field]: normalizeProfileField('password', event.value),
          }),
        }),
      },
      'changePassword.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    states: {
      idle: {
        on: {
          'changePassword.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: ALL_TOUCHED }) },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'changePassword',
          input: ({ context }) => ({
            oldPassword: context.fields.oldPassword,
            password: context.fields.password,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'done',
              actions: [
                emit({ type: 'profile.toast' as const, message: AUTH_TOASTS.passwordChanged }),
                emit({ type: 'profile.passwordChanged' as const }),
              ],
            },
            { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
          ],
          onError: { target: 'idle', actions: assign({ error: rejectionMessage }) },
        },
      },
      done: { type: 'final' },
    },
  }),
);

export type ChangePasswordSnapshot = SnapshotFrom<ReturnType<typeof changePasswordMachine>>;
export type ChangePasswordRef = ActorRefFrom<ReturnType<typeof changePasswordMachine>>;

export function changePasswordVisibleErrors(
  snapshot: ChangePasswordSnapshot,
): FieldErrors<ChangePasswordField> {
  return visibleErrors(changePasswordErrors(snapshot.context.fields), snapshot.context.touched);
}

export function changePasswordCanSubmit(snapshot: ChangePasswordSnapshot): boolean {
  const { fields } = snapshot.context;
  return snapshot.matches('idle') && Object.values(fields).every((value) => !isBlank(value));
}
