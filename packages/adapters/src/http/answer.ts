import { ApiError, type CryptoPort } from '@jinli/core';
import { type Envelope, envelopeSchema } from '@jinli/core/contract';

export interface RawAnswer {
  path: string;
  status: number;
  text: string;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `{"x": "..."}` without an envelope of its own is a safeSwitch answer (docs/protocol.md). */
function encryptedBody(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || 'status_code' in value) return null;
  const x = (value as { x?: unknown }).x;
  return typeof x === 'string' ? x : null;
}

/**
 * Turns a body into the envelope, or throws the ApiError that names what is wrong with it.
 * Bodies of non-2xx answers that hold no envelope are `http` failures, not `malformed` ones.
 * A sealed body is opened with the port's async cipher (WebCrypto where the page has it).
 */
export async function decodeAnswer(
  { path, status, text }: RawAnswer,
  crypto: Pick<CryptoPort, 'decryptAsync'>,
): Promise<Envelope> {
  const ok = status >= 200 && status < 300;
  const fail = (message: string, cause?: unknown): never => {
    throw new ApiError({
      kind: ok ? 'malformed' : 'http',
      path,
      message: ok ? message : `HTTP ${status} without an envelope`,
      ...(ok ? {} : { httpStatus: status }),
      ...(cause === undefined ? {} : { cause }),
    });
  };

  if (text.trim() === '') return fail('empty body');
  const outer = parseJson(text);
  if (!outer.ok) return fail(`body is not JSON (${text.trim().slice(0, 1) === '<' ? 'HTML' : 'text'})`);

  let value = outer.value;
  const sealed = encryptedBody(value);
  if (sealed !== null) {
    let plain: string;
    try {
      plain = await crypto.decryptAsync(sealed);
    } catch (cause) {
      throw new ApiError({ kind: 'decrypt', path, message: 'answer does not decrypt', cause });
    }
    const inner = parseJson(plain);
    if (!inner.ok) return fail('decrypted body is not JSON');
    value = inner.value;
  }

  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return fail('body is not an envelope', envelope.error);
  return envelope.data;
}
