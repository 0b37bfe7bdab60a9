import type { Endpoint, HttpPort } from '@jinli/core';
import { ApiError, api } from '@jinli/core';

export type FakeHandler = (payload: unknown) => unknown;

export const DEMO_MEMBER = { name: 'demo01', nickName: '', bindPhone: true, bindRealName: true };
export const DEMO_BALANCE = { totalMoney: '8888.00', centerWalletBalance: '8888.00' };

export function apiFailure(code: number, message = '服务异常'): ApiError {
  return new ApiError({
    kind: 'result',
    path: '/x',
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });
}

/** An HttpPort answering by endpoint path (default: a logged-in demo01); records called paths. */
export function createFakeHttp(overrides: Record<string, FakeHandler> = {}) {
  const handlers: Record<string, FakeHandler> = {
    [api.user.memberInfo.path]: () => DEMO_MEMBER,
    [api.money.getBalance.path]: () => DEMO_BALANCE,
    [api.site.getUnreadForType.path]: () => ({
      brnotice: 0,
      bractivity: 0,
      brbulletin: 0,
      brmatch: 0,
      brfd: 0,
      notice: 0,
      activity: 0,
      fd: 0,
    }),
    [api.feedback.unreadNum.path]: () => 0,
    [api.user.logout.path]: () => null,
    ...overrides,
  };
  const calls: string[] = [];
  let cacheClears = 0;
  const http: HttpPort & { clearCache(): void } = {
    call: async <P, R, V extends boolean>(endpoint: Endpoint<P, R, V>, payload: P) => {
      calls.push(endpoint.path);
      const handler = handlers[endpoint.path];
      if (handler === undefined) throw apiFailure(6004);
      return handler(payload) as R;
    },
    clearCache: () => {
      cacheClears += 1;
    },
  };
  return { http, calls, cacheClears: () => cacheClears };
}
