import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { feedback } from '../api/catalogue/feedback.ts';
import { money } from '../api/catalogue/money.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import {
  createSessionMachine,
  type SessionEmitted,
  selectAvatar,
  selectDisplayName,
  selectFeedbackUnread,
  selectIsLoggedIn,
  selectIsSettled,
  selectTotalBalance,
  selectUnreadCounts,
} from './session.machine.ts';
import { BALANCE, failure, fakeHttp, fakeStorage, MEMBER, UNREAD } from './sessionFakes.ts';

function start(storage: StoragePort, http: HttpPort) {
  const actor = createActor(createSessionMachine({ http, storage }));
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const loaded = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) =>
      s.matches('loggedOut') || (s.matches('loggedIn') && !Object.values(s.context.loading).some(Boolean)),
  );

const count = (calls: string[], path: string) => calls.filter((call) => call === path).length;

describe('session machine', () => {
  it('restores a stored token as logged in and loads the member', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    const { http, calls } = fakeHttp();
    const { actor } = start(storage, http);
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.restore' });
    const snapshot = await loaded(actor);
    expect(selectIsSettled(snapshot)).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(snapshot.context.userId).toBe('7');
    expect(selectDisplayName(snapshot)).toBe('demo01');
    expect(selectTotalBalance(snapshot)).toBe('8888.00');
    expect(count(calls, user.memberInfo.path)).toBe(1);
  });

  it('restores without a token as logged out and calls nothing', async () => {
    const { http, calls } = fakeHttp();
    const { actor, emitted } = start(fakeStorage(), http);
    actor.send({ type: 'session.restore' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('stores token and userId on login and fetches member, balance and unread counts', async () => {
    const storage = fakeStorage();
    const { http, calls } = fakeHttp();
    const { actor } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'session.loggedIn', token: 'new-token', userId: '42' });
    const snapshot = await loaded(actor);
    expect(storage.get(StorageKey.token)).toBe('new-token');
    expect(storage.get(StorageKey.userId)).toBe('42');
    expect(snapshot.context.member).toEqual(MEMBER);
    expect(snapshot.context.balance).toEqual(BALANCE);
    expect(selectUnreadCounts(snapshot)).toEqual(UNREAD);
    expect(selectFeedbackUnread(snapshot)).toBe(3);
    expect(new Set(calls)).toEqual(
      new Set([
        user.memberInfo.path,
        money.getBalance.path,
        site.getUnreadForType.path,
        feedback.unreadNum.path,
      ]),
    );
  });

  it('refreshes member info and balance on session.refresh', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok' });
    let total = '1.00';
    const { http, calls } = fakeHttp({ [money.getBalance.path]: () => ({ ...BALANCE, totalMoney: total }) });
    const { actor } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    total = '2.50';
    actor.send({ type: 'session.refresh' });
    const snapshot = await loaded(actor);
    expect(selectTotalBalance(snapshot)).toBe('2.50');
    expect(count(calls, user.memberInfo.path)).toBe(2);
    expect(count(calls, site.getUnreadForType.path)).toBe(1);
  });

  it.each([
    ['succeeds', () => null],
    ['fails', () => Promise.reject(failure(6005))],
  ])('logout clears everything when the call %s', async (_label, logoutAnswer) => {
    const storage = fakeStorage({
      [StorageKey.token]: 'tok',
      [StorageKey.userId]: '7',
      [StorageKey.jwtToken]: 'jwt',
      DD_bank: '{"d":1,"v":2}',
      [StorageKey.edition]: 'classic',
    });
    const { http, calls } = fakeHttp({ [user.logout.path]: logoutAnswer });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    actor.send({ type: 'session.logout' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls).toContain(user.logout.path);
    expect([...storage.data.keys()]).toEqual([StorageKey.edition]);
    expect(snapshot.context).toMatchObject({
      token: null,
      userId: null,
      member: null,
      balance: null,
      unread: null,
    });
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'logout', hadToken: true }]);
  });

  it('clears storage before the server answers the logout, and tells it with the old token (issue #29)', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    let answer: (value: null) => void = () => undefined;
    const { http, options } = fakeHttp({
      [user.logout.path]: () =>
        new Promise<null>((resolve) => {
          answer = resolve;
        }),
    });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    actor.send({ type: 'session.logout' });
    // At once, while the server has not answered: a tab opened now is a visitor.
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(storage.get(StorageKey.userId)).toBeNull();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'logout', hadToken: true }]);
    await Promise.resolve();
    expect(options.find((call) => call.path === user.logout.path)?.options).toEqual({ token: 'tok' });

    // Logging in again before the slow logout answers keeps the new session.
    actor.send({ type: 'session.loggedIn', token: 'tok2', userId: '8' });
    await loaded(actor);
    answer(null);
    await Promise.resolve();
    expect(storage.get(StorageKey.token)).toBe('tok2');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });

  it('ends a session another tab ended without touching storage, and adopts another tab login', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    const { http, calls } = fakeHttp();
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    storage.set(StorageKey.token, 'newer');
    actor.send({ type: 'session.endedElsewhere', reason: 'switched' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(storage.get(StorageKey.token)).toBe('newer');
    expect(calls).not.toContain(user.logout.path);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'switched', hadToken: true }]);

    actor.send({ type: 'session.adopt', token: 'newer', userId: '8' });
    const snapshot = await loaded(actor);
    expect(snapshot.context).toMatchObject({ token: 'newer', userId: '8', member: MEMBER });
  });

  it('ignores a 6001 raised by the logout call itself', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok' });
    const { http } = fakeHttp();
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expired', hadToken: true });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'logout', hadToken: true }]);
  });

  it('expiry logs out locally without calling logout', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', DD_x: '{}' });
    const { http, calls } = fakeHttp();
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    actor.send({ type: 'session.expired', hadToken: true });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls).not.toContain(user.logout.path);
    expect(storage.data.size).toBe(0);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'expired', hadToken: true }]);
  });

  it('expiry while logged out still clears decrypted data and reports hadToken false', async () => {
    const storage = fakeStorage({ DD_x: '{}' });
    const { actor, emitted } = start(storage, fakeHttp().http);
    actor.send({ type: 'session.restore' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'session.expired', hadToken: false });
    await waitFor(actor, (s) => s.matches('loggedOut') && emitted.length > 0);
    expect(storage.data.size).toBe(0);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'expired', hadToken: false }]);
  });

  it('a member-info fetch that fails twice logs out locally, with the catalogue message', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    const { http, calls } = fakeHttp({ [user.memberInfo.path]: () => Promise.reject(failure(6005)) });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut') && emitted.length > 0);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(calls).not.toContain(user.logout.path);
    expect(calls.filter((path) => path === user.memberInfo.path)).toHaveLength(2);
    expect(emitted).toEqual([
      {
        type: 'session.loggedOut',
        reason: 'memberFailed',
        hadToken: true,
        message: '服务器开小差了，请稍后重试',
      },
    ]);
  });

  it('a member-info failure that passes on the retry keeps the member logged in (issue #15)', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    let tries = 0;
    const { http } = fakeHttp({
      [user.memberInfo.path]: () => (++tries === 1 ? Promise.reject(failure(6005)) : MEMBER),
    });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    const snapshot = await waitFor(actor, (s) => s.context.member !== null);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('a 6001 on member info ends the session as expired, not as a member failure', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok', [StorageKey.userId]: '7' });
    const { http, calls } = fakeHttp({ [user.memberInfo.path]: () => Promise.reject(failure(6001)) });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await waitFor(actor, (s) => s.matches('loggedOut') && emitted.length > 0);
    expect(calls.filter((path) => path === user.memberInfo.path)).toHaveLength(1);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'expired', hadToken: true }]);
  });

  it('keeps the last balance when a refresh fails and reports it only when asked', async () => {
    const storage = fakeStorage({ [StorageKey.token]: 'tok' });
    let fail = false;
    const { http } = fakeHttp({
      [money.getBalance.path]: () => (fail ? Promise.reject(failure(6005)) : BALANCE),
    });
    const { actor, emitted } = start(storage, http);
    actor.send({ type: 'session.restore' });
    await loaded(actor);
    fail = true;
    actor.send({ type: 'session.refreshBalance' });
    await loaded(actor);
    expect(emitted).toEqual([]);
    actor.send({ type: 'session.refreshBalance', showError: true });
    const snapshot = await loaded(actor);
    expect(selectTotalBalance(snapshot)).toBe('8888.00');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.type).toBe('session.balanceFailed');
  });

  it('reads the chosen avatar from member info, empty when none or not text (#28)', () => {
    const withMember = (member: Record<string, unknown> | null) =>
      ({ context: { member } }) as unknown as Parameters<typeof selectAvatar>[0];
    expect(selectAvatar(withMember({ ...MEMBER, avatar: ' /art/avatar-3.svg ' }))).toBe('/art/avatar-3.svg');
    expect(selectAvatar(withMember(MEMBER))).toBe('');
    expect(selectAvatar(withMember({ ...MEMBER, avatar: 7 }))).toBe('');
    expect(selectAvatar(withMember(null))).toBe('');
  });
});
