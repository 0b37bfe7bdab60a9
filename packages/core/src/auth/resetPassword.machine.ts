import { type ActorRefFrom, assign, type SnapshotFrom, sendParent, setup } from 'xstate';
import type { CountryArea } from '../api/schemas/content.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { authActorStubs, type ResetChannel, type StepResult } from './authActors.ts';
import { type FieldErrors, type Touched, touchAll, visibleErrors } from './authForms.ts';
import { AUTH_TOASTS, type AuthToastEvent } from './authMessages.ts';
import { resendCountdownMachine } from './resendCountdown.machine.ts';
import {
  areaRegex,
  EMPTY_RESET,
  normalizeResetField,
  type ResetField,
  type ResetFields,
  type ResetStep,
  resetStepErrors,
  resetStepFilled,
  resetTarget,
} from './resetForm.ts';

/** SPEC §9: the success screen returns to login after 3 s. */
export const RESET_SUCCESS_RETURN_MS = 3000;

export interface ResetContext {
  channel: ResetChannel;
  fields: ResetFields;
  areas: CountryArea[];
  areaCode: string;
  touched: Touched<ResetField>;
  codeRequested: boolean;
  message: string;
  countdownRef: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
}

export type ResetEvent =
  | { type: 'reset.channel'; channel: ResetChannel }
  | { type: 'reset.change'; field: ResetField; value: string }
  | { type: 'reset.blur'; field: ResetField }
  | { type: 'reset.area'; areaCode: string }
  | { type: 'reset.sendCode' }
  | { type: 'reset.next' }
  | { type: 'reset.prev' };

const STEP_FIELDS: Record<ResetStep, readonly ResetField[]> = {
  0: ['name', 'phone', 'email'],
  1: ['code'],
  2: ['password', 'password2'],
  3: [],
};

const BUSY_STATES = new Set(['submitting', 'sending', 'checking', 'saving']);
const STEP_STATES = ['identity', 'verify', 'newPassword', 'success'] as const;

function ruleInput(context: ResetContext) {
  return {
    channel: context.channel,
    fields: context.fields,
    regex: areaRegex(context.areas, context.areaCode),
    codeRequested: context.codeRequested,
  };
}

const stepValid = (step: ResetStep) => (args: { context: ResetContext }) =>
  Object.keys(resetStepErrors(step, ruleInput(args.context))).length === 0;

const failureMessage = ({ event }: { event: { output: StepResult } }) =>
  event.output.type === 'ok' ? '' : event.output.message;

const isOk = ({ event }: { event: { output: StepResult } }) => event.output.type === 'ok';

const input = (context: ResetContext) => ({
  channel: context.channel,
  name: context.fields.name.trim(),
  target: resetTarget(context.channel, context.fields),
});

/**
 * Password reset wizard (SPEC §2, §4): phone or e-mail; identity → code → new password → success,
 * then done (the dialog returns to login) after 3 s. 上一步 goes back one step.
 */
export const resetPasswordMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ResetContext,
      events: {} as ResetEvent,
      input: {} as { channel: ResetChannel },
      output: {} as { name: string },
    },
    actors: {
      loadCountryAreas: authActorStubs.loadCountryAreas,
      resetIdentity: authActorStubs.resetIdentity,
      resetVerify: authActorStubs.resetVerify,
      resetPassword: authActorStubs.resetPassword,
      sendCode: authActorStubs.sendCode,
      countdown: resendCountdownMachine(),
    },
    actions: {
      touchStep: assign(({ context }, params: { step: ResetStep }) => ({
        touched: { ...context.touched, ...touchAll(STEP_FIELDS[params.step]) },
      })),
    },
    guards: {
      identityValid: stepValid(0),
      codeValid: stepValid(1),
      passwordValid: stepValid(2),
      canResend: ({ context }) => context.countdownRef.getSnapshot().matches('idle'),
    },
  }).createMachine({
    id: 'resetPassword',
    context: ({ input, spawn }) => ({
      channel: input.channel,
      fields: EMPTY_RESET,
      areas: [],
      areaCode: '',
      touched: {},
      codeRequested: false,
      message: '',
      countdownRef: spawn('countdown'),
    }),
    output: ({ context }) => ({ name: context.fields.name.trim() }),
    invoke: {
      src: 'loadCountryAreas',
      onDone: {
        actions: assign(({ context, event }) => ({
          areas: event.output,
          areaCode: context.areaCode || (event.output[0]?.areaCode ?? ''),
        })),
      },
      // Without the list the picker stays empty and mainland China's rule applies.
      onError: {},
    },
    on: {
      'reset.change': {
        actions: assign({
          fields: ({ context, event }) => ({
            ...context.fields,
            [event.field]: normalizeResetField(event.field, event.value),
          }),
        }),
      },
      'reset.blur': {
        actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
      },
    },
    initial: 'identity',
    states: {
      identity: {
        initial: 'idle',
        on: {
          'reset.channel': {
            target: '.idle',
            actions: assign({ channel: ({ event }) => event.channel, touched: {}, message: '' }),
          },
          'reset.area': { actions: assign({ areaCode: ({ event }) => event.areaCode }) },
        },
        states: {
          idle: {
            on: {
              'reset.next': [
                { guard: 'identityValid', target: 'submitting' },
                { actions: { type: 'touchStep', params: { step: 0 } } },
              ],
            },
          },
          submitting: {
            entry: assign({ message: '' }),
            invoke: {
              src: 'resetIdentity',
              input: ({ context }) => input(context),
              onDone: [
                { guard: isOk, target: '#resetPassword.verify', actions: assign({ codeRequested: false }) },
                { target: 'idle', actions: assign({ message: failureMessage }) },
              ],
            },
          },
        },
      },
      verify: {
        initial: 'idle',
        entry: assign({ message: '' }),
        states: {
          idle: {
            on: {
              'reset.sendCode': { guard: 'canResend', target: 'sending' },
              'reset.next': [
                { guard: 'codeValid', target: 'checking' },
                { actions: { type: 'touchStep', params: { step: 1 } } },
              ],
              'reset.prev': { target: '#resetPassword.identity' },
            },
          },
          sending: {
            invoke: {
              src: 'sendCode',
              input: ({ context }) => ({
                ...input(context),
                purpose: 'reset' as const,
                channel: context.channel === 'phone' ? ('sms' as const) : ('email' as const),
              }),
              onDone: [
                {
                  guard: isOk,
                  target: 'idle',
                  actions: [
                    assign({ codeRequested: true, message: '' }),
                    ({ context }) => context.countdownRef.send({ type: 'countdown.start' }),
                    sendParent(
                      ({ context }): AuthToastEvent => ({
                        type: 'auth.toast',
                        message:
                          context.channel === 'phone' ? AUTH_TOASTS.phoneCodeSent : AUTH_TOASTS.emailCodeSent,
                      }),
                    ),
                  ],
                },
                { target: 'idle', actions: assign({ message: failureMessage }) },
              ],
            },
          },
          checking: {
            invoke: {
              src: 'resetVerify',
              input: ({ context }) => ({ ...input(context), code: context.fields.code.trim() }),
              onDone: [
                { guard: isOk, target: '#resetPassword.newPassword' },
                { target: 'idle', actions: assign({ message: failureMessage }) },
              ],
            },
          },
        },
      },
      newPassword: {
        initial: 'idle',
        entry: assign({ message: '' }),
        states: {
          idle: {
            on: {
              'reset.next': [
                { guard: 'passwordValid', target: 'saving' },
                { actions: { type: 'touchStep', params: { step: 2 } } },
              ],
              'reset.prev': { target: '#resetPassword.verify' },
            },
          },
          saving: {
            invoke: {
              src: 'resetPassword',
              input: ({ context }) => ({
                channel: context.channel,
                name: context.fields.name.trim(),
                password: context.fields.password,
              }),
              onDone: [
                { guard: isOk, target: '#resetPassword.success' },
                { target: 'idle', actions: assign({ message: failureMessage }) },
              ],
            },
          },
        },
      },
      success: {
        entry: sendParent(
          (): AuthToastEvent => ({ type: 'auth.toast', message: AUTH_TOASTS.passwordChanged }),
        ),
        after: { [RESET_SUCCESS_RETURN_MS]: 'done' },
      },
      done: { type: 'final' },
    },
  }),
);

export type ResetSnapshot = SnapshotFrom<ReturnType<typeof resetPasswordMachine>>;
export type ResetRef = ActorRefFrom<ReturnType<typeof resetPasswordMachine>>;

export function resetStepOf(snapshot: ResetSnapshot): ResetStep {
  const index = STEP_STATES.findIndex((state) => snapshot.matches(state));
  return (index < 0 ? 3 : index) as ResetStep;
}

export function resetVisibleErrors(snapshot: ResetSnapshot): FieldErrors<ResetField> {
  const step = resetStepOf(snapshot);
  return visibleErrors(resetStepErrors(step, ruleInput(snapshot.context)), snapshot.context.touched);
}

/** True while a call of the current step is running. */
export function resetBusy(snapshot: ResetSnapshot): boolean {
  const value: unknown = snapshot.value;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((state) => BUSY_STATES.has(String(state)));
}

export function resetCanSubmit(snapshot: ResetSnapshot): boolean {
  const step = resetStepOf(snapshot);
  return !resetBusy(snapshot) && resetStepFilled(step, snapshot.context.channel, snapshot.context.fields);
}
