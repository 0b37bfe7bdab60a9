import {
  advertising,
  configuration,
  ENDPOINTS,
  runtimeConfigSchema,
  SUCCESS_CODE,
} from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { createSeedData, DEFAULT_SEED } from '../seed/seedData.ts';
import { createRouteTable, requiresLogin } from './routes/table.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

const NAV = advertising.navigationList.path;
const NOTICES = advertising.queryNoticeListByPage.path;
const seed = createSeedData({ seed: DEFAULT_SEED, now: Date.now() });

let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;
let lines: string[];

beforeAll(async () => {
  ({ sandbox, baseUrl, client, lines } = await startTestSandbox());
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('runtime config', () => {
  it('/config.json parses with core runtimeConfigSchema and points at this sandbox', async () => {
    const response = await fetch(`${baseUrl}/config.json`);
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config).toMatchObject({ apiBase: '', siteId: 'jinli-sandbox', safeSwitch: true, sandbox: true });
  });

  it('serves safeSwitch off when created with safeSwitch: false', async () => {
    const other = await startTestSandbox({ safeSwitch: false });
    try {
      const config = runtimeConfigSchema.parse(await (await fetch(`${other.baseUrl}/config.json`)).json());
      expect(config.safeSwitch).toBe(false);
    } finally {
      await other.sandbox.close();
    }
  });
});

describe('plain and encrypted calls', () => {
  it('plain navigationList answers 6000 with the seeded categories', async () => {
    const envelope = await client.call(NAV, {});
    expect(envelope.status_code).toBe(SUCCESS_CODE);
    expect(envelope.data).toEqual(seed.navigation);
    expect((envelope.data as { name: string }[]).map((item) => item.name)).toContain('体育');
  });

  it('the same call on an encrypted /x/ path answers {x} that decrypts to the same data', async () => {
    const answer = await client.raw(NAV, {}, { encrypted: true });
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['x']);
    const envelope = JSON.parse(client.decrypt(body.x as string));
    expect(envelope).toEqual(await client.call(NAV, {}));
  });

  it('an encrypted payload reaches the handler (notice paging)', async () => {
    const envelope = await client.call(NOTICES, { pageNum: 2, pageSize: 5 }, { encrypted: true });
    const page = envelope.data as { list: { id: number }[]; total: number; pageNum: number };
    expect(page.total).toBe(seed.notices.length);
    expect(page.pageNum).toBe(2);
    expect(page.list.map((notice) => notice.id)).toEqual(
      seed.notices.slice(5, 10).map((notice) => notice.id),
    );
  });

  it('an invalid payload answers 6007', async () => {
    expect((await client.call(NOTICES, { pageNum: 0, pageSize: 5 })).status_code).toBe(6007);
  });

  it('preInfo reports the caller ip', async () => {
    const envelope = await client.call(configuration.preInfo.path, {});
    expect(envelope.data).toMatchObject({ ip: '127.0.0.1', siteBaseConfig: { title: '锦鲤娱乐' } });
  });

  it('customer service points at the same-origin service page', async () => {
    const { data } = await client.call(configuration.onlinecustomservice.path, {});
    const url = (data as { url: string }).url;
    expect(url).toBe(`${baseUrl}/sandbox-service`);
    const page = await fetch(url);
    expect(await page.text()).toContain('在线客服');
  });
});

describe('request checks', () => {
  it('a missing signature answers 6008', async () => {
    expect((await client.call(NAV, {}, { headers: { 'X-API-SIGN': null } })).status_code).toBe(6008);
  });

  it('an undecryptable signature answers 6008', async () => {
    expect((await client.call(NAV, {}, { headers: { 'X-API-SIGN': 'bm9wZQ==' } })).status_code).toBe(6008);
  });

  it('a signature older than 10 minutes answers 6008; one 9 minutes old passes', async () => {
    const stale = await client.call(NAV, {}, { signatureTime: Date.now() - 11 * 60_000 });
    expect(stale.status_code).toBe(6008);
    const fresh = await client.call(NAV, {}, { signatureTime: Date.now() - 9 * 60_000 });
    expect(fresh.status_code).toBe(6000);
  });

  it('a wrong or missing site id answers 6003', async () => {
    expect((await client.call(NAV, {}, { headers: { 'X-API-SITE': 'other' } })).status_code).toBe(6003);
    expect((await client.call(NAV, {}, { headers: { 'X-API-SITE': null } })).status_code).toBe(6003);
  });

  it('an undecryptable path token answers an encrypted 6008', async () => {
    const response = await fetch(`${baseUrl}/x/not-a-token`, { method: 'POST', body: '{}' });
    const body = (await response.json()) as { x: string };
    expect(JSON.parse(client.decrypt(body.x))).toMatchObject({ status_code: 6008, message: '非法请求' });
  });

  it('an unreadable encrypted body answers a plain 6008', async () => {
    const token = client.encrypt(NAV).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const response = await fetch(`${baseUrl}/x/${token}`, { method: 'POST', body: '{"x":"garbage"}' });
    expect(await response.json()).toMatchObject({ status_code: 6008 });
  });
});

describe('catalogue coverage', () => {
  it('every catalogue endpoint answers: schema-valid data, 6001 (login-only), 6007 (payload) or 6004', async () => {
    const payloads: Record<string, unknown> = { [NOTICES]: { pageNum: 1, pageSize: 10 } };
    const routes = createRouteTable();
    let implemented = 0;
    for (const endpoint of ENDPOINTS) {
      const envelope = await client.call(endpoint.path, payloads[endpoint.path] ?? {}, {
        method: endpoint.method,
      });
      if (envelope.status_code === SUCCESS_CODE) {
        implemented += 1;
        const parsed = endpoint.response.safeParse(envelope.data);
        expect(parsed.success, `${endpoint.path}: ${parsed.error?.message}`).toBe(true);
      } else if (requiresLogin(endpoint.path)) {
        expect(envelope, endpoint.path).toEqual({ status_code: 6001, data: null, message: '请重新登录' });
      } else if (routes.has(endpoint.path)) {
        expect(envelope.status_code, endpoint.path).toBe(6007);
      } else {
        expect(envelope, endpoint.path).toEqual({ status_code: 6004, data: null, message: '数据不存在' });
      }
    }
    // The seven home-page calls, the captcha type, the picture captcha and the games' bonus pools.
    expect(implemented).toBe(10);
  });

  it('unknown API paths answer 6004, also on encrypted paths', async () => {
    expect((await client.call('/act/api/v1/nothing/here', {})).status_code).toBe(6004);
    expect((await client.call('/fd/api/v1/nothing', {}, { encrypted: true })).status_code).toBe(6004);
    expect((await client.call('/game/sport', {})).status_code).toBe(6004);
  });
});

describe('request log', () => {
  it('records calls without the token and logs one line per call', async () => {
    lines.length = 0;
    await client.call(NAV, {}, { encrypted: true, headers: { 'X-API-TOKEN': 'secret-login-token' } });
    const [last] = await client.requests(1);
    expect(last).toMatchObject({ method: 'POST', realPath: NAV, encrypted: true, status_code: 6000 });
    expect(last!.rawPath.startsWith('/x/')).toBe(true);
    expect(last!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(last)).not.toContain('secret-login-token');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/site\/api\/v1\/advertising\/navigationList enc=1 code=6000 \d+ms$/);
  });
});
