import { type ActorRefFrom, and, assign, emit, type SnapshotFrom, setup } from 'xstate';
import type { CountryArea } from '../api/schemas/content.ts';
import type { CodeChannel } from '../auth/authActors.ts';
import { type FieldErrors, type Touched, visibleErrors } from '../auth/authForms.ts';
import { AUTH_TOASTS } from '../auth/authMessages.ts';
import { resendCountdownMachine } from '../auth/resendCountdown.machine.ts';
import { areaRegex } from '../auth/resetForm.ts';
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

/** Mainland China, preselected until the area list says otherwise (SPEC §5 default). */
export const DEFAULT_AREA_CODE = '+86';

export interface BindPhoneContext {
  name: string;
  areas: CountryArea[];
  areaCode: string;
  phone: string;
  code: string;
  touched: Touched<TargetField>;
  codeRequested: boolean;
  /** The last failed send or bind, as the server said it. */
  error: string;
  channel: Extract<CodeChannel, 'sms' | 'voice'>;
  countdownRef: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
}

export type BindPhoneEvent =
  | { type: 'bindPhone.area'; areaCode: string }
  | { type: 'bindPhone.change'; field: 'phone' | 'code'; value: string }
  | { type: 'bindPhone.blur'; field: TargetField }
  | { type: 'bindPhone.sendCode'; channel: Extract<CodeChannel, 'sms' | 'voice'> }
  | { type: 'bindPhone.submit' };

const errorsOf = (context: BindPhoneContext) =>
  bindTargetErrors({
    kind: 'phone',
    target: context.phone,
    regex: areaRegex(context.areas, context.areaCode),
    code: context.code,
    codeRequested: context.codeRequested,
  });

/** Bind a phone: area (each with its regex) → SMS or voice code (60 s resend) → bindPhone. */
export const bindPhoneMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as BindPhoneContext,
      events: {} as BindPhoneEvent,
      input: {} as { name: string },
      emitted: {} as ProfileEmitted,
    },
    actors: {
      loadCountryAreas: profileActorStubs.loadCountryAreas,
      sendBindCode: profileActorStubs.sendBindCode,
      bindPhone: profileActorStubs.bindPhone,
      countdown: resendCountdownMachine(),
    },
    guards: {
      phoneValid: ({ context }) => errorsOf(context).target === undefined,
      canResend: ({ context }) => context.countdownRef.getSnapshot().matches('idle'),
      formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    },
  }).createMachine({
    id: 'bindPhone',
    context: ({ input, spawn }) => ({
      name: input.name,
      areas: [],
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      code: '',
      touched: {},
      codeRequested: false,
      error: '',
      channel: 'sms',
      countdownRef: spawn('countdown'),
    }),
    initial: 'loadingAreas',
    // Typing is accepted in every state, so nothing typed is lost while a call is in flight.
    on: {
      'bindPhone.change': {
        actions: assign(({ event }) =>
          event.field === 'phone'
            ? { phone: normalizeProfileField('phone', event.value) }
            : { code: normalizeProfileField('code', event.value) },
        ),
      },
      'bindPhone.area': { actions: assign({ areaCode: ({ event }) => event.areaCode }) },
      'bindPhone.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    states: {
      loadingAreas: {
        invoke: {
          src: 'loadCountryAreas',
          onDone: {
            target: 'idle',
            actions: assign(({ event }) => ({
              areas: event.output,
              areaCode: event.output[0]?.areaCode ?? DEFAULT_AREA_CODE,
            })),
          },
          // Without the list the mainland rule still applies; the server checks again.
          onError: 'idle',
        },
      },
      idle: {
        on: {
          'bindPhone.sendCode': [
            {
              guard: and(['phoneValid', 'canResend']),
              target: 'sending',
              actions: assign({ channel: ({ event }) => event.channel }),
            },
            { guard: 'phoneValid' },
            { actions: assign({ touched: ({ context }) => ({ ...context.touched, target: true }) }) },
          ],
          'bindPhone.submit': [
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
            target: context.phone,
            channel: context.channel,
            purpose: 'bind' as const,
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
                  message:
                    context.channel === 'voice' ? AUTH_TOASTS.voiceCodeSent : AUTH_TOASTS.phoneCodeSent,
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
          src: 'bindPhone',
          input: ({ context }) => ({ areaCode: context.areaCode, phone: context.phone, code: context.code }),
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

export type BindPhoneSnapshot = SnapshotFrom<ReturnType<typeof bindPhoneMachine>>;
export type BindPhoneRef = ActorRefFrom<ReturnType<typeof bindPhoneMachine>>;

export function bindPhoneVisibleErrors(snapshot: BindPhoneSnapshot): FieldErrors<TargetField> {
  return visibleErrors(errorsOf(snapshot.context), snapshot.context.touched);
}

export function bindPhoneCanSubmit(snapshot: BindPhoneSnapshot): boolean {
  const { phone, code } = snapshot.context;
  return snapshot.matches('idle') && !isBlank(phone) && !isBlank(code);
}
