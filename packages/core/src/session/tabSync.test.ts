import { describe, expect, it } from 'vitest';
import { createMemoryStorage, fakeCrypto, fixedClock, NOW } from '../auth/authFakes.ts';
import { waitForSnapshot } from '../engine/store.ts';
import type { StoragePort } from '../ports/storage.ts';
import type { TabSyncPort } from '../ports/tabSync.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createLoginEventBus } from './loginEvents.ts';
import type { LogoutReason } from './session.machine.ts';
import { selectIsLoggedIn } from './session.machine.ts';
import { createSessionCapability } from './sessionCapability.ts';
import { fakeHttp } from './sessionFakes.ts';

/** Tabs of one browser: what one publishes reaches every other, never itself. */
function browser() {
  const listeners = new Map<number, Set<(message: unknown) => void>>();
  let next = 0;
  return {
    tab(): TabSyncPort {
      const id = next++;
      listeners.set(id, new Set());
      return {
        publish: (message) => {
          for (const [other, set] of listeners)
            if (other !== id) for (const l of set) l(JSON.parse(JSON.stringify(message ?? null)));
        },
        subscribe: (listener) => {
          listeners.get(id)?.add(listener);
          return () => listeners.get(id)?.delete(listener);
        },
      };
    },
  };
}

function openTab(storage: StoragePort, tabs: TabSyncPort) {
  const bus = createLoginEventBus();
  const { http } = fakeHttp();
  const capability = createSessionCapability({
    http,
    crypto: fakeCrypto,
    storage,
    clock: fixedClock(NOW),
    version: '1',
    origin: () => 'https://site.test',
    newId: () => 'id',
    bus,
    tabs,
  });
  const ended: LogoutReason[] = [];
  capability.session.on('session.loggedOut', ({ reason }) => ended.push(reason));
  const closes: number[] = [];
  bus.on('closeAuth', () => closes.push(1));
  const settled = () =>
    waitForSnapshot(
      capability.session,
      (s) => s.matches('loggedOut') || (s.matches('loggedIn') && s.context.member !== null),
    );
  return { ...capability, bus, ended, closes, settled };
}

describe('tabs share one session (issue #29)', () => {
  it('a logout in one tab ends the others at once; a login as another member there reaches them too', async () => {
    const storage = createMemoryStorage();
    storage.set(StorageKey.token, 'demo-token');
    storage.set(StorageKey.userId, '1');
    const b = browser();
    const tabA = openTab(storage, b.tab());
    const tabB = openTab(storage, b.tab());
    await tabA.settled();
    await tabB.settled();

    tabA.logout();
    expect(selectIsLoggedIn(tabB.session.getSnapshot())).toBe(false);
    expect(tabB.ended).toEqual(['otherTab']);
    expect(tabA.ended).toEqual(['logout']);

    tabA.bus.emit('login_success', { token: 'fresh-token', userId: '2' });
    await tabB.settled();
    expect(tabB.session.getSnapshot().context).toMatchObject({ token: 'fresh-token', userId: '2' });
    expect(tabB.closes).toHaveLength(1);
  });

  it('a login as another member ends the old member here (switched) and takes the new session', async () => {
    const storage = createMemoryStorage();
    storage.set(StorageKey.token, 'demo-token');
    storage.set(StorageKey.userId, '1');
    const b = browser();
    const tabA = openTab(storage, b.tab());
    const tabB = openTab(storage, b.tab());
    await tabB.settled();
    tabA.bus.emit('login_success', { token: 'fresh-token', userId: '2' });
    expect(tabB.ended).toEqual(['switched']);
    await tabB.settled();
    expect(tabB.session.getSnapshot().context).toMatchObject({ token: 'fresh-token', userId: '2' });
    // Tab B stored nothing and cleared nothing: the login tab A stored is what remains.
    await tabA.settled();
    expect(storage.get(StorageKey.token)).toBe('fresh-token');
  });

  it('the same member logging in again elsewhere only renews the token; expiry elsewhere ends the session', async () => {
    const storage = createMemoryStorage();
    storage.set(StorageKey.token, 'demo-token');
    storage.set(StorageKey.userId, '1');
    const b = browser();
    const tabA = openTab(storage, b.tab());
    const tabB = openTab(storage, b.tab());
    await tabB.settled();
    tabA.bus.emit('login_success', { token: 'demo-token-2', userId: '1' });
    expect(tabB.ended).toEqual([]);
    expect(tabB.session.getSnapshot().context.token).toBe('demo-token-2');

    await tabA.settled();
    tabA.bus.emit('login_expired', { hadToken: true });
    await waitForSnapshot(tabA.session, (s) => s.matches('loggedOut'));
    expect(tabB.ended).toEqual(['otherTab']);
  });

  it('ignores messages that are not session signals', async () => {
    const storage = createMemoryStorage();
    storage.set(StorageKey.token, 'demo-token');
    storage.set(StorageKey.userId, '1');
    const b = browser();
    const outsider = b.tab();
    const tab = openTab(storage, b.tab());
    await tab.settled();
    for (const message of [null, 'logout', { type: 'session.loggedIn', token: '' }, { type: 'other' }]) {
      outsider.publish(message);
    }
    expect(selectIsLoggedIn(tab.session.getSnapshot())).toBe(true);
  });
});
