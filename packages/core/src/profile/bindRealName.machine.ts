import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { type FieldErrors, type Touched, visibleErrors } from '../auth/authForms.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import { isBlank } from '../validation/validationError.ts';
import { normalizeProfileField, PROFILE_MESSAGES, realNameErrors } from './bindingForms.ts';
import { profileActorStubs } from './profileActors.ts';
import { messageOf, type ProfileEmitted, rejectionMessage } from './profileEvents.ts';

export interface BindRealNameContext {
  realName: string;
  touched: Touched<'realName'>;
  error: string;
}

export type BindRealNameEvent =
  | { type: 'bindRealName.change'; value: string }
  | { type: 'bindRealName.blur' }
  | { type: 'bindRealName.submit' };

/**
 * Bind the real name once (SPEC §5 rule) through member/bindOther; the first deposit runs the same
 * machine with `bindRealName` provided by user/bindFromDeposit (createProfileFlows).
 */
export const bindRealNameMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as BindRealNameContext,
      events: {} as BindRealNameEvent,
      emitted: {} as ProfileEmitted,
    },
    actors: {
      bindRealName: profileActorStubs.bindRealName,
    },
    guards: {
      formValid: ({ context }) => realNameErrors(context.realName).realName === undefined,
    },
  }).createMachine({
    id: 'bindRealName',
    context: { realName: '', touched: {}, error: '' },
    initial: 'idle',
    on: {
      'bindRealName.change': {
        actions: assign({ realName: ({ event }) => normalizeProfileField('realName', event.value) }),
      },
      'bindRealName.blur': { actions: assign({ touched: { realName: true } }) },
    },
    states: {
      idle: {
        on: {
          'bindRealName.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ touched: { realName: true } }) },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'bindRealName',
          input: ({ context }) => ({ realName: context.realName }),
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

export type BindRealNameSnapshot = SnapshotFrom<ReturnType<typeof bindRealNameMachine>>;
export type BindRealNameRef = ActorRefFrom<ReturnType<typeof bindRealNameMachine>>;

export function bindRealNameVisibleErrors(snapshot: BindRealNameSnapshot): FieldErrors<'realName'> {
  return visibleErrors(realNameErrors(snapshot.context.realName), snapshot.context.touched);
}

export function bindRealNameCanSubmit(snapshot: BindRealNameSnapshot): boolean {
  return snapshot.matches('idle') && !isBlank(snapshot.context.realName);
}
