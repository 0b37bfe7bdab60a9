import { isApiError } from '@jinli/core';
import {
  ApiHeader,
  advertising,
  defineEndpoint,
  permissivePayload,
  permissiveResponse,
} from '@jinli/core/contract';
import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from './httpAdapter.ts';
import {
  createFakeFetch,
  envelope,
  type Handler,
  jsonResponse,
  testOptions,
  textResponse,
} from './testServer.ts';

const pay = defineEndpoint('/fd/api/v1/payment/pay', {
  payload: permissivePayload,
  response: permissiveResponse,
});
const notices = advertising.queryNoticeListByPage;
const noticePage = { list: [], total: 0, pageNum: 1, pageSize: 15 };

function setup(handler: Handler) {
  const server = createFakeFetch(handler);
  const http = createHttpAdapter(testOptions(server.fetch));
  const ids = () => server.requests.map((r) => r.headers.get(ApiHeader.RequestId));
  return { http, server, ids };
}

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isApiError(error) ? `${error.kind}:${error.httpStatus ?? error.code}` : 'raw'),
  );

describe('transport retries', () => {
  it('retries a POST after 503 twice with the same request id and body', async () => {
    const { http, server, ids } = setup((_, attempt) =>
      attempt <= 2 ? textResponse('Service Unavailable', 503) : envelope(6000, { orderNo: 'A1' }),
    );
    await expect(http.call(pay, { amount: '100.00' }, { requestId: 'intent-7' })).resolves.toEqual({
      orderNo: 'A1',
    });
    expect(ids()).toEqual(['intent-7', 'intent-7', 'intent-7']);
    expect(new Set(server.requests.map((r) => r.body))).toEqual(new Set(['{"amount":"100.00"}']));
  });

  it('retries a dropped connection once it comes back, keeping the generated id', async () => {
    const { http, ids } = setup((_, attempt) => {
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return envelope(6000, {});
    });
    await expect(http.call(pay, {})).resolves.toEqual({});
    expect(ids()).toEqual(['req-1', 'req-1']);
  });

  it.each([502, 503, 504])('gives up after two retries of %i with kind http', async (status) => {
    const { http, server } = setup(() => textResponse('<html>gateway</html>', status));
    expect(await kindOf(http.call(pay, {}))).toBe(`http:${status}`);
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    ['HTTP 500', () => textResponse('oops', 500), 'http:500'],
    ['HTTP 429', () => textResponse('slow down', 429), 'http:429'],
    ['a 6005 envelope', () => envelope(6005, null, '服务器错误'), 'result:6005'],
    ['a malformed body', () => textResponse('<html></html>'), 'malformed:null'],
  ])('does not retry %s', async (_, answer, expected) => {
    const { http, server } = setup(answer);
    expect(await kindOf(http.call(pay, {}))).toBe(expected);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a timeout (the member decides)', async () => {
    const { http, server } = setup(() => new Promise<Response>(() => {}));
    expect(await kindOf(http.call(pay, {}, { timeoutMs: 15 }))).toBe('timeout:null');
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as it takes when timeoutMs is 0', async () => {
    const slow = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(6000, 'late')), 60));
    const server = createFakeFetch(slow);
    const http = createHttpAdapter(testOptions(server.fetch, undefined, { timeoutMs: 20 }));
    expect(await kindOf(http.call(pay, {}))).toBe('timeout:null');
    await expect(http.call(pay, {}, { timeoutMs: 0 })).resolves.toBe('late');
  });
});

describe('cache of cached endpoints', () => {
  it('answers an identical second call from memory', async () => {
    const { http, server } = setup(() => envelope(6000, noticePage));
    const first = await http.call(notices, { pageNum: 1, pageSize: 15 });
    const second = await http.call(notices, { pageNum: 1, pageSize: 15 });
    expect(second).toEqual(first);
    expect(server.requests).toHaveLength(1);
  });

  it('fetches again for a different payload', async () => {
    const { http, server } = setup(() => envelope(6000, noticePage));
    await http.call(notices, { pageNum: 1, pageSize: 15 });
    await http.call(notices, { pageNum: 2, pageSize: 15 });
    expect(server.requests).toHaveLength(2);
  });

  it('shares one request between concurrent identical calls', async () => {
    const { http, server } = setup(() => envelope(6000, noticePage));
    const payload = { pageNum: 1, pageSize: 15 };
    const answers = await Promise.all([http.call(notices, payload), http.call(notices, payload)]);
    expect(answers[0]).toEqual(answers[1]);
    expect(server.requests).toHaveLength(1);
  });

  it('does not keep failures', async () => {
    const { http, server } = setup((_, attempt) =>
      attempt === 1 ? envelope(6005, null, '服务器错误') : envelope(6000, noticePage),
    );
    const payload = { pageNum: 1, pageSize: 15 };
    expect(await kindOf(http.call(notices, payload))).toBe('result:6005');
    await expect(http.call(notices, payload)).resolves.toEqual(noticePage);
    await http.call(notices, payload);
    expect(server.requests).toHaveLength(2);
  });

  it('forgets everything on clearCache', async () => {
    const { http, server } = setup(() => envelope(6000, noticePage));
    await http.call(notices, { pageNum: 1, pageSize: 15 });
    http.clearCache();
    await http.call(notices, { pageNum: 1, pageSize: 15 });
    expect(server.requests).toHaveLength(2);
  });

  it('never caches endpoints that are not marked cached', async () => {
    const { http, server } = setup(() => jsonResponse({ status_code: 6000, data: {}, message: '' }));
    await http.call(pay, { amount: '1.00' });
    await http.call(pay, { amount: '1.00' });
    expect(server.requests).toHaveLength(2);
  });
});
