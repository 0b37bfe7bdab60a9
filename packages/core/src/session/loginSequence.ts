import type { LoginEventBus, LoginEvents } from './loginEvents.ts';

/**
 * What follows a login, in this order (issue #25): written here and nowhere else. `login_success`
 * (from the dialog or `engine.session.login`) runs these steps one after the other; within a step,
 * in the order its handlers were added.
 *
 * 1. `session`: the token is stored, the HTTP cache cleared, member, balance and unread load; then the
 *    site's other tabs are told (session/tabSync.ts).
 * 2. `expiryReturn`: the page and fields kept at a 6001 are kept only for the same member.
 * 3. `betSlipOwner`: another member's bet slip is emptied, the same member's resumes.
 * 4. `memberCentre`: the inbox and its badges, then the reality check, start.
 * 5. `originUrl`: SPEC §3, the page the login prompt kept the member from opens (a `navigate` effect).
 *
 * A host's own `login_success` handlers on the bus (added after the engine was made) run after all of
 * them.
 */
export const AFTER_LOGIN = ['session', 'expiryReturn', 'betSlipOwner', 'memberCentre', 'originUrl'] as const;
export type AfterLoginStep = (typeof AFTER_LOGIN)[number];

type Login = LoginEvents['login_success'];

export interface LoginSequence {
  /** The bus as one step sees it: its `login_success` handlers join that step; everything else is the bus. */
  busFor(step: AfterLoginStep): LoginEventBus;
}

/** Subscribes once to `login_success` and runs AFTER_LOGIN's steps in order. */
export function createLoginSequence(bus: LoginEventBus): LoginSequence {
  const handlers = new Map<AfterLoginStep, Set<(login: Login) => void>>(
    AFTER_LOGIN.map((step) => [step, new Set()]),
  );
  bus.on('login_success', (login) => {
    for (const step of AFTER_LOGIN) {
      for (const handler of [...(handlers.get(step) ?? [])]) handler(login);
    }
  });
  return {
    busFor(step) {
      const own = handlers.get(step) ?? new Set();
      const on: LoginEventBus['on'] = (type, handler) => {
        if (type !== 'login_success') return bus.on(type, handler);
        const added = handler as (login: Login) => void;
        own.add(added);
        return () => {
          own.delete(added);
        };
      };
      return { emit: bus.emit, on, events$: bus.events$ };
    },
  };
}
