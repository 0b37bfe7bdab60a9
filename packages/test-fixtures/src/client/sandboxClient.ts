import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { user } from '@jinli/core/contract';
import type { CodesReport } from '../server/authControls.ts';
import type { FaultSpec } from '../server/faults.ts';
import type { ApiRequestRecord } from '../server/state.ts';

export interface SandboxClientOptions {
  cipherKey: string;
  cipherIv: string;
  siteId: string;
}

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
}

export interface SandboxCallOptions {
  encrypted?: boolean;
  /** Header overrides; `null` removes a header the client would send. */
  headers?: Record<string, string | null>;
  method?: 'GET' | 'POST';
  signatureTime?: number;
}

/**
 * A minimal Node client of the sandbox for tests and scripts: the protocol's client side written
 * directly on node:crypto (not the sandbox's own cipher module), plus the /__sandbox/ controls.
 */
export function createSandboxClient(baseUrl: string, options: SandboxClientOptions) {
  const key = Buffer.from(options.cipherKey, 'base64');
  const iv = Buffer.from(options.cipherIv, 'base64');
  const encrypt = (plain: string): string => {
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  };
  const decrypt = (base64: string): string => {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
  };
  const urlSafe = (base64: string): string =>
    base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const sign = (timestamp: number): string => encrypt(JSON.stringify({ timestamp, ip: '' }));

  async function raw(path: string, payload: unknown, call: SandboxCallOptions = {}): Promise<RawAnswer> {
    const method = call.method ?? 'POST';
    const encrypted = call.encrypted ?? false;
    let url = `${baseUrl}${encrypted ? `/x/${urlSafe(encrypt(path))}` : path}`;
    let body: string | undefined;
    if (payload !== undefined) {
      if (method === 'GET') url += `?x=${urlSafe(encrypt(JSON.stringify(payload)))}`;
      else body = JSON.stringify(encrypted ? { x: encrypt(JSON.stringify(payload)) } : payload);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-API-VERSION': '1.0.0',
      'X-API-CLIENT': 'web',
      'X-API-UUID': 'sandbox-client',
      'X-API-REQUEST-ID': crypto.randomUUID(),
      'X-API-SITE': options.siteId,
      'X-API-SIGN': sign(call.signatureTime ?? Date.now()),
    };
    if (encrypted) headers['X-API-SAFE'] = '1';
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  /** Calls an API path and returns the decoded envelope (decrypting `{x}` answers). */
  async function call(path: string, payload?: unknown, callOptions: SandboxCallOptions = {}) {
    const answer = await raw(path, payload, callOptions);
    const parsed = JSON.parse(answer.text) as { x?: string };
    const envelope = typeof parsed.x === 'string' ? JSON.parse(decrypt(parsed.x)) : parsed;
    return envelope as { status_code: number; data: unknown; message: string };
  }

  async function control(method: string, name: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${baseUrl}/__sandbox/${name}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`sandbox control ${name}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }

  /** Draws a picture captcha and answers it from the control log, as a test that reads the screen would. */
  async function pictureCaptchaAnswer() {
    const envelope = (await call(user.defaultKaptcha.path, {})) as { data: { 'x-code': string } };
    const codeId = envelope.data['x-code'];
    const report = (await control('GET', 'codes')) as CodesReport;
    const entry = report.captchas.find((c) => c.id === codeId);
    if (entry?.kind !== 'picture') throw new Error('sandbox drew no picture captcha');
    return { kaptchcate: 1, codeId, code: entry.answer };
  }

  /** Password login through the picture captcha; resolves with the session or throws the envelope. */
  async function logIn(name: string, password: string): Promise<{ token: string; userId: string }> {
    const answer = await pictureCaptchaAnswer();
    const md5 = createHash('md5').update(password, 'utf8').digest('hex');
    const envelope = await call(user.login.path, {
      isAgent: 0,
      version: '1.0.0',
      name,
      password: md5,
      ...answer,
    });
    if (envelope.status_code !== 6000) throw new Error(`login ${name}: ${JSON.stringify(envelope)}`);
    return envelope.data as { token: string; userId: string };
  }

  return {
    encrypt,
    decrypt,
    raw,
    call,
    pictureCaptchaAnswer,
    logIn,
    reset: () => control('POST', 'reset'),
    addFault: (fault: Partial<FaultSpec> & { path: string }) => control('POST', 'faults', fault),
    clearFaults: () => control('DELETE', 'faults'),
    faults: () => control('GET', 'faults') as Promise<{ faults: (FaultSpec & { remaining: number })[] }>,
    requests: async (limit = 50) =>
      ((await control('GET', `requests?limit=${limit}`)) as { requests: ApiRequestRecord[] }).requests,
    /** Sent SMS/e-mail/voice codes and live captcha answers (slider gaps), newest first. */
    codes: () => control('GET', 'codes') as Promise<CodesReport>,
    /** Login and register answer `code` (6501 with popup, 6502 inline) until called with null. */
    suspendAuth: (code: 6501 | 6502 | null, message?: string) =>
      control('POST', 'auth/suspend', message === undefined ? { code } : { code, message }),
    /** What each register call sent as domain, rCode and iCode, oldest first. */
    registrations: async () =>
      (
        (await control('GET', 'registrations')) as {
          registrations: { name: string; domain: string; rCode: string; iCode: string }[];
        }
      ).registrations,
    /** Switches `member/kaptchcate` between 1 (picture) and 2 (slider). */
    setCaptcha: (type: 1 | 2) => control('POST', 'captcha', { type }),
    /** Expires that member's tokens (or everyone's): their next login-only call answers 6001. */
    expireTokens: async (name?: string) =>
      ((await control('POST', 'expire-token', name === undefined ? {} : { name })) as { expired: number })
        .expired,
  };
}

export type SandboxClient = ReturnType<typeof createSandboxClient>;
