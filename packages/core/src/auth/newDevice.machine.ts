import { type ActorRefFrom, and, assign, type SnapshotFrom, sendParent, setup } from 'xstate';
import { builtOnce } from '../engine/builtOnce.ts';
import { requireCodeRequested, validateDeviceCode, validatePhoneMiddleDigits } from '../validation/codes.ts';
import { DEVICE_CODE_LENGTH, PHONE_MIDDLE_LENGTH } from '../validation/limits.ts';
import { isBlank } from '../validation/validationError.ts';
import { authActorStubs, type CodeChannel } from './authActors.ts';
import { type FieldErrors, type Touched, visibleErrors } from './authForms.ts';
import { AUTH_TOASTS, type AuthToastEvent } from './authMessages.ts';
import { resendCountdownMachine } from './resendCountdown.machine.ts';

/** The risk login being verified (SPEC §4): the masked phone and the credentials typed at login. */
export interface NewDeviceInput {
  name: string;
  password: string;
  phoneNumber: string;
  message: string;
}
export type NewDeviceField = 'middle' | 'code';

export interface NewDeviceContext extends NewDeviceInput {
  middle: string;
  code: string;
  touched: Touched<NewDeviceField>;
  codeRequested: boolean;
  /** The last failed send or login; `message` keeps the risk notice the server gave. */
  error: string;
  /** The channel of the code being asked for (its toast differs). */
  channel: Extract<CodeChannel, 'sms' | 'voice'>;
  session: { token: string; userId: string } | null;
  countdownRef: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
}

export type NewDeviceEvent =
  | { type: 'newDevice.change'; field: NewDeviceField; value: string }
  | { type: 'newDevice.blur'; field: NewDeviceField }
  | { type: 'newDevice.sendCode'; channel: Extract<CodeChannel, 'sms' | 'voice'> }
  | { type: 'newDevice.submit' };

/** The full phone: the server's mask with its hidden run replaced by the typed middle digits. */
export function fillPhoneMask(mask: string, middle: string): string {
  return mask.replace(/\*+/, middle);
}

export function newDeviceErrors(context: Pick<NewDeviceContext, 'middle' | 'code' | 'codeRequested'>) {
  const errors: FieldErrors<NewDeviceField> = {};
  const middle = validatePhoneMiddleDigits(context.middle);
  if (middle) errors.middle = middle.message;
  const code = requireCodeRequested(context.codeRequested) ?? validateDeviceCode(context.code);
  if (code) errors.code = code.message;
  return errors;
}

const digitsOnly = (value: string, max: number) => value.replace(/\D+/g, '').slice(0, max);

/** New-device verification: middle 4 digits → code by SMS or voice call → login with kaptchcate 99. */
export const newDeviceMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as NewDeviceContext,
      events: {} as NewDeviceEvent,
      input: {} as NewDeviceInput,
      output: {} as { token: string; userId: string },
    },
    actors: {
      sendCode: authActorStubs.sendCode,
      login: authActorStubs.login,
      countdown: resendCountdownMachine(),
    },
    guards: {
      middleValid: ({ context }) => validatePhoneMiddleDigits(context.middle) === undefined,
      canResend: ({ context }) => context.countdownRef.getSnapshot().matches('idle'),
      formValid: ({ context }) => Object.keys(newDeviceErrors(context)).length === 0,
    },
  }).createMachine({
    id: 'newDevice',
    context: ({ input, spawn }) => ({
      ...input,
      middle: '',
      code: '',
      touched: {},
      codeRequested: false,
      error: '',
      channel: 'sms',
      session: null,
      countdownRef: spawn('countdown'),
    }),
    initial: 'idle',
    output: ({ context }) => context.session ?? { token: '', userId: '' },
    // Typing is accepted in every state, so nothing typed is lost while a code is being sent.
    on: {
      // An edit also drops the server's last answer: it was about the old digits, and kept beside the
      // field's own 手机号错误 it would say the same thing twice (issue #28).
      'newDevice.change': {
        actions: assign(({ event }) =>
          event.field === 'middle'
            ? { middle: digitsOnly(event.value, PHONE_MIDDLE_LENGTH), error: '' }
            : { code: digitsOnly(event.value, DEVICE_CODE_LENGTH), error: '' },
        ),
      },
      'newDevice.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    states: {
      idle: {
        on: {
          'newDevice.sendCode': [
            {
              guard: and(['middleValid', 'canResend']),
              target: 'sending',
              actions: assign({ channel: ({ event }) => event.channel }),
            },
            { guard: 'middleValid' },
            { actions: assign({ touched: ({ context }) => ({ ...context.touched, middle: true }) }) },
          ],
          'newDevice.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: { middle: true, code: true } }) },
          ],
        },
      },
      sending: {
        invoke: {
          src: 'sendCode',
          input: ({ context }) => ({
            name: context.name,
            target: fillPhoneMask(context.phoneNumber, context.middle),
            purpose: 'newDevice' as const,
            channel: context.channel,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'idle',
              actions: [
                assign({ codeRequested: true, error: '' }),
                ({ context }) => context.countdownRef.send({ type: 'countdown.start' }),
                sendParent(
                  ({ context }): AuthToastEvent => ({
                    type: 'auth.toast',
                    message:
                      context.channel === 'voice' ? AUTH_TOASTS.voiceCodeSent : AUTH_TOASTS.phoneCodeSent,
                  }),
                ),
              ],
            },
            // 6066: a code went out less than 60 s ago. It is still valid, so the member may type it, and
            // the button shows the seconds left instead of failing silently (SPEC §4, §9).
            {
              guard: ({ event }) =>
                event.output.type === 'failed' && event.output.retryInSeconds !== undefined,
              target: 'idle',
              actions: [
                assign({ codeRequested: true, error: '' }),
                ({ context, event }) =>
                  context.countdownRef.send({
                    type: 'countdown.start',
                    ...(event.output.type === 'failed' && event.output.retryInSeconds !== undefined
                      ? { seconds: event.output.retryInSeconds }
                      : {}),
                  }),
              ],
            },
            {
              target: 'idle',
              actions: assign({
                error: ({ event }) => ('message' in event.output ? event.output.message : ''),
              }),
            },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'login',
          input: ({ context }) => ({
            name: context.name,
            password: context.password,
            sendCodeNum: context.code,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.type === 'ok',
              target: 'done',
              actions: assign({
                session: ({ event }) =>
                  event.output.type === 'ok'
                    ? { token: event.output.token, userId: event.output.userId }
                    : null,
              }),
            },
            {
              target: 'idle',
              actions: assign({
                error: ({ event }) => ('message' in event.output ? event.output.message : ''),
              }),
            },
          ],
        },
      },
      done: { type: 'final' },
    },
  }),
);

export type NewDeviceSnapshot = SnapshotFrom<ReturnType<typeof newDeviceMachine>>;
export type NewDeviceRef = ActorRefFrom<ReturnType<typeof newDeviceMachine>>;

/** Errors of the fields the member left or submitted. */
export function newDeviceVisibleErrors(snapshot: NewDeviceSnapshot): FieldErrors<NewDeviceField> {
  return visibleErrors(newDeviceErrors(snapshot.context), snapshot.context.touched);
}

export function newDeviceCanSubmit(snapshot: NewDeviceSnapshot): boolean {
  const { middle, code } = snapshot.context;
  return snapshot.matches('idle') && !isBlank(middle) && !isBlank(code);
}
