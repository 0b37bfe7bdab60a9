import { randomUUID } from 'node:crypto';
import { user } from '@jinli/core/contract';
import type { SandboxCallOptions } from '../../client/sandboxClient.ts';
import { startTestSandbox } from '../testSandbox.ts';
import { md5 } from './accounts.ts';

export { md5 };

export interface Envelope {
  status_code: number;
  data: unknown;
  message: string;
}

/**
 * A sandbox on a movable clock plus the client-side steps of the auth flows, shared by the issue #3
 * tests. `advance(ms)` moves the sandbox clock; calls sign with the same moved time.
 */
export async function startAuthSandbox() {
  let offset = 0;
  const started = await startTestSandbox({ now: () => Date.now() + offset });
  const { client } = started;

  const call = (path: string, payload: unknown, token?: string, options: SandboxCallOptions = {}) =>
    client.call(path, payload, {
      ...options,
      signatureTime: Date.now() + offset,
      headers: { ...(token === undefined ? {} : { 'X-API-TOKEN': token }), ...options.headers },
    }) as Promise<Envelope>;

  /** A fresh picture captcha answered correctly (the answer read from /__sandbox/codes). */
  const pictureCaptcha = async () => {
    const envelope = await call(user.defaultKaptcha.path, {});
    const id = (envelope.data as { 'x-code': string })['x-code'];
    const entry = (await client.codes()).captchas.find((captcha) => captcha.id === id);
    if (entry?.kind !== 'picture') throw new Error(`no picture captcha ${id} in /__sandbox/codes`);
    return { kaptchcate: 1, codeId: id, code: entry.answer };
  };

  /** sendCode payload as the web app builds it: V2 = AES of the plain value, the others md5. */
  const sendCodePayload = (target: string, name: string, type: 1 | 2 | 3, cate: 0 | 1 | 2) => {
    const codeId = randomUUID();
    return {
      sendCodeNumV2: client.encrypt(target),
      sendNameV2: client.encrypt(name),
      codeIdV2: client.encrypt(codeId),
      SendCodeNum: md5(target),
      SendName: md5(name),
      codeId: md5(codeId),
      type,
      cate,
      version: 1,
    };
  };

  /** The latest code of a purpose sent to a target. */
  const latestCode = async (target: string, type: number): Promise<string> => {
    const sent = (await client.codes()).codes.find((code) => code.target === target && code.type === type);
    if (sent === undefined) throw new Error(`no code for ${target}`);
    return sent.code;
  };

  const passwordLogin = async (name: string, password: string) =>
    call(user.login.path, {
      isAgent: 0,
      name,
      password: md5(password),
      version: '1.0.0',
      ...(await pictureCaptcha()),
    });

  /** A token of a member with no device check (demo01, fresh01). */
  const loginToken = async (name: string, password: string): Promise<string> => {
    const envelope = await passwordLogin(name, password);
    if (envelope.status_code !== 6000) throw new Error(`login ${name}: ${envelope.status_code}`);
    return (envelope.data as { token: string }).token;
  };

  return {
    ...started,
    call,
    advance: (ms: number) => {
      offset += ms;
    },
    resetClock: () => {
      offset = 0;
    },
    pictureCaptcha,
    sendCodePayload,
    latestCode,
    passwordLogin,
    loginToken,
  };
}

export type AuthSandbox = Awaited<ReturnType<typeof startAuthSandbox>>;
