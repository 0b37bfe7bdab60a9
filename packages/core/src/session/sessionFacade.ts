import { createStore, type Readable } from '../engine/store.ts';
import {
  SETTLING,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionSnapshot,
  type SessionState,
  SIGNED_OUT,
} from './sessionState.ts';

/** A subscription to one of the session's events; `unsubscribe()` ends it. */
export interface SessionSubscription {
  unsubscribe(): void;
}

/**
 * The session as the engine hands it out (`engine.session`): a Readable of its snapshot (token,
 * member, balance, unread), its events (`session.refresh`, `session.logout`, …) and what it emits
 * (`session.loggedOut`, `session.balanceFailed`).
 */
export interface SessionActor extends Readable<SessionSnapshot> {
  send(event: SessionEvent): void;
  on<T extends SessionEmitted['type']>(
    type: T,
    handler: (emitted: Extract<SessionEmitted, { type: T }>) => void,
  ): SessionSubscription;
}

/** What the facade needs of the session machine's actor (session.machine.ts `startSessionActor`). */
export interface SessionMachineActor {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): SessionSubscription;
  send(event: SessionEvent): void;
  /** Every event the machine emits. */
  onEmitted(handler: (emitted: SessionEmitted) => void): SessionSubscription;
}

export interface SessionFacadeOptions {
  /**
   * The session stored at start (SPEC §1: a stored token means logged in), or null: the session
   * machine then starts at once and restores it; meanwhile the snapshot is `restoring` with its token.
   */
  restore: { token: string; userId: string } | null;
  /** Loads the session machine's code, starts it and asks it to restore the stored session. */
  start: () => Promise<SessionMachineActor>;
  /**
   * Stores a new login at once (the machine's `saving` stores it again), so the calls made while the
   * machine loads carry the token the snapshot already shows.
   */
  save: (session: { token: string; userId: string }) => void;
}

/** A snapshot of the session machine's shape for a state it has not run yet. */
function snapshotOf(state: SessionState, context: Partial<SessionContext> = {}): SessionSnapshot {
  const settling = state === 'idle' || state === 'restoring' || state === 'saving';
  return {
    context: { ...SIGNED_OUT, ending: null, ...context },
    matches: (value) => value === state,
    hasTag: (tag) => tag === SETTLING && settling,
  };
}

/**
 * The session without xstate until a session starts (issue #27). A visitor's session is the signed-out
 * snapshot and needs no machine: in that state the machine ignores every event but a login, another
 * tab's login (`session.adopt`) and a visitor's 6001 (`session.expired` without a token). Those, or a
 * token stored at start, load the machine (`start`); the events that arrive while it loads wait and
 * are sent once it has read the stored session, in order, and from then on the facade is the
 * machine's snapshots and events. Meanwhile the snapshot is the state the machine would be in
 * (`saving` with the new token, stored at once so that calls made meanwhile carry it, which keeps
 * navigation guards waiting; `loggedIn` loading; `ending`).
 * If the code does not arrive, the session is a visitor's again (a stored token stays stored, so a
 * reload restores it) and the next login tries again.
 */
export function createSessionFacade({ restore, start, save }: SessionFacadeOptions): SessionActor {
  const store = createStore<SessionSnapshot>(
    restore === null ? snapshotOf('loggedOut') : snapshotOf('restoring', restore),
  );
  const handlers = new Set<{ type: SessionEmitted['type']; handler: (emitted: SessionEmitted) => void }>();
  const emit = (emitted: SessionEmitted) => {
    for (const entry of [...handlers]) if (entry.type === emitted.type) entry.handler(emitted);
  };
  let machine: SessionMachineActor | null = null;
  let waiting: SessionEvent[] | null = null;

  const load = () => {
    waiting = [];
    start().then(
      (actor) => {
        actor.onEmitted(emit);
        const handOver = () => {
          if (machine !== null || actor.getSnapshot().hasTag(SETTLING)) return;
          machine = actor;
          for (const event of waiting ?? []) actor.send(event);
          waiting = null;
          store.set(actor.getSnapshot());
        };
        actor.subscribe(() => {
          handOver();
          if (machine === actor) store.set(actor.getSnapshot());
        });
        handOver();
      },
      () => {
        waiting = null;
        store.set(snapshotOf('loggedOut'));
      },
    );
  };
  if (restore !== null) load();

  /** A visitor's event: what the machine would do in `loggedOut`, loading it only when it would act. */
  const startFor = (event: SessionEvent) => {
    if (event.type === 'session.loggedIn') {
      save({ token: event.token, userId: event.userId });
      store.set(snapshotOf('saving', { token: event.token, userId: event.userId }));
    } else if (event.type === 'session.adopt')
      store.set(
        snapshotOf('loggedIn', {
          token: event.token,
          userId: event.userId,
          loading: { member: true, balance: true, unread: true },
        }),
      );
    else if (event.type === 'session.expired' && !event.hadToken)
      store.set(snapshotOf('ending', { ending: { reason: 'expired', hadToken: false } }));
    else return;
    load();
    waiting?.push(event);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    send(event) {
      if (machine !== null) machine.send(event);
      else if (waiting !== null) waiting.push(event);
      else startFor(event);
    },
    on(type, handler) {
      const entry = { type, handler: handler as (emitted: SessionEmitted) => void };
      handlers.add(entry);
      return { unsubscribe: () => handlers.delete(entry) };
    },
  };
}
