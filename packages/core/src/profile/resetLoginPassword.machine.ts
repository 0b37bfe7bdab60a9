import { type ActorRefFrom, and, assign, emit, type SnapshotFrom, setup } from 'xstate';
import type { CodeChannel } from '../auth/authActors.ts';
import { type FieldErrors, type Touched, visibleErrors } from '../auth/authForms.ts';
import { AUTH_TOASTS } from '../auth/authMessages.ts';
import { resendCountdownMachine } from '../auth/resendCountdown.machine.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { MAINLAND_PHONE_REGEX } from '../validation/phone.ts';
import { isBlank } from '../validation/validationError.ts';
import { normalizeProfileField, type ResetLoginField, resetLoginPasswordErrors } from './bindingForms.ts';
import type { BindTarget } from './profileActors.ts';
import { profileActorStubs } from './profileActors.ts';
import { messageOf, type ProfileEmitted, rejectionMessage } from './profileEvents.ts';

export interface ResetLoginPasswordInput {
  name: string;
  channel: BindTarget;
  /** The bound phone or e-mail in full when known (singleDataDecryption), else ''. */
  target: string;
  /** The bound phone's area regex; mainland China when unknown. */
  regex?: string;
}

export interface ResetLoginPasswordContext {
  name: string;
  channel: BindTarget;
  regex: string;
  fields: Record<ResetLoginField, string>;
  touched: Touched<ResetLoginField>;
  codeRequested: boolean;
  error: string;
  codeChannel: CodeChannel;
  countdownRef: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
}

export type ResetLoginPasswordEvent =
  | { type: 'resetLogin.change'; field: ResetLoginField; value: string }
  | { type: 'resetLogin.blur'; field: ResetLoginField }
  | { type: 'resetLogin.sendCode'; channel: CodeChannel }
  | { type: 'resetLogin.submit' };

const errorsOf = (context: ResetLoginPasswordContext) =>
  resetLoginPasswordErrors({
    kind: context.channel,
    regex: context.regex,
    codeRequested: context.codeRequested,
    ...context.fields,
  });

const KIND: Record<ResetLoginField, 'phone' | 'email' | 'code' | 'password'> = {
  target: 'phone',
  code: 'code',
  password: 'password',
  confirm: 'password',
};

const CODE_TOASTS: Record<CodeChannel, string> = {
  sms: AUTH_TOASTS.phoneCodeSent,
  voice: AUTH_TOASTS.voiceCodeSent,
  email: AUTH_TOASTS.emailCodeSent,
};

/**
 * A logged-in member resets the login password by a code sent to the bound phone or e-mail
 * (bindPasswordByPhone / bindPasswordByEmail). Success emits `profile.passwordChanged`.
 */
export const resetLoginPasswordMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ResetLoginPasswordContext,
      events: {} as ResetLoginPasswordEvent,
      input: {} as ResetLoginPasswordInput,
      emitted: {} as ProfileEmitted,
    },
    actors: {
      sendBindCode: profileActorStubs.sendBindCode,
      resetLoginPassword: profileActorStubs.resetLoginPassword,
      countdown: resendCountdownMachine(),
    },
    guards: {
      targetValid: ({ context }) => errorsOf(context).target === undefined,
      canResend: ({ context }) => context.countdownRef.getSnapshot().matches('idle'),
      formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    },
  }).createMachine({
    id: 'resetLoginPassword',
    context: ({ input, spawn }) => ({
      name: input.name,
      channel: input.channel,
      regex: input.regex ?? MAINLAND_PHONE_REGEX,
      fields: { target: input.target, code: '', password: '', confirm: '' },
      touched: {},
      codeRequested: false,
      error: '',
      codeChannel: input.channel === 'email' ? 'email' : 'sms',
      countdownRef: spawn('countdown'),
    }),
    initial: 'idle',
    on: {
      'resetLogin.change': {
        actions: assign({
          fields: ({ context, event }) => {
            const kind =
              event.field === 'target' && context.channel === 'email' ? 'email' : KIND[event.field];
            return { ...context.fields, [event.field]: normalizeProfileField(kind, event.value) };
          },
        }),
      },
      'resetLogin.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    states: {
      idle: {
        on: {
          'resetLogin.sendCode': [
            {
              guard: and(['targetValid', 'canResend']),
              target: 'sending',
              actions: assign({ codeChannel: ({ event }) => event.channel }),
            },
            { guard: 'targetValid' },
            { actions: assign({ touched: ({ context }) => ({ ...context.touched, target: true }) }) },
          ],
          'resetLogin.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: { target: true, code: true, password: true, confirm: true } }) },
          ],
        },
      },
      sending: {
        invoke: {
          src: 'sendBindCode',
          input: ({ context }) => ({
            name: context.name,
            target: context.fields.target,
            channel: context.codeChannel,
            purpose: 'reset' as const,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'idle',
              actions: [
                assign({ codeRequested: true, error: '' }),
                ({ context }) => context.countdownRef.send({ type: 'countdown.start' }),
                emit(({ context }) => ({
                  type: 'profile.toast' as const,
                  message: CODE_TOASTS[context.codeChannel],
                })),
              ],
            },
            { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
          ],
          onError: { target: 'idle', actions: assign({ error: rejectionMessage }) },
        },
      },
      submitting: {
        invoke: {
          src: 'resetLoginPassword',
          input: ({ context }) => ({
            channel: context.channel,
            target: context.fields.target,
            code: context.fields.code,
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

export type ResetLoginPasswordSnapshot = SnapshotFrom<ReturnType<typeof resetLoginPasswordMachine>>;
export type ResetLoginPasswordRef = ActorRefFrom<ReturnType<typeof resetLoginPasswordMachine>>;

export function resetLoginPasswordVisibleErrors(
  snapshot: ResetLoginPasswordSnapshot,
): FieldErrors<ResetLoginField> {
  return visibleErrors(errorsOf(snapshot.context), snapshot.context.touched);
}

export function resetLoginPasswordCanSubmit(snapshot: ResetLoginPasswordSnapshot): boolean {
  return snapshot.matches('idle') && Object.values(snapshot.context.fields).every((value) => !isBlank(value));
}
