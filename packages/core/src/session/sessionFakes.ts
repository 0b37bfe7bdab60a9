// Test support: an HttpPort answering the session's calls (default: a logged-in demo01) and in-memory
// storage, for tests of the session and of what waits on it (the navigation guard).
import { ApiError } from '../api/apiError.ts';
import { feedback } from '../api/catalogue/feedback.ts';
import { money } from '../api/catalogue/money.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { Endpoint } from '../api/endpoint.ts';
import { createMemoryStorage } from '../auth/authFakes.ts';
import type { CallOptions, HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { startSessionActor } from './session.machine.ts';
import type { SessionPorts } from './sessionActors.ts';
import { createSessionFacade, type SessionActor } from './sessionFacade.ts';
import { storeSession } from './sessionState.ts';

export type FakeHandler = (payload: unknown) => unknown;

export const MEMBER = { name: 'demo01', nickName: '', bindPhone: true, bindRealName: true };
export const BALANCE = { totalMoney: '8888.00', centerWalletBalance: '8888.00' };
export const UNREAD = {
  brnotice: 1,
  bractivity: 0,
  brbulletin: 0,
  brmatch: 0,
  brfd: 0,
  notice: 2,
  activity: 0,
  fd: 0,
};

export function fakeStorage(
  initial: Record<string, string> = {},
): StoragePort & { data: Map<string, string> } {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.set(key, value);
  return storage;
}

export const failure = (code: number) =>
  new ApiError({ kind: 'result', path: '/x', message: '服务异常', code });

/** Answers each endpoint from `handlers` (default: a logged-in demo01) and records the calls. */
export function fakeHttp(overrides: Record<string, FakeHandler> = {}) {
  const handlers: Record<string, FakeHandler> = {
    [user.memberInfo.path]: () => MEMBER,
    [money.getBalance.path]: () => BALANCE,
    [site.getUnreadForType.path]: () => UNREAD,
    [feedback.unreadNum.path]: () => 3,
    [user.logout.path]: () => null,
    ...overrides,
  };
  const calls: string[] = [];
  /** The options of every call, in order (e.g. the token a logout was sent with). */
  const options: { path: string; options: CallOptions | undefined }[] = [];
  const http: HttpPort = {
    call: async <P, R, V extends boolean>(
      endpoint: Endpoint<P, R, V>,
      payload: P,
      callOptions?: CallOptions,
    ) => {
      calls.push(endpoint.path);
      options.push({ path: endpoint.path, options: callOptions });
      const handler = handlers[endpoint.path];
      if (handler === undefined) throw failure(6004);
      return handler(payload) as R;
    },
  };
  return { http, calls, options };
}

/** The engine's session over the ports, its machine started at once (restoring what storage holds). */
export function startedSession(ports: SessionPorts): SessionActor {
  const token = ports.storage.get(StorageKey.token) ?? '';
  return createSessionFacade({
    restore: token === '' ? null : { token, userId: ports.storage.get(StorageKey.userId) ?? '' },
    start: async () => startSessionActor(ports),
    save: (stored) => storeSession(ports.storage, stored),
  });
}
