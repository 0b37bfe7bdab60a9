import { assign, type SnapshotFrom, setup } from 'xstate';
import { errorMessage } from '../api/resultCodes.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { validateCaptchaInput } from '../validation/codes.ts';
import { CAPTCHA_INPUT_MAX } from '../validation/limits.ts';
import { truncateToLength } from '../validation/validationError.ts';
import {
  authActorStubs,
  type CaptchaAnswer,
  type CaptchaKind,
  type PictureChallenge,
  type SliderChallenge,
} from './authActors.ts';

export interface CaptchaContext {
  kind: CaptchaKind | null;
  picture: PictureChallenge | null;
  /** The typed picture answer. */
  answer: string;
  touched: boolean;
  slider: SliderChallenge | null;
  /** Last committed drag offset in px. */
  offset: number;
  passToken: string | null;
  /** Load failure or rejected drag, shown under the captcha. */
  message: string;
}

export type CaptchaEvent =
  | { type: 'captcha.input'; value: string }
  | { type: 'captcha.blur' }
  | { type: 'captcha.touch' }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.slide'; offset: number };

const fresh = { answer: '', touched: false, offset: 0, passToken: null } as const;

/**
 * The captcha of login, register and reset (docs/protocol.md, "Captcha"): `kaptchcate` picks the
 * type once; picture = image + typed answer; slider = drag → validateGeeCheck → pass_token. The
 * owner sends `captcha.refresh` after every failed submit, since one answer is good for one attempt.
 */
export const captchaMachine = builtOnce(() =>
  setup({
    types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
    actors: {
      loadCaptchaKind: authActorStubs.loadCaptchaKind,
      loadPicture: authActorStubs.loadPicture,
      loadSlider: authActorStubs.loadSlider,
      checkSlider: authActorStubs.checkSlider,
    },
    guards: {
      isSlider: ({ context }) => context.kind === 'slider',
      isPicture: ({ context }) => context.kind === 'picture',
    },
  }).createMachine({
    id: 'captcha',
    context: { kind: null, picture: null, slider: null, message: '', ...fresh },
    initial: 'loadingKind',
    on: {
      'captcha.refresh': [
        { guard: 'isSlider', target: '.slider', reenter: true, actions: assign({ ...fresh, message: '' }) },
        { guard: 'isPicture', target: '.picture', reenter: true, actions: assign({ ...fresh, message: '' }) },
        { target: '.loadingKind', actions: assign({ message: '' }) },
      ],
    },
    states: {
      loadingKind: {
        invoke: {
          src: 'loadCaptchaKind',
          onDone: [
            {
              guard: ({ event }) => event.output === 'slider',
              target: 'slider',
              actions: assign({ kind: 'slider' }),
            },
            { target: 'picture', actions: assign({ kind: 'picture' }) },
          ],
          onError: {
            target: 'failed',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      failed: {},
      picture: {
        initial: 'loading',
        on: {
          'captcha.input': {
            actions: assign({ answer: ({ event }) => truncateToLength(event.value, CAPTCHA_INPUT_MAX) }),
          },
          'captcha.blur': { actions: assign({ touched: true }) },
          'captcha.touch': { actions: assign({ touched: true }) },
        },
        states: {
          loading: {
            invoke: {
              src: 'loadPicture',
              onDone: { target: 'ready', actions: assign({ picture: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({ picture: null, message: ({ event }) => errorMessage(event.error) }),
              },
            },
          },
          ready: {},
          failed: {},
        },
      },
      slider: {
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              src: 'loadSlider',
              onDone: { target: 'ready', actions: assign({ slider: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({ slider: null, message: ({ event }) => errorMessage(event.error) }),
              },
            },
          },
          ready: {
            on: {
              'captcha.slide': {
                target: 'checking',
                actions: assign({ offset: ({ event }) => event.offset, message: '' }),
              },
            },
          },
          checking: {
            invoke: {
              src: 'checkSlider',
              input: ({ context }) => ({
                lotNumber: context.slider?.lotNumber ?? '',
                offset: context.offset,
              }),
              onDone: [
                {
                  guard: ({ event }) => event.output.type === 'passed',
                  target: 'passed',
                  actions: assign({
                    passToken: ({ event }) =>
                      event.output.type === 'passed' ? event.output.passToken : null,
                  }),
                },
                {
                  guard: ({ event }) => event.output.type === 'failed' && event.output.challenge !== null,
                  target: 'ready',
                  actions: assign(({ event, context }) =>
                    event.output.type === 'failed'
                      ? { slider: event.output.challenge, offset: 0, message: event.output.message }
                      : context,
                  ),
                },
                {
                  target: 'loading',
                  actions: assign({
                    message: ({ event }) => (event.output.type === 'failed' ? event.output.message : ''),
                  }),
                },
              ],
            },
          },
          passed: {},
          failed: {},
        },
      },
    },
  }),
);

export type CaptchaSnapshot = SnapshotFrom<ReturnType<typeof captchaMachine>>;

/** The answer to send, or null while the captcha is not answered (the submit stays dimmed). */
export function captchaAnswerOf(snapshot: CaptchaSnapshot): CaptchaAnswer | null {
  const { context } = snapshot;
  if (snapshot.matches({ picture: 'ready' }) && context.picture && context.answer.trim() !== '') {
    return { kaptchcate: 1, codeId: context.picture.codeId, code: context.answer.trim() };
  }
  if (snapshot.matches({ slider: 'passed' }) && context.slider && context.passToken) {
    return { kaptchcate: 2, codeId: context.slider.lotNumber, code: context.passToken };
  }
  return null;
}

/** The §5 message under the picture input once it was left or submitted empty. */
export function captchaErrorOf(snapshot: CaptchaSnapshot): string | undefined {
  if (snapshot.context.kind !== 'picture' || !snapshot.context.touched) return undefined;
  return validateCaptchaInput(snapshot.context.answer)?.message;
}
