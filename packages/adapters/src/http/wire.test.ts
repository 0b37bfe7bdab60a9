import { fc, test } from '@fast-check/vitest';
import { isApiError } from '@jinli/core';
import {
  ApiHeader,
  anyPayload,
  defineEndpoint,
  permissivePayload,
  permissiveResponse,
} from '@jinli/core/contract';
import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from './httpAdapter.ts';
import {
  API_BASE,
  createFakeFetch,
  envelope,
  jsonResponse,
  type RecordedRequest,
  type TestState,
  testCrypto,
  testOptions,
} from './testServer.ts';

const post = defineEndpoint('/fd/api/v1/transfer/getBalance', {
  payload: permissivePayload,
  response: permissiveResponse,
});
const get = defineEndpoint('/fd/api/v1/bankCard/queryMemberBanksInfoList', {
  method: 'GET',
  payload: anyPayload,
  response: permissiveResponse,
});
const upload = defineEndpoint('/site/api/v1/user/upload/uploadImage', {
  payload: permissivePayload,
  response: permissiveResponse,
  origin: true,
});

/** Answers like the sandbox: encrypted exactly when the request came on an encrypted path. */
function sandboxAnswer(request: RecordedRequest, data: unknown) {
  const body = { status_code: 6000, data, message: '' };
  if (!new URL(request.url).pathname.startsWith('/x/')) return jsonResponse(body);
  return jsonResponse({ x: testCrypto.encrypt(JSON.stringify(body)) });
}

function setup(state: TestState, data: unknown = { ok: 1 }, overrides = {}) {
  const server = createFakeFetch((request) => sandboxAnswer(request, data));
  const http = createHttpAdapter(testOptions(server.fetch, state, overrides));
  const only = () => {
    expect(server.requests).toHaveLength(1);
    return server.requests[0]!;
  };
  return { http, server, only };
}

describe('headers', () => {
  it('sends every protocol header with its value', async () => {
    const { http, only } = setup({ token: 'tok-123', safe: false, ip: '203.0.113.7' });
    await http.call(post, { withLockMoney: 1 });
    const { headers } = only();
    expect(headers.get(ApiHeader.Version)).toBe('1.4.0');
    expect(headers.get(ApiHeader.UniqueId)).toBe('device-abc');
    expect(headers.get(ApiHeader.Client)).toBe('web');
    expect(headers.get(ApiHeader.Token)).toBe('tok-123');
    expect(headers.get(ApiHeader.RequestId)).toBe('req-1');
    expect(headers.get(ApiHeader.Site)).toBe('site-9');
    expect(headers.get(ApiHeader.Safe)).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    const sign = JSON.parse(testCrypto.decrypt(headers.get(ApiHeader.Sign)!));
    expect(sign).toEqual({ timestamp: 1_700_000_000_000, ip: '203.0.113.7' });
  });

  it('omits the token header when logged out and signs with an empty ip before preInfo', async () => {
    const { http, only } = setup({ token: null, safe: false, ip: '' });
    await http.call(post, {});
    const { headers } = only();
    expect(headers.has(ApiHeader.Token)).toBe(false);
    expect(JSON.parse(testCrypto.decrypt(headers.get(ApiHeader.Sign)!)).ip).toBe('');
  });

  it('uses the caller request id when given, a fresh one otherwise', async () => {
    const { http, server } = setup({ token: null, safe: false, ip: '' });
    await http.call(post, {}, { requestId: 'intent-42' });
    await http.call(post, {});
    expect(server.requests.map((r) => r.headers.get(ApiHeader.RequestId))).toEqual(['intent-42', 'req-1']);
  });

  it('makes UUID v4 request ids by default', async () => {
    const server = createFakeFetch(() => envelope(6000));
    const options = testOptions(server.fetch);
    delete options.newRequestId;
    await createHttpAdapter(options).call(post, {});
    expect(server.requests[0]!.headers.get(ApiHeader.RequestId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('safeSwitch off', () => {
  it('posts plain JSON to the real path and reads a plain answer', async () => {
    const { http, only } = setup({ token: null, safe: false, ip: '' }, { totalMoney: '12.50' });
    await expect(http.call(post, { withLockMoney: 1 })).resolves.toEqual({ totalMoney: '12.50' });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API_BASE}${post.path}`);
    expect(JSON.parse(request.body)).toEqual({ withLockMoney: 1 });
  });

  it('sends GET calls without a body, payload fields in the query', async () => {
    const { http, server } = setup({ token: null, safe: false, ip: '' });
    await http.call(get, undefined);
    await http.call(get, { page: 2 });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', `${API_BASE}${get.path}`, ''],
      ['GET', `${API_BASE}${get.path}?page=2`, ''],
    ]);
  });

  it('sends origin endpoints to the origin base', async () => {
    const { http, only } = setup(
      { token: null, safe: false, ip: '' },
      {},
      { originBase: 'https://www.jinli.test/' },
    );
    await http.call(upload, {});
    expect(only().url).toBe(`https://www.jinli.test${upload.path}`);
  });
});

describe('safeSwitch on', () => {
  const safe = { token: 'tok-123', safe: true, ip: '' };

  it('posts to /x/{token} with no plaintext path and an encrypted body, and decrypts the answer', async () => {
    const { http, only } = setup(safe, { totalMoney: '8.00' });
    await expect(http.call(post, { withLockMoney: 1 })).resolves.toEqual({ totalMoney: '8.00' });
    const request = only();
    const url = new URL(request.url);
    expect(request.method).toBe('POST');
    expect(url.pathname).toMatch(/^\/x\/[A-Za-z0-9_-]+$/);
    for (const part of ['/fd', 'api/v1', 'transfer', 'getBalance']) {
      expect(url.pathname + url.search).not.toContain(part);
    }
    expect(testCrypto.decryptPath(url.pathname.slice(3))).toBe(post.path);
    const body = JSON.parse(request.body);
    expect(Object.keys(body)).toEqual(['x']);
    expect(JSON.parse(testCrypto.decrypt(body.x))).toEqual({ withLockMoney: 1 });
    expect(request.headers.get(ApiHeader.Safe)).toBe('1');
  });

  it('encrypts an absent payload as {}', async () => {
    const { http, only } = setup(safe);
    await http.call(post, {});
    expect(testCrypto.decrypt(JSON.parse(only().body).x)).toBe('{}');
  });

  it('sends GET payloads as ?x= base64url cipher text, and nothing when there is none', async () => {
    const { http, server } = setup(safe);
    await http.call(get, undefined);
    await http.call(get, { page: 2 });
    const [bare, withPayload] = server.requests.map((r) => new URL(r.url));
    expect(bare!.search).toBe('');
    const x = withPayload!.searchParams.get('x')!;
    expect(x).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(testCrypto.decryptPath(x))).toEqual({ page: 2 });
    expect(server.requests.every((r) => r.method === 'GET' && r.body === '')).toBe(true);
  });

  it('rejects an answer that does not decrypt as kind decrypt', async () => {
    const server = createFakeFetch(() => jsonResponse({ x: 'bm90IG91ciBjaXBoZXI=' }));
    const http = createHttpAdapter(testOptions(server.fetch, safe));
    const error = await http.call(post, {}).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('decrypt');
  });

  it('reads the switch on every call', async () => {
    const state = { token: null, safe: true, ip: '' };
    const { http, server } = setup(state);
    await http.call(post, {});
    state.safe = false;
    await http.call(post, {});
    expect(server.requests.map((r) => new URL(r.url).pathname.startsWith('/x/'))).toEqual([true, false]);
  });

  const jsonValue = fc.dictionary(
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null)),
    { maxKeys: 6 },
  );
  test.prop([jsonValue, jsonValue])(
    'payloads and answers round-trip through the cipher',
    async (payload, data) => {
      const { http, only } = setup(safe, data);
      await expect(http.call(post, payload)).resolves.toEqual(data);
      expect(JSON.parse(testCrypto.decrypt(JSON.parse(only().body).x))).toEqual(payload);
    },
  );
});
