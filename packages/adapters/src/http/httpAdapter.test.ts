import { fc, test } from '@fast-check/vitest';
import { ApiError, isApiError } from '@jinli/core';
import {
  advertising,
  defineEndpoint,
  permissivePayload,
  permissiveResponse,
  RESULT_CODES,
} from '@jinli/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpAdapter } from './httpAdapter.ts';
import {
  createFakeFetch,
  envelope,
  type Handler,
  hang,
  jsonResponse,
  testOptions,
  textResponse,
} from './testServer.ts';

const login = defineEndpoint('/site/api/v1/user/login', {
  payload: permissivePayload,
  response: permissiveResponse,
  verification: true,
});
const plain = defineEndpoint('/site/api/v1/user/logout', {
  payload: permissivePayload,
  response: permissiveResponse,
});

const navItem = { id: 1, code: 'sports', name: '体育', path: '/sports', badge: '热门', sort: 1 };

function setup(handler: Handler, token: string | null = 'tok-123') {
  const server = createFakeFetch(handler);
  const onLoginExpired = vi.fn();
  const onApiError = vi.fn();
  const http = createHttpAdapter(
    testOptions(server.fetch, { token, safe: false, ip: '' }, { onLoginExpired, onApiError }),
  );
  return { http, server, onLoginExpired, onApiError };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`rejected with a non-ApiError: ${String(error)}`);
  }
  throw new Error('resolved instead of rejecting');
}

describe('envelope handling', () => {
  it('resolves 6000 with data parsed by the response schema', async () => {
    const { http } = setup(() => envelope(6000, [navItem]));
    await expect(http.call(advertising.navigationList, undefined)).resolves.toEqual([navItem]);
  });

  it('rejects data that does not match the response schema as kind schema', async () => {
    const { http } = setup(() => envelope(6000, [{ ...navItem, id: 'one' }]));
    const error = await failure(http.call(advertising.navigationList, undefined));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('id');
    expect(error.envelope?.status_code).toBe(6000);
  });

  it('rejects an invalid payload as kind schema without sending anything', async () => {
    const { http, server } = setup(() => envelope(6000, {}));
    const error = await failure(http.call(advertising.queryNoticeListByPage, { pageNum: 0, pageSize: 15 }));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('pageNum');
    expect(server.requests).toHaveLength(0);
  });

  const rejected = RESULT_CODES.filter((info) => ![6000, 6001, 6021, 6022].includes(info.code));
  it.each(rejected.map((info) => [info.code, info.name] as const))(
    'rejects %i (%s) with kind result, the code and the whole envelope',
    async (code) => {
      const { http, onApiError, onLoginExpired } = setup(() => envelope(code, { hint: 1 }, '服务器消息'));
      const error = await failure(http.call(login, { name: 'a' }));
      expect(error).toMatchObject({ kind: 'result', code, path: login.path });
      expect(error.envelope).toEqual({ status_code: code, data: { hint: 1 }, message: '服务器消息' });
      expect(onApiError).toHaveBeenCalledExactlyOnceWith(error);
      expect(onLoginExpired).not.toHaveBeenCalled();
    },
  );

  test.prop([fc.integer({ min: -1e6, max: 1e6 }).filter((c) => c !== 6000 && c !== 6001)])(
    'any non-success code rejects with that code on an endpoint without verification',
    async (code) => {
      const { http } = setup(() => envelope(code, null, 'x'));
      const error = await failure(http.call(plain, {}));
      expect(error.kind).toBe('result');
      expect(error.code).toBe(code);
    },
  );

  it.each([6021, 6022] as const)(
    'resolves %i as a verification value on a verification endpoint',
    async (code) => {
      const { http, onApiError } = setup(() => envelope(code, { image: 'data:' }, '请输入验证码'));
      await expect(http.call(login, { name: 'a' })).resolves.toEqual({
        verification: code,
        message: '请输入验证码',
        data: { image: 'data:' },
      });
      expect(onApiError).not.toHaveBeenCalled();
    },
  );

  it('calls onLoginExpired with hadToken and rejects 6001', async () => {
    const { http, onLoginExpired, onApiError } = setup(() => envelope(6001, null, '请重新登录'));
    const error = await failure(http.call(plain, {}));
    expect(error).toMatchObject({ kind: 'result', code: 6001 });
    expect(onLoginExpired).toHaveBeenCalledExactlyOnceWith({ hadToken: true, path: plain.path });
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('treats HTTP 401 as 6001 and reports a logged-out caller as hadToken false', async () => {
    const { http, onLoginExpired } = setup(() => textResponse('Unauthorized', 401), null);
    const error = await failure(http.call(plain, {}));
    expect(error).toMatchObject({ kind: 'result', code: 6001, httpStatus: 401 });
    expect(onLoginExpired).toHaveBeenCalledExactlyOnceWith({ hadToken: false, path: plain.path });
  });

  it('still rejects with the ApiError when a hook throws', async () => {
    const server = createFakeFetch(() => envelope(6449, null, '请先完善真实姓名'));
    const http = createHttpAdapter(
      testOptions(server.fetch, undefined, {
        onApiError: () => {
          throw new Error('dialog bug');
        },
      }),
    );
    expect((await failure(http.call(plain, {}))).code).toBe(6449);
  });
});

describe('failures without an envelope', () => {
  it.each([
    ['an HTML page', () => textResponse('<!DOCTYPE html><html><body>维护中</body></html>')],
    ['an empty body', () => textResponse('', 200, 'application/json')],
    ['truncated JSON', () => textResponse('{"status_code":6000,"data":[{"id"', 200, 'application/json')],
    ['plain text', () => textResponse('OK', 200, 'text/plain')],
    ['JSON that is not an envelope', () => jsonResponse({ ok: true })],
  ])('rejects %s as kind malformed', async (_, answer) => {
    const { http } = setup(answer);
    expect((await failure(http.call(plain, {}))).kind).toBe('malformed');
  });

  it('rejects a 500 HTML page as kind http with the status', async () => {
    const { http, server } = setup(() => textResponse('<html>500 Internal Server Error</html>', 500));
    const error = await failure(http.call(plain, {}));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500 });
    expect(server.requests).toHaveLength(1);
  });

  it('reads an envelope even when it comes with a non-2xx status', async () => {
    const { http } = setup(() =>
      jsonResponse({ status_code: 6005, data: null, message: '服务器开小差' }, 500),
    );
    expect(await failure(http.call(plain, {}))).toMatchObject({ kind: 'result', code: 6005 });
  });

  it.each([500, 502, 503, 404])('never takes HTTP %i with a success body as success', async (status) => {
    const { http } = setup(() =>
      jsonResponse({ status_code: 6000, data: { ok: true }, message: '' }, status),
    );
    expect(await failure(http.call(plain, {}))).toMatchObject({ kind: 'http', httpStatus: status });
  });

  it('rejects a call that gets no answer in time as kind timeout', async () => {
    const { http } = setup(() => hang());
    const error = await failure(http.call(plain, {}, { timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', path: plain.path });
  });

  it('rejects a refused connection as kind network after the transport retries', async () => {
    const { http, server } = setup(() => {
      throw new TypeError('fetch failed');
    });
    expect(await failure(http.call(plain, {}))).toMatchObject({ kind: 'network' });
    expect(server.requests).toHaveLength(3);
  });

  it('rejects a body that breaks off while reading as kind network', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status_code":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { http } = setup(() => new Response(broken, { status: 200 }));
    expect((await failure(http.call(plain, {}))).kind).toBe('network');
  });

  test.prop([fc.string(), fc.constantFrom(200, 400, 404, 500)])(
    'any body resolves or rejects with an ApiError, never a raw error',
    async (body, status) => {
      const { http } = setup(() => textResponse(body, status));
      await http.call(plain, {}).catch((error: unknown) => {
        expect(error).toBeInstanceOf(ApiError);
      });
    },
  );
});

describe('whenSent', () => {
  it('resolves at once with no call in flight', async () => {
    const { http } = setup(() => envelope(6000, [navItem]));
    await expect(http.whenSent()).resolves.toBeUndefined();
  });

  it('resolves once every call made has reached fetch, before any answer', async () => {
    const { http, server } = setup(() => hang());
    const calls = [http.call(advertising.navigationList, undefined), http.call(plain, {})];
    for (const call of calls) call.catch(() => undefined);
    expect(server.requests).toHaveLength(0);
    await http.whenSent();
    // ky hands the request to fetch a few microtasks after the adapter: let those run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/site/api/v1/advertising/navigationList',
      '/site/api/v1/user/logout',
    ]);
  });
});
