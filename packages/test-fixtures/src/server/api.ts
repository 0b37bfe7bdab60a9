import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResultCode } from '@jinli/core';
import type { Envelope } from '@jinli/core/contract';
import { findEndpoint } from '@jinli/core/contract';
import { sessionAccount } from './auth/authState.ts';
import { answerUpload, isMultipart, UPLOAD_PATH } from './centre/upload.ts';
import { fromBase64Url, type SiteCipher } from './cipher.ts';
import { faultyBody, takeFault } from './faults.ts';
import { headerValue, readBody, remoteIp, send, sleep } from './http.ts';
import { envelopeOf, type Route } from './routes/route.ts';
import { requiresLogin } from './routes/table.ts';
import { recordRequest, type SandboxState } from './state.ts';

const ENCRYPTED_PREFIX = '/x/';
const SIGNATURE_MAX_AGE_MS = 10 * 60_000;

export interface ApiDeps {
  cipher: SiteCipher;
  siteId: string;
  routes: ReadonlyMap<string, Route>;
  state: () => SandboxState;
  log: (line: string) => void;
  now: () => number;
  /** Puts the site's brand name into seeded text (brands.ts rebrander); identity for 锦鲤. */
  rebrand?: (text: string) => string;
}

/** Request-level failure answered before any handler runs. `plain`: the client's body was unreadable. */
class Rejection {
  constructor(
    readonly code: number,
    readonly plain = false,
  ) {}
}

/** One API call, docs/protocol.md end to end: path token, body cipher, headers, faults, handler. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ApiDeps,
): Promise<void> {
  const started = performance.now();
  const state = deps.state();
  const method = req.method ?? 'GET';
  const encrypted = url.pathname.startsWith(ENCRYPTED_PREFIX);
  const realPath = encrypted
    ? decryptPath(deps.cipher, url.pathname.slice(ENCRYPTED_PREFIX.length))
    : url.pathname;
  const record = {
    time: deps.now(),
    method,
    rawPath: url.pathname,
    realPath,
    encrypted,
    requestId: headerValue(req, 'X-API-REQUEST-ID') ?? null,
    status_code: null as number | null,
  };
  const finish = (code: number | null, note = ''): void => {
    record.status_code = code;
    recordRequest(state, record);
    const ms = Math.round(performance.now() - started);
    deps.log(
      `${method} ${realPath ?? '(undecryptable path)'} enc=${encrypted ? 1 : 0} code=${code ?? '-'}${note} ${ms}ms`,
    );
  };

  const fault = realPath === null ? undefined : takeFault(state.faults, realPath);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.drop) {
    req.socket.destroy();
    finish(null, ' fault=drop');
    return;
  }

  let envelope: Envelope;
  let plain = false;
  if (fault?.code !== undefined) {
    envelope = envelopeOf(fault.code);
  } else {
    const answer = await answerCall(req, res, url, realPath, encrypted, deps, state);
    envelope = answer instanceof Rejection ? envelopeOf(answer.code) : answer;
    plain = answer instanceof Rejection && answer.plain;
  }

  const json = (deps.rebrand ?? ((text: string) => text))(JSON.stringify(envelope));
  const intact = encrypted && !plain ? JSON.stringify({ x: deps.cipher.encrypt(json) }) : json;
  const status = fault?.httpStatus ?? 200;
  if (fault?.body) {
    const broken = faultyBody(fault.body, intact);
    send(res, status, broken.contentType, broken.body, { 'Cache-Control': 'no-store' });
    finish(null, ` fault=${fault.body} http=${status}`);
    return;
  }
  send(res, status, 'application/json; charset=utf-8', intact, { 'Cache-Control': 'no-store' });
  finish(envelope.status_code, status === 200 ? '' : ` http=${status}`);
}

function decryptPath(cipher: SiteCipher, token: string): string | null {
  try {
    const path = cipher.decryptPath(token);
    return path.startsWith('/') ? path : null;
  } catch {
    return null;
  }
}

async function answerCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  realPath: string | null,
  encrypted: boolean,
  deps: ApiDeps,
  state: SandboxState,
): Promise<Envelope | Rejection> {
  if (realPath === null) return new Rejection(ResultCode.IllegalParameter);
  if (realPath === UPLOAD_PATH && isMultipart(req)) {
    // Multipart bodies are never encrypted (docs/protocol.md, "Image upload"); headers are checked alike.
    if (!validSignature(headerValue(req, 'X-API-SIGN'), deps))
      return new Rejection(ResultCode.IllegalParameter);
    if (headerValue(req, 'X-API-SITE') !== deps.siteId) return new Rejection(ResultCode.AccessDenied);
    const host = headerValue(req, 'host') ?? 'localhost';
    return answerUpload(req, res, state, headerValue(req, 'X-API-TOKEN') ?? null, `http://${host}`);
  }
  const payload = await readPayload(req, url, encrypted, deps.cipher);
  if (payload instanceof Rejection) return payload;
  if (!validSignature(headerValue(req, 'X-API-SIGN'), deps))
    return new Rejection(ResultCode.IllegalParameter);
  if (headerValue(req, 'X-API-SITE') !== deps.siteId) return new Rejection(ResultCode.AccessDenied);

  const token = headerValue(req, 'X-API-TOKEN') ?? null;
  const route = deps.routes.get(realPath);
  if (route === undefined) {
    // A login-only catalogue call nobody implemented yet still reports a dead token first.
    const loggedOut = sessionAccount(state.auth, token) === undefined;
    if (findEndpoint(realPath) !== undefined && requiresLogin(realPath) && loggedOut)
      return envelopeOf(ResultCode.LoginExpired);
    return envelopeOf(ResultCode.NotFound);
  }
  const host = headerValue(req, 'host') ?? 'localhost';
  try {
    return await route.handle(payload, {
      state,
      ip: remoteIp(req),
      origin: `http://${host}`,
      token,
      requestId: headerValue(req, 'X-API-REQUEST-ID') ?? null,
      now: deps.now(),
      cipher: deps.cipher,
      log: deps.log,
    });
  } catch (error) {
    deps.log(`handler error on ${realPath}: ${error instanceof Error ? error.message : String(error)}`);
    return envelopeOf(ResultCode.ServerError);
  }
}

/** The JSON payload: `{x}` body (or `?x=` for GET) when encrypted, plain JSON or query otherwise. */
async function readPayload(
  req: IncomingMessage,
  url: URL,
  encrypted: boolean,
  cipher: SiteCipher,
): Promise<unknown | Rejection> {
  let text: string;
  try {
    text = await readBody(req);
  } catch {
    return new Rejection(ResultCode.IllegalParameter, true);
  }
  const unreadable = new Rejection(
    encrypted ? ResultCode.IllegalParameter : ResultCode.InvalidParameter,
    true,
  );
  try {
    if (text.trim() === '') {
      const x = url.searchParams.get('x');
      if (encrypted) return x === null ? undefined : JSON.parse(cipher.decrypt(fromBase64Url(x)));
      return url.searchParams.size === 0 ? undefined : Object.fromEntries(url.searchParams);
    }
    const body: unknown = JSON.parse(text);
    if (!encrypted) return body;
    if (typeof body !== 'object' || body === null || typeof (body as { x?: unknown }).x !== 'string') {
      return unreadable;
    }
    return JSON.parse(cipher.decrypt((body as { x: string }).x));
  } catch {
    return unreadable;
  }
}

function validSignature(sign: string | undefined, deps: ApiDeps): boolean {
  if (sign === undefined || sign === '') return false;
  try {
    const parsed: unknown = JSON.parse(deps.cipher.decrypt(sign));
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { timestamp, ip } = parsed as { timestamp?: unknown; ip?: unknown };
    if (typeof timestamp !== 'number' || typeof ip !== 'string') return false;
    return Math.abs(deps.now() - timestamp) <= SIGNATURE_MAX_AGE_MS;
  } catch {
    return false;
  }
}
