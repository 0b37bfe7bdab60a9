import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../app/serviceWorker.ts';
import { isNeverCached } from './serviceWorker.ts';

describe('the service worker leaves to the network', () => {
  it('every API family, the config, the manifest, brand art, uploads and the sandbox', () => {
    for (const path of [
      '/site/api/v1/user/wallet/balance',
      '/act/api/v1/activity/list',
      '/fd/api/v1/fund/withdraw',
      '/game/api/v1/game/launch',
      '/stream/ws/chat',
      '/site/ws/socket',
      '/x/abc123',
      '/config.json',
      '/manifest.webmanifest',
      '/brand/logo.svg',
      '/sandbox-upload/1',
      '/sandbox-art/banner-1.svg',
      '/__sandbox/health',
    ])
      expect(isNeverCached(path), path).toBe(true);
  });

  it('but answers pages (client routes) and the build from its precache', () => {
    for (const path of ['/', '/mine/wallet', '/game/sport/crty', '/download', '/assets/index-abc.js'])
      expect(isNeverCached(path), path).toBe(false);
  });
});

describe('a failed start is offline', () => {
  it('when the browser is offline or a request got no answer, not for a bad answer', () => {
    expect(isNetworkFailure(new Error('config.json: HTTP 503'), false)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isNetworkFailure(new Error('config.json: HTTP 503'), true)).toBe(false);
    expect(isNetworkFailure(new SyntaxError('Unexpected token'), true)).toBe(false);
  });
});
