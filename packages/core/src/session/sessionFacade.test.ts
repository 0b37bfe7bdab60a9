import { describe, expect, it, vi } from 'vitest';
import { waitForSnapshot } from '../engine/store.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { startSessionActor } from './session.machine.ts';
import { createSessionFacade } from './sessionFacade.ts';
import { fakeHttp, fakeStorage } from './sessionFakes.ts';
import { type SessionEmitted, selectIsLoggedIn, selectIsSettled, storeSession } from './sessionState.ts';

/** A facade whose machine loads when `release()` is called (or fails with `fail()`). */
function setup(options: { token?: string } = {}) {
  const storage = fakeStorage(options.token === undefined ? {} : { [StorageKey.token]: options.token });
  const { http } = fakeHttp();
  const start = vi.fn();
  let release: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const session = createSessionFacade({
    restore: options.token === undefined ? null : { token: options.token, userId: '7' },
    save: (stored) => storeSession(storage, stored),
    start: () => {
      start();
      return new Promise((resolve, reject) => {
        release = () => resolve(startSessionActor({ http, storage }));
        fail = () => reject(new Error('chunk failed'));
      });
    },
  });
  const emitted: SessionEmitted[] = [];
  session.on('session.loggedOut', (event) => emitted.push(event));
  return { session, storage, start, emitted, release: () => release(), fail: () => fail() };
}

describe('session facade (issue #27: no session machine for a visitor)', () => {
  it('is a settled visitor at once and loads no machine for what a visitor session ignores', () => {
    const { session, start } = setup();
    expect(selectIsSettled(session.getSnapshot())).toBe(true);
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    for (const event of [
      { type: 'session.refresh' },
      { type: 'session.refreshBalance', showError: true },
      { type: 'session.logout' },
      { type: 'session.expired', hadToken: true },
      { type: 'session.endedElsewhere', reason: 'otherTab' },
    ] as const)
      session.send(event);
    expect(start).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(session.getSnapshot())).toBe(false);
  });

  it('a login loads the machine: saving (guards wait) until it runs, then the events in order', async () => {
    const { session, start, storage, release } = setup();
    session.send({ type: 'session.loggedIn', token: 'tok', userId: '7' });
    session.send({ type: 'session.refreshBalance' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().context.token).toBe('tok');
    expect(selectIsSettled(session.getSnapshot())).toBe(false);
    // Stored at once: calls made while the machine loads carry the token.
    expect(storage.get(StorageKey.token)).toBe('tok');
    release();
    const loggedIn = await waitForSnapshot(
      session,
      (s) => s.matches('loggedIn') && s.context.member !== null && s.context.balance !== null,
    );
    expect(loggedIn.context.userId).toBe('7');
    expect(storage.get(StorageKey.token)).toBe('tok');
    session.send({ type: 'session.logout' });
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a stored token starts the machine at once and restores the member', async () => {
    const { session, start, release } = setup({ token: 'kept' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(selectIsSettled(session.getSnapshot())).toBe(false);
    // SPEC §1: a stored token means logged in, already while the machine loads.
    expect(selectIsLoggedIn(session.getSnapshot())).toBe(true);
    release();
    const restored = await waitForSnapshot(session, (s) => s.context.member !== null);
    expect(restored.context.token).toBe('kept');
  });

  it("a visitor's 6001 runs the machine's expiry and passes on its loggedOut", async () => {
    const { session, emitted, release } = setup();
    session.send({ type: 'session.expired', hadToken: false });
    release();
    await vi.waitFor(() =>
      expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'expired', hadToken: false }]),
    );
  });

  it('code that does not arrive leaves a visitor, and the next login tries again', async () => {
    const { session, start, fail, release } = setup();
    session.send({ type: 'session.loggedIn', token: 'tok', userId: '7' });
    fail();
    await waitForSnapshot(session, (s) => s.matches('loggedOut'));
    expect(selectIsLoggedIn(session.getSnapshot())).toBe(false);
    session.send({ type: 'session.loggedIn', token: 'tok2', userId: '7' });
    expect(start).toHaveBeenCalledTimes(2);
    release();
    await waitForSnapshot(session, (s) => s.matches('loggedIn'));
    expect(session.getSnapshot().context.token).toBe('tok2');
  });
});
