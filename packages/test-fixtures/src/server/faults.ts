/** How the next calls to one real API path misbehave (POST /__sandbox/faults). */
export type FaultBody = 'html' | 'empty' | 'truncated' | 'text';

export interface FaultSpec {
  path: string;
  count: number;
  code?: number;
  httpStatus?: number;
  delayMs?: number;
  body?: FaultBody;
  drop?: boolean;
}

export interface ActiveFault extends FaultSpec {
  id: number;
  remaining: number;
}

const BODIES: readonly FaultBody[] = ['html', 'empty', 'truncated', 'text'];
const MAX_DELAY_MS = 120_000;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Returns the spec, or a message for the developer saying what is wrong with it. */
export function parseFaultSpec(value: unknown): FaultSpec | string {
  if (typeof value !== 'object' || value === null) return 'body must be a JSON object';
  const input = value as Record<string, unknown>;
  const { path, count = 1, code, httpStatus, delayMs, body, drop } = input;
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must be the real API path, starting with /';
  if (!isInt(count) || count < 1) return 'count must be a positive integer';
  const spec: FaultSpec = { path, count };
  if (code !== undefined) {
    if (!isInt(code)) return 'code must be an integer result code';
    spec.code = code;
  }
  if (httpStatus !== undefined) {
    if (!isInt(httpStatus) || httpStatus < 200 || httpStatus > 599) return 'httpStatus must be 200..599';
    spec.httpStatus = httpStatus;
  }
  if (delayMs !== undefined) {
    if (!isInt(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) return `delayMs must be 0..${MAX_DELAY_MS}`;
    spec.delayMs = delayMs;
  }
  if (body !== undefined) {
    if (!BODIES.includes(body as FaultBody)) return `body must be one of ${BODIES.join(', ')}`;
    spec.body = body as FaultBody;
  }
  if (drop !== undefined) {
    if (typeof drop !== 'boolean') return 'drop must be a boolean';
    spec.drop = drop;
  }
  return spec;
}

/** Takes one use of the oldest fault for `path`; a fault disappears when its count is used up. */
export function takeFault(faults: ActiveFault[], path: string): ActiveFault | undefined {
  const index = faults.findIndex((fault) => fault.path === path);
  const fault = faults[index];
  if (fault === undefined) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(index, 1);
  return { ...fault };
}

/** The bytes a broken proxy or server would send instead of the envelope. */
export function faultyBody(kind: FaultBody, intact: string): { contentType: string; body: string } {
  switch (kind) {
    case 'html':
      return {
        contentType: 'text/html; charset=utf-8',
        body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>',
      };
    case 'empty':
      return { contentType: 'application/json; charset=utf-8', body: '' };
    case 'truncated':
      return {
        contentType: 'application/json; charset=utf-8',
        body: intact.slice(0, Math.floor(intact.length / 2)),
      };
    case 'text':
      return {
        contentType: 'text/plain; charset=utf-8',
        body: 'upstream connect error or disconnect/reset before headers',
      };
  }
}
