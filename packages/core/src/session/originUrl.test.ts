import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../auth/authFakes.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createLoginEventBus } from './loginEvents.ts';
import { connectOriginUrl, isInAppPath, rememberOriginUrl, takeOriginUrl } from './originUrl.ts';

describe('originUrl (SPEC §3 original url)', () => {
  it('sends the member to the page they wanted once they log in, once', () => {
    const storage = createMemoryStorage();
    const bus = createLoginEventBus();
    const went: string[] = [];
    connectOriginUrl({ storage, bus, go: (path) => went.push(path) });
    rememberOriginUrl(storage, '/mine/wallet');
    expect(storage.get(StorageKey.originUrl)).toBe('/mine/wallet');
    bus.emit('login_success', { token: 't', userId: '1' });
    expect(went).toEqual(['/mine/wallet']);
    expect(storage.get(StorageKey.originUrl)).toBeNull();
    bus.emit('login_success', { token: 't2', userId: '1' });
    expect(went).toEqual(['/mine/wallet']);
  });

  it('keeps only in-app paths, so a stored value never leaves the site', () => {
    for (const path of ['/mine/wallet', '/game/sport/crty', '/activity/racePage/7?x=1']) {
      expect(isInAppPath(path)).toBe(true);
    }
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      'mine',
    ]) {
      expect(isInAppPath(path)).toBe(false);
    }
    const storage = createMemoryStorage();
    rememberOriginUrl(storage, '//evil.example');
    expect(storage.get(StorageKey.originUrl)).toBeNull();
    storage.set(StorageKey.originUrl, 'https://evil.example');
    expect(takeOriginUrl(storage)).toBeNull();
    expect(storage.get(StorageKey.originUrl)).toBeNull();
  });
});
