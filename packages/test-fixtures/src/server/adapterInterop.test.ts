import { createCryptoAdapter, createHttpAdapter, createSystemClock } from '@jinli/adapters';
import { type ApiError, isApiError, isVerificationRequired } from '@jinli/core';
import { api } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { createSeedData, DEFAULT_SEED } from '../seed/seedData.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

// The web app's real transport (ky + WebCrypto, as Node 20 has it) against the sandbox (node:http + node:crypto).
let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;
const seed = createSeedData({ seed: DEFAULT_SEED, now: Date.now() });

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

function transport(
  safeSwitch: boolean,
  token: string | null = null,
  onLoginExpired?: (info: { hadToken: boolean }) => void,
) {
  const crypto = createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV });
  return createHttpAdapter({
    apiBase: baseUrl,
    siteId: SANDBOX_SITE_ID,
    version: '1.0.0',
    safeSwitch: () => safeSwitch,
    crypto,
    clock: createSystemClock(),
    uniqueId: () => 'interop-test-device',
    getToken: () => token,
    ...(onLoginExpired === undefined ? {} : { onLoginExpired }),
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

describe.each([true, false])('member calls through the browser transport, safeSwitch %s', (safeSwitch) => {
  it('sends a code with crypto-js V2 fields, logs risky01 in with it, reads info and balance', async () => {
    const crypto = createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV });
    const http = transport(safeSwitch);
    const phone = '13912345678';
    const codeId = 'c0ffee00-0000-4000-8000-000000000001';
    await http.call(api.user.sendCodeOne, {
      sendCodeNumV2: await crypto.encryptAsync(phone),
      sendNameV2: await crypto.encryptAsync('risky01'),
      codeIdV2: await crypto.encryptAsync(codeId),
      SendCodeNum: crypto.md5(phone),
      SendName: crypto.md5('risky01'),
      codeId: crypto.md5(codeId),
      type: 3,
      cate: 0,
      version: 1,
    });
    const sent = (await client.codes()).codes.find((code) => code.target === phone);
    const login = await http.call(api.user.login, {
      name: 'risky01',
      password: crypto.md5('risky1234'),
      kaptchcate: 99,
      sendCodeNum: sent?.code ?? '',
    });

    if (isVerificationRequired(login)) throw new Error('the code login asked for a captcha');
    const expired: boolean[] = [];
    const member = transport(safeSwitch, login.token, ({ hadToken }) => expired.push(hadToken));
    expect(await member.call(api.user.memberInfo, {})).toMatchObject({ name: 'risky01', bindPhone: true });
    expect(await member.call(api.money.getBalance, {})).toMatchObject({ totalMoney: '520.00' });

    await client.expireTokens();
    expect(await failure(member.call(api.money.getBalance, {}))).toMatchObject({
      kind: 'result',
      code: 6001,
    });
    expect(expired).toEqual([true]);
  });
});
