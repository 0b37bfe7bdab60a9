import { describe, expect, it } from 'vitest';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { createSessionCapability } from '../session/sessionCapability.ts';
import { fakeHttp } from '../session/sessionFakes.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createMemoryStorage, fakeCrypto, fakeVault, fixedClock, NOW } from './authFakes.ts';
import {
  credentialsAreFresh,
  REMEMBER_FOR_MS,
  readCredentials,
  saveCredentials,
  sweepCredentials,
} from './rememberedCredentials.ts';

const DEMO = { name: 'demo01', password: 'demo1234' };

function deps(options: { now?: number; vault?: boolean } = {}) {
  const storage = createMemoryStorage();
  return {
    storage,
    crypto: fakeCrypto,
    clock: fixedClock(options.now ?? NOW),
    ...(options.vault === false ? {} : { vault: fakeVault }),
  };
}

describe('remembered credentials (issue #29)', () => {
  it('seals name and password with the device vault, never with the site cipher', async () => {
    const d = deps();
    await saveCredentials(d, DEMO);
    const stored = d.storage.get(StorageKey.savedCredentials) ?? '';
    expect(stored.startsWith('v1.')).toBe(true);
    // The site cipher (whose key /config.json serves) cannot open it.
    await expect(fakeCrypto.decryptAsync(stored)).rejects.toThrow();
    expect(d.storage.get(StorageKey.rememberPwdTime)).toBe(String(NOW));
    expect(await readCredentials(d)).toEqual(DEMO);
  });

  it('without a device vault remembers the name alone, never the password', async () => {
    const d = deps({ vault: false });
    await saveCredentials(d, DEMO);
    for (const key of d.storage.keys()) expect(d.storage.get(key)).not.toContain('demo1234');
    expect(await readCredentials(d)).toEqual({ name: 'demo01', password: '' });
  });

  it('falls back to the name alone when the vault fails to seal', async () => {
    const d = { ...deps(), vault: { ...fakeVault, seal: () => Promise.reject(new Error('blocked')) } };
    await saveCredentials(d, DEMO);
    expect(await readCredentials(d)).toEqual({ name: 'demo01', password: '' });
  });

  it('expires them 30 days after the remember timestamp', async () => {
    const d = deps();
    await saveCredentials(d, DEMO);
    const later = { ...d, clock: fixedClock(NOW + REMEMBER_FOR_MS - 1) };
    expect(await readCredentials(later)).toEqual(DEMO);
    const expired = { ...d, clock: fixedClock(NOW + REMEMBER_FOR_MS) };
    expect(await readCredentials(expired)).toBeNull();
    expect(d.storage.get(StorageKey.savedCredentials)).toBeNull();
    expect(d.storage.get(StorageKey.rememberPwdTime)).toBeNull();
  });

  it.each([
    ['missing', null],
    ['not a number', 'yesterday'],
    ['in the future', String(NOW + 60_000)],
  ])('treats a remember timestamp that is %s as expired', (_label, value) => {
    expect(credentialsAreFresh(value, NOW)).toBe(false);
  });

  it('drops the old form (site cipher of name and password) at start, unread', () => {
    const d = deps();
    d.storage.set(StorageKey.savedCredentials, 'enc({"name":"demo01","password":"demo1234"})');
    d.storage.set(StorageKey.rememberPwdTime, String(NOW));
    sweepCredentials(d);
    expect(d.storage.get(StorageKey.savedCredentials)).toBeNull();
    expect(d.storage.get(StorageKey.rememberPwdTime)).toBeNull();
  });

  it('drops sealed credentials this device cannot open (its key is gone)', async () => {
    const d = deps();
    d.storage.set(StorageKey.savedCredentials, 'v1.garbage');
    d.storage.set(StorageKey.rememberPwdTime, String(NOW));
    expect(await readCredentials(d)).toBeNull();
    expect(d.storage.get(StorageKey.savedCredentials)).toBeNull();
  });

  it('drops them when the password changes, and sweeps old ones when the engine starts', async () => {
    const d = deps();
    d.storage.set(StorageKey.savedCredentials, 'enc(old)');
    d.storage.set(StorageKey.rememberPwdTime, String(NOW));
    const bus = createLoginEventBus();
    const { http } = fakeHttp();
    createSessionCapability({ ...d, http, bus, version: '1', origin: () => '', newId: () => 'id' });
    expect(d.storage.get(StorageKey.savedCredentials)).toBeNull();

    await saveCredentials(d, DEMO);
    bus.emit('password_change_success');
    expect(d.storage.get(StorageKey.savedCredentials)).toBeNull();
    expect(d.storage.get(StorageKey.rememberPwdTime)).toBeNull();
  });
});
