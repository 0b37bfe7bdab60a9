import { API_CLIENT, ApiHeader, ENCRYPTED_PATH_PREFIX, type Endpoint } from '@jinli/core/contract';
import { toBase64Url } from '../crypto/base64url.ts';
import type { HttpAdapterOptions } from './options.ts';

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** True when the path and bodies are encrypted, so the answer may be too. */
  safe: boolean;
}

export interface WireInput {
  endpoint: Endpoint<unknown, unknown, boolean>;
  /** Already validated by the endpoint's payload schema. */
  payload: unknown;
  requestId: string;
  token: string | null;
  safe: boolean;
}

function queryOf(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The exact bytes docs/protocol.md puts on the wire for one call (URL, headers, body). Encrypts with
 * the port's async cipher (WebCrypto where the page has it), which gives the bytes of the sync one.
 */
export async function buildWireRequest(options: HttpAdapterOptions, input: WireInput): Promise<WireRequest> {
  const { endpoint, payload, requestId, token, safe } = input;
  const { crypto } = options;
  const base = (endpoint.origin ? (options.originBase ?? '') : options.apiBase).replace(/\/+$/, '');
  const [sign, sealedPath] = await Promise.all([
    crypto.encryptAsync(JSON.stringify({ timestamp: options.clock.now(), ip: options.getClientIp() })),
    safe ? crypto.encryptAsync(endpoint.path) : null,
  ]);
  const path = sealedPath === null ? endpoint.path : `${ENCRYPTED_PATH_PREFIX}${toBase64Url(sealedPath)}`;

  const headers: Record<string, string> = {
    [ApiHeader.Version]: options.version,
    [ApiHeader.UniqueId]: options.uniqueId(),
    [ApiHeader.Client]: API_CLIENT,
    [ApiHeader.RequestId]: requestId,
    [ApiHeader.Site]: options.siteId,
    [ApiHeader.Sign]: sign,
    'Content-Type': 'application/json',
  };
  if (token !== null && token !== '') headers[ApiHeader.Token] = token;
  if (safe) headers[ApiHeader.Safe] = '1';

  if (endpoint.method === 'GET') {
    let query = '';
    if (payload !== undefined) {
      query = safe
        ? `?x=${toBase64Url(await crypto.encryptAsync(JSON.stringify(payload)))}`
        : queryOf(payload);
    }
    return { url: `${base}${path}${query}`, method: 'GET', headers, safe };
  }

  const json = JSON.stringify(payload ?? {});
  const body = safe ? JSON.stringify({ x: await crypto.encryptAsync(json) }) : json;
  return { url: `${base}${path}`, method: 'POST', headers, body, safe };
}
