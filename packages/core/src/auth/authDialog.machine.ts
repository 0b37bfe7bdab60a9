import { type ActorRefFrom, assign, emit, setup, spawnChild, stopChild } from 'xstate';
import { builtOnce } from '../engine/builtOnce.ts';
import { authActorStubs, type LoginResult, type ResetChannel, type StepResult } from './authActors.ts';
import {
  EMPTY_LOGIN,
  EMPTY_REGISTER,
  hasErrors,
  type LoginField,
  type LoginFields,
  loginErrors,
  normalizeField,
  type RegisterField,
  type RegisterFields,
  registerErrors,
  type Touched,
  touchAll,
} from './authForms.ts';
import { AUTH_TOASTS, type AuthEmitted, type AuthToastEvent } from './authMessages.ts';
import { captchaAnswerOf, captchaMachine } from './captcha.machine.ts';
import { type NewDeviceInput, newDeviceMachine } from './newDevice.machine.ts';
import { resetPasswordMachine } from './resetPassword.machine.ts';

/** The views of SPEC §2's auth dialog; `reset` holds both find-password tabs. */
export type AuthView = 'login' | 'register' | 'newDevice' | 'reset';
/** What an opening event asks for (SPEC §4 auth ways 1–4). */
export type AuthOpenView = 'login' | 'register' | 'resetPhone' | 'resetEmail';

export interface AuthDialogContext {
  login: LoginFields;
  register: RegisterFields;
  loginTouched: Touched<LoginField>;
  registerTouched: Touched<RegisterField>;
  /** The server's answer to the last submit, shown above the button. */
  message: string;
  captchaRef: ActorRefFrom<ReturnType<typeof captchaMachine>> | null;
  risk: NewDeviceInput | null;
  resetChannel: ResetChannel;
}

export type AuthDialogEvent =
  | { type: 'auth.open'; view: AuthOpenView }
  | ({ type: 'auth.riskLogin' } & NewDeviceInput)
  | { type: 'auth.close' }
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.blur'; field: LoginField }
  | { type: 'login.remember'; checked: boolean }
  | { type: 'login.submit' }
  | { type: 'register.change'; field: Exclude<RegisterField, 'isAgree'>; value: string }
  /** The terms box: ticks or clears both `isRead` and `isAgree` (one box may set both, SPEC §3). */
  | { type: 'register.agree'; checked: boolean }
  | { type: 'register.blur'; field: RegisterField }
  | { type: 'register.submit' }
  | AuthToastEvent;

const LOGIN_FIELDS: readonly LoginField[] = ['name', 'password'];
const REGISTER_FIELDS: readonly RegisterField[] = ['name', 'password', 'repeatPassword', 'isAgree'];

const messageOf = (output: LoginResult | StepResult) => ('message' in output ? output.message : '');
/** Only called behind an `ok` guard. */
function loggedIn(output: LoginResult): AuthEmitted {
  if (output.type !== 'ok') throw new Error('loggedIn needs an ok login result');
  return { type: 'auth.loggedIn', token: output.token, userId: output.userId };
}

const captchaOf = (context: AuthDialogContext) =>
  context.captchaRef ? captchaAnswerOf(context.captchaRef.getSnapshot()) : null;

const openTo = (view: AuthOpenView, target: string) =>
  ({
    guard: { type: 'opens', params: { view } },
    target,
    reenter: view === 'resetPhone' || view === 'resetEmail',
    actions: 'prepareView',
  }) as const;

const OPEN_TARGETS = [
  openTo('register', '#authDialog.open.register'),
  openTo('resetPhone', '#authDialog.open.reset'),
  openTo('resetEmail', '#authDialog.open.reset'),
  openTo('login', '#authDialog.open.login'),
];

/**
 * Back to login or register from the new-device check or the find-password wizard: the picture shown
 * before was spent by the login that asked for the check (or is stale), so a fresh one is asked for.
 */
const BACK_TARGETS = OPEN_TARGETS.map((target) =>
  target.target === '#authDialog.open.reset'
    ? target
    : { ...target, actions: ['prepareView', 'refreshCaptcha'] as const },
);

/**
 * The auth dialog of SPEC §2/§4: login and register tabs with one captcha, the new-device check after
 * a risk answer (6025–6029) and the find-password wizard. Typed fields live in context, so switching
 * views or a failed submit loses nothing. Emits `auth.loggedIn` and `auth.toast` (AuthEmitted).
 */
export const authDialogMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as AuthDialogContext,
      events: {} as AuthDialogEvent,
      emitted: {} as AuthEmitted,
    },
    actors: {
      captcha: captchaMachine(),
      newDevice: newDeviceMachine(),
      resetPassword: resetPasswordMachine(),
      login: authActorStubs.login,
      register: authActorStubs.register,
      loadCredentials: authActorStubs.loadCredentials,
      rememberCredentials: authActorStubs.rememberCredentials,
    },
    guards: {
      /** SPEC §8 6501: login and register suspended, told in the tips dialog rather than inline. */
      popupFailure: ({ event }) => {
        const output = (event as { output?: { type?: string; popup?: boolean } }).output;
        return output?.type === 'failed' && output.popup === true;
      },
      opens: ({ event }, params: { view: AuthOpenView }) =>
        event.type === 'auth.open' && event.view === params.view,
      loginReady: ({ context }) => !hasErrors(loginErrors(context.login)) && captchaOf(context) !== null,
      registerReady: ({ context }) =>
        !hasErrors(registerErrors(context.register)) && captchaOf(context) !== null,
    },
    actions: {
      openTips: emit(({ event }) => ({
        type: 'auth.tips' as const,
        message: (event as { output?: { message?: string } }).output?.message ?? '',
      })),
      prepareView: assign(({ context, event }) => ({
        message: '',
        resetChannel:
          event.type !== 'auth.open'
            ? context.resetChannel
            : event.view === 'resetEmail'
              ? ('email' as const)
              : event.view === 'resetPhone'
                ? ('phone' as const)
                : context.resetChannel,
      })),
      refreshCaptcha: ({ context }) => context.captchaRef?.send({ type: 'captcha.refresh' }),
      touchCaptcha: ({ context }) => context.captchaRef?.send({ type: 'captcha.touch' }),
      clearForms: assign(() => ({
        // Issue #29: the typed password never stays in memory; the next open reads what was remembered.
        login: EMPTY_LOGIN,
        register: EMPTY_REGISTER,
        loginTouched: {},
        registerTouched: {},
        message: '',
        risk: null,
      })),
    },
  }).createMachine({
    id: 'authDialog',
    context: {
      login: EMPTY_LOGIN,
      register: EMPTY_REGISTER,
      loginTouched: {},
      registerTouched: {},
      message: '',
      captchaRef: null,
      risk: null,
      resetChannel: 'phone',
    },
    initial: 'closed',
    on: {
      'auth.riskLogin': {
        target: '#authDialog.open.newDevice',
        reenter: true,
        actions: assign({
          risk: ({ event }) => ({
            name: event.name,
            password: event.password,
            phoneNumber: event.phoneNumber,
            message: event.message,
          }),
        }),
      },
    },
    states: {
      closed: {
        on: { 'auth.open': OPEN_TARGETS },
      },
      open: {
        entry: assign({ captchaRef: ({ spawn }) => spawn('captcha', { id: 'captcha' }) }),
        exit: [stopChild('captcha'), assign({ captchaRef: null, message: '' })],
        invoke: {
          src: 'loadCredentials',
          onDone: {
            actions: assign({
              login: ({ context, event }) =>
                event.output && context.login.name === ''
                  ? { name: event.output.name, password: event.output.password, rememberPwd: true }
                  : context.login,
            }),
          },
          onError: {},
        },
        on: {
          'auth.open': OPEN_TARGETS,
          'auth.close': '#authDialog.closed',
          'auth.toast': {
            actions: emit(({ event }) => ({ type: 'auth.toast' as const, message: event.message })),
          },
        },
        initial: 'login',
        states: {
          login: {
            initial: 'idle',
            on: {
              // Asked to show the login view it already shows (a 6001 while logging in opens login): keep
              // the fields, the message and a submit in flight, so the member sees why it failed.
              'auth.open': { guard: { type: 'opens', params: { view: 'login' } } },
              'login.change': {
                actions: assign({
                  login: ({ context, event }) => ({
                    ...context.login,
                    [event.field]: normalizeField(event.field, event.value),
                  }),
                }),
              },
              'login.blur': {
                actions: assign({
                  loginTouched: ({ context, event }) => ({ ...context.loginTouched, [event.field]: true }),
                }),
              },
              'login.remember': [
                {
                  guard: ({ event }) => !event.checked,
                  actions: [
                    assign({ login: ({ context }) => ({ ...context.login, rememberPwd: false }) }),
                    spawnChild('rememberCredentials', { input: { remember: false, name: '', password: '' } }),
                  ],
                },
                { actions: assign({ login: ({ context }) => ({ ...context.login, rememberPwd: true }) }) },
              ],
            },
            states: {
              idle: {
                on: {
                  'login.submit': [
                    { guard: 'loginReady', target: 'submitting' },
                    { actions: [assign({ loginTouched: touchAll(LOGIN_FIELDS) }), 'touchCaptcha'] },
                  ],
                },
              },
              submitting: {
                entry: assign({ message: '' }),
                invoke: {
                  src: 'login',
                  input: ({ context }) => ({
                    name: context.login.name,
                    password: context.login.password,
                    captcha: captchaOf(context) ?? { kaptchcate: 0, codeId: '', code: '' },
                  }),
                  onDone: [
                    {
                      guard: ({ event }) => event.output.type === 'ok',
                      target: '#authDialog.closed',
                      actions: [
                        spawnChild('rememberCredentials', {
                          input: ({ context }) => ({
                            remember: context.login.rememberPwd,
                            name: context.login.name,
                            password: context.login.password,
                          }),
                        }),
                        emit(({ event }) => loggedIn(event.output)),
                        'clearForms',
                      ],
                    },
                    {
                      guard: ({ event }) => event.output.type === 'risk',
                      target: '#authDialog.open.newDevice',
                      actions: assign({
                        risk: ({ context, event }) => ({
                          name: context.login.name,
                          password: context.login.password,
                          phoneNumber: event.output.type === 'risk' ? event.output.phoneNumber : '',
                          message: messageOf(event.output),
                        }),
                      }),
                    },
                    { guard: 'popupFailure', target: 'idle', actions: ['openTips', 'refreshCaptcha'] },
                    {
                      target: 'idle',
                      actions: [
                        assign({ message: ({ event }) => messageOf(event.output) }),
                        'refreshCaptcha',
                      ],
                    },
                  ],
                },
              },
            },
          },
          register: {
            initial: 'idle',
            on: {
              'register.change': {
                actions: assign({
                  register: ({ context, event }) => ({
                    ...context.register,
                    [event.field]: normalizeField(event.field, event.value),
                  }),
                }),
              },
              'register.agree': {
                actions: assign({
                  register: ({ context, event }) => ({
                    ...context.register,
                    isRead: event.checked,
                    isAgree: event.checked,
                  }),
                  registerTouched: ({ context }) => ({ ...context.registerTouched, isAgree: true }),
                }),
              },
              'register.blur': {
                actions: assign({
                  registerTouched: ({ context, event }) => ({
                    ...context.registerTouched,
                    [event.field]: true,
                  }),
                }),
              },
            },
            states: {
              idle: {
                on: {
                  'register.submit': [
                    { guard: 'registerReady', target: 'registering' },
                    { actions: [assign({ registerTouched: touchAll(REGISTER_FIELDS) }), 'touchCaptcha'] },
                  ],
                },
              },
              registering: {
                entry: assign({ message: '' }),
                invoke: {
                  src: 'register',
                  input: ({ context }) => ({
                    name: context.register.name,
                    password: context.register.password,
                    isRead: context.register.isRead,
                    isAgree: context.register.isAgree,
                    captcha: captchaOf(context) ?? { kaptchcate: 0, codeId: '', code: '' },
                  }),
                  onDone: [
                    { guard: ({ event }) => event.output.type === 'ok', target: 'autoLogin' },
                    { guard: 'popupFailure', target: 'idle', actions: ['openTips', 'refreshCaptcha'] },
                    {
                      target: 'idle',
                      actions: [
                        assign({ message: ({ event }) => messageOf(event.output) }),
                        'refreshCaptcha',
                      ],
                    },
                  ],
                },
              },
              autoLogin: {
                invoke: {
                  src: 'login',
                  input: ({ context }) => ({
                    name: context.register.name,
                    password: context.register.password,
                    sendCodeNum: '',
                  }),
                  onDone: [
                    {
                      guard: ({ event }) => event.output.type === 'ok',
                      target: '#authDialog.closed',
                      actions: [
                        emit(({ event }) => loggedIn(event.output)),
                        emit({ type: 'auth.toast', message: AUTH_TOASTS.registered }),
                        'clearForms',
                      ],
                    },
                    // The account exists now: the member can still log in by hand.
                    {
                      target: '#authDialog.open.login',
                      actions: assign(({ context, event }) => ({
                        login: { ...context.login, name: context.register.name, password: '' },
                        message: messageOf(event.output),
                      })),
                    },
                  ],
                },
              },
            },
          },
          newDevice: {
            on: { 'auth.open': BACK_TARGETS },
            invoke: {
              id: 'newDevice',
              src: 'newDevice',
              input: ({ context }) =>
                context.risk ?? { name: '', password: '', phoneNumber: '', message: '' },
              onDone: {
                target: '#authDialog.closed',
                actions: [
                  spawnChild('rememberCredentials', {
                    input: ({ context }) => ({
                      remember: context.login.rememberPwd,
                      name: context.risk?.name ?? '',
                      password: context.risk?.password ?? '',
                    }),
                  }),
                  emit(({ event }) => ({ type: 'auth.loggedIn' as const, ...event.output })),
                  'clearForms',
                ],
              },
            },
          },
          reset: {
            on: { 'auth.open': BACK_TARGETS },
            invoke: {
              id: 'resetPassword',
              src: 'resetPassword',
              input: ({ context }) => ({ channel: context.resetChannel }),
              onDone: {
                target: 'login',
                actions: [
                  'refreshCaptcha',
                  assign({
                    login: ({ context, event }) => ({
                      ...context.login,
                      name: event.output.name,
                      password: '',
                    }),
                  }),
                ],
              },
            },
          },
        },
      },
    },
  }),
);
