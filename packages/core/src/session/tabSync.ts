import { z } from 'zod/mini';
import type { TabSyncPort } from '../ports/tabSync.ts';
import { deferred } from '../validation/deferred.ts';
import type { LoginEventBus } from './loginEvents.ts';
import type { SessionActor } from './sessionCapability.ts';
import { ENDED_ELSEWHERE, type LogoutReason, selectIsLoggedIn } from './sessionState.ts';

/** What one tab tells the others about the one session they share (issue #29). */
export type TabSignal =
  | { type: 'session.loggedOut'; reason: LogoutReason }
  | { type: 'session.loggedIn'; token: string; userId: string };

const signalSchema = deferred(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('session.loggedOut'), reason: z.string() }),
    z.object({
      type: z.literal('session.loggedIn'),
      token: z.string().check(z.minLength(1)),
      userId: z.string(),
    }),
  ]),
);

export interface TabSyncDeps {
  session: SessionActor;
  tabs: TabSyncPort;
  bus: LoginEventBus;
}

/**
 * Tabs share one session. This tab's login and any end of its session (logout, expiry, failed member
 * info) go out to the others; from another tab: a logout or expiry ends this tab's session
 * (`otherTab`), a login as another member ends it (`switched`) and takes the new one, a login of the
 * same member only takes its token, and a tab that was logged out takes the login. A session ended
 * by another tab leaves storage alone (that tab may already have stored a newer login). Returns the
 * disconnect function.
 */
export function connectTabSync({ session, tabs, bus }: TabSyncDeps): () => void {
  const offLoggedIn = bus.on('login_success', ({ token, userId }) => {
    tabs.publish({ type: 'session.loggedIn', token, userId } satisfies TabSignal);
  });
  const loggedOut = session.on('session.loggedOut', ({ reason }) => {
    if (!ENDED_ELSEWHERE.includes(reason))
      tabs.publish({ type: 'session.loggedOut', reason } satisfies TabSignal);
  });
  const offReceive = tabs.subscribe((message) => {
    const parsed = signalSchema.safeParse(message);
    if (!parsed.success) return;
    const signal = parsed.data;
    const snapshot = session.getSnapshot();
    const loggedIn = selectIsLoggedIn(snapshot);
    if (signal.type === 'session.loggedOut') {
      if (loggedIn) session.send({ type: 'session.endedElsewhere', reason: 'otherTab' });
      return;
    }
    if (loggedIn && snapshot.context.userId === signal.userId) {
      session.send({ type: 'session.adopt', token: signal.token, userId: signal.userId });
      return;
    }
    if (loggedIn) session.send({ type: 'session.endedElsewhere', reason: 'switched' });
    session.send({ type: 'session.adopt', token: signal.token, userId: signal.userId });
    // A login or register dialog open in this tab is answered already.
    bus.emit('closeAuth');
  });
  return () => {
    offLoggedIn();
    loggedOut.unsubscribe();
    offReceive();
  };
}
