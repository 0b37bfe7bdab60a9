import { createCryptoAdapter, createHttpAdapter, createSystemClock } from '@jinli/adapters';
import { type ApiError, api, isApiError } from '@jinli/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { createSeedData, DEFAULT_SEED } from '../seed/seedData.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

// The web app's real transport (ky + crypto-js) against the sandbox (node:http + node:crypto).
let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;
const seed = createSeedData({ seed: DEFAULT_SEED, now: Date.now() });

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

function transport(safeSwitch: boolean) {
  return createHttpAdapter({
    apiBase: baseUrl,
    siteId: SANDBOX_SITE_ID,
    version: '1.0.0',
    safeSwitch: () => safeSwitch,
    crypto: createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV }),
    clock: createSystemClock(),
    uniqueId: () => 'interop-test-device',
    getToken: () => null,
    getClientIp: () => '',
    timeoutMs: 5_000,
    retryDelayMs: () => 0,
  });
}

const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return error;
    },
  );

describe.each([true, false])('browser transport with safeSwitch %s', (safeSwitch) => {
  it('reads the seeded home-page data', async () => {
    const http = transport(safeSwitch);
    expect(await http.call(api.advertising.navigationList, {})).toEqual(seed.navigation);
    const page = await http.call(api.advertising.queryNoticeListByPage, { pageNum: 1, pageSize: 3 });
    expect(page.list.map((notice) => notice.id)).toEqual(seed.notices.slice(0, 3).map((notice) => notice.id));
    const [last] = await client.requests(1);
    expect(last).toMatchObject({
      encrypted: safeSwitch,
      realPath: api.advertising.queryNoticeListByPage.path,
    });
  });

  it('turns injected faults into typed ApiErrors', async () => {
    const http = transport(safeSwitch);
    const path = api.configuration.preInfo.path;
    await client.addFault({ path, code: 6013 });
    expect(await failure(http.call(api.configuration.preInfo, {}))).toMatchObject({
      kind: 'result',
      code: 6013,
    });
    await client.addFault({ path, body: 'html' });
    expect((await failure(http.call(api.configuration.preInfo, {}))).kind).toBe('malformed');
    expect(await http.call(api.configuration.preInfo, {})).toMatchObject({ ip: '127.0.0.1' });
  });
});
