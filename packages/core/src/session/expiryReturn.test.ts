import { describe, expect, it } from 'vitest';
import { createMemoryStorage, fakeCrypto, fixedClock, NOW } from '../auth/authFakes.ts';
import { waitForSnapshot } from '../engine/store.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createExpiryReturn, type DraftField, keepableFields } from './expiryReturn.ts';
import { createLoginEventBus } from './loginEvents.ts';
import { createSessionCapability } from './sessionCapability.ts';
import { fakeHttp } from './sessionFakes.ts';

const TYPED: DraftField[] = [
  { key: '取款金额|text|0', value: '200', secret: false },
  { key: '取款密码|password|0', value: '123456', secret: true },
  { key: '备注|text|0', value: '', secret: false },
  { key: '确认取款密码|text|0', value: '123456', secret: false },
  { key: '同意|checkbox|0', value: 'on', checked: true, secret: false },
];

async function loggedInAs(userId: string) {
  const storage = createMemoryStorage();
  storage.set(StorageKey.token, 'tok');
  storage.set(StorageKey.userId, userId);
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
  });
  const expiryReturn = createExpiryReturn({ ...capability, bus, storage });
  await waitForSnapshot(capability.session, (s) => s.matches('loggedIn'));
  const expire = () => {
    bus.emit('login_expired', { hadToken: true });
    expiryReturn.keep('/mine/takemoney', TYPED);
  };
  return { ...capability, bus, storage, expiryReturn, expire };
}

describe('return after a 6001 mid-form (issue #29)', () => {
  it('never keeps a password, a withdrawal password or an empty field', () => {
    expect(keepableFields(TYPED).map((field) => field.key)).toEqual(['取款金额|text|0', '同意|checkbox|0']);
  });

  it('returns the same member to the page with what they typed, once', async () => {
    const tab = await loggedInAs('1');
    tab.expire();
    expect(tab.storage.get(StorageKey.originUrl)).toBe('/mine/takemoney');
    // Nothing until the member has logged in again.
    expect(tab.expiryReturn.take('/mine/takemoney')).toBeNull();
    tab.bus.emit('login_success', { token: 'tok2', userId: '1' });
    expect(tab.expiryReturn.take('/')).toBeNull();
    expect(tab.expiryReturn.take('/mine/takemoney')).toEqual([
      { key: '取款金额|text|0', value: '200', secret: false },
      { key: '同意|checkbox|0', value: 'on', checked: true, secret: false },
    ]);
    expect(tab.expiryReturn.take('/mine/takemoney')).toBeNull();
  });

  it('gives another member neither the page nor the form', async () => {
    const tab = await loggedInAs('1');
    tab.expire();
    tab.bus.emit('login_success', { token: 'other', userId: '2' });
    expect(tab.storage.get(StorageKey.originUrl)).toBeNull();
    expect(tab.expiryReturn.take('/mine/takemoney')).toBeNull();
  });

  it('keeps nothing for the home page', async () => {
    const tab = await loggedInAs('1');
    tab.bus.emit('login_expired', { hadToken: true });
    tab.expiryReturn.keep('/', TYPED);
    tab.bus.emit('login_success', { token: 'tok2', userId: '1' });
    expect(tab.expiryReturn.take('/')).toBeNull();
    expect(tab.storage.get(StorageKey.originUrl)).toBeNull();
  });
});
