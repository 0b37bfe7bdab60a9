import { type ActorRefFrom, and, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { type FieldErrors, type Touched, visibleErrors } from '../auth/authForms.ts';
import { AUTH_TOASTS } from '../auth/authMessages.ts';
import { resendCountdownMachine } from '../auth/resendCountdown.machine.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { isBlank } from '../validation/validationError.ts';
import {
  bindTargetErrors,
  normalizeProfileField,
  PROFILE_MESSAGES,
  type TargetField,
} from './bindingForms.ts';
import { profileActorStubs } from './profileActors.ts';
import { messageOf, type ProfileEmitted, rejectionMessage } from './profileEvents.ts';

export interface BindEmailContext {
  name: string;
  email: string;
  code: string;
  touched: Touched<TargetField>;
  codeRequested: boolean;
  error: string;
  countdownRef: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
}

export type BindEmailEvent =
  | { type: 'bindEmail.change'; field: 'email' | 'code'; value: string }
  | { type: 'bindEmail.blur'; field: TargetField }
  | { type: 'bindEmail.sendCode' }
  | { type: 'bindEmail.submit' };

const errorsOf = (context: BindEmailContext) =>
  bindTargetErrors({
    kind: 'email',
    target: context.email,
    regex: '',
    code: context.code,
    codeRequested: context.codeRequested,
  });

/** Bind an e-mail: e-mail code (60 s resend) → bindEmail. */
export const bindEmailMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as BindEmailContext,
      events: {} as BindEmailEvent,
      input: {} as { name: string },
      emitted: {} as ProfileEmitted,
    },
    actors: {
      sendBindCode: profileActorStubs.sendBindCode,
      bindEmail: profileActorStubs.bindEmail,
      countdown: resendCountdownMachine(),
    },
    guards: {
      emailValid: ({ context }) => errorsOf(context).target === undefined,
      canResend: ({ context }) => context.countdownRef.getSnapshot().matches('idle'),
      formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    },
  }).createMachine({
    id: 'bindEmail',
    context: ({ input, spawn }) => ({
      name: input.name,
      email: '',
      code: '',
      touched: {},
      codeRequested: false,
      error: '',
      countdownRef: spawn('countdown'),
    }),
    initial: 'idle',
    on: {
      'bindEmail.change': {
        actions: assign(({ event }) =>
          event.field === 'email'
            ? { email: normalizeProfileField('email', event.value) }
            : { code: normalizeProfileField('code', event.value) },
        ),
      },
      'bindEmail.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    states: {
      idle: {
        on: {
          'bindEmail.sendCode': [
            { guard: and(['emailValid', 'canResend']), target: 'sending' },
            { guard: 'emailValid' },
            { actions: assign({ touched: ({ context }) => ({ ...context.touched, target: true }) }) },
          ],
          'bindEmail.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: { target: true, code: true } }) },
          ],
        },
      },
      sending: {
        invoke: {
          src: 'sendBindCode',
          input: ({ context }) => ({
            name: context.name,
            target: context.email,
            channel: 'email' as const,
            purpose: 'bind' as const,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'idle',
              actions: [
                assign({ codeRequested: true, error: '' }),
                ({ context }) => context.countdownRef.send({ type: 'countdown.start' }),
                emit({ type: 'profile.toast' as const, message: AUTH_TOASTS.emailCodeSent }),
              ],
            },
            { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
          ],
          onError: { target: 'idle', actions: assign({ error: rejectionMessage }) },
        },
      },
      submitting: {
        invoke: {
          src: 'bindEmail',
          input: ({ context }) => ({ email: context.email, code: context.code }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'done',
              actions: [
                emit({ type: 'profile.toast' as const, message: PROFILE_MESSAGES.bound }),
                emit({ type: 'profile.bound' as const }),
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

export type BindEmailSnapshot = SnapshotFrom<ReturnType<typeof bindEmailMachine>>;
export type BindEmailRef = ActorRefFrom<ReturnType<typeof bindEmailMachine>>;

export function bindEmailVisibleErrors(snapshot: BindEmailSnapshot): FieldErrors<TargetField> {
  return visibleErrors(errorsOf(snapshot.context), snapshot.context.touched);
}

export function bindEmailCanSubmit(snapshot: BindEmailSnapshot): boolean {
  const { email, code } = snapshot.context;
  return snapshot.matches('idle') && !isBlank(email) && !isBlank(code);
}
