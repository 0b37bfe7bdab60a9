import { assign, setup } from 'xstate';
import { builtOnce } from '../engine/builtOnce.ts';

/** SPEC §9: a verification code can be asked again 60 s after the last one. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/**
 * The resend countdown: `countdown.start` runs it from 60 (or the `seconds` the server said are left,
 * 6066) to 0, one step per second of the actor clock. While running, the "get code" buttons are
 * disabled and show the seconds left.
 */
export const resendCountdownMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as { remaining: number },
      events: {} as { type: 'countdown.start'; seconds?: number },
    },
    guards: {
      lastSecond: ({ context }) => context.remaining <= 1,
    },
  }).createMachine({
    id: 'resendCountdown',
    context: { remaining: 0 },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'countdown.start': {
            target: 'running',
            actions: assign({
              remaining: ({ event }) =>
                Math.min(
                  RESEND_COUNTDOWN_SECONDS,
                  Math.max(1, Math.ceil(event.seconds ?? RESEND_COUNTDOWN_SECONDS)),
                ),
            }),
          },
        },
      },
      running: {
        after: {
          1000: [
            { guard: 'lastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
            {
              target: 'running',
              reenter: true,
              actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
            },
          ],
        },
      },
    },
  }),
);
