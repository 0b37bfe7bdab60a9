import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResultCode } from '@jinli/core';
import type { Envelope } from '@jinli/core/contract';
import { sessionAccount } from '../auth/authState.ts';
import { headerValue, send } from '../http.ts';
import { envelopeOf } from '../routes/route.ts';
import type { SandboxState } from '../state.ts';
import type { CentreState } from './centreState.ts';

export const UPLOAD_PATH = '/site/api/v1/user/upload/uploadImage';
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export const isMultipart = (req: IncomingMessage): boolean =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Does the picture's content match its declared type (magic numbers)? */
function looksLike(type: string, bytes: Buffer): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (type === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47);
  if (type === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  if (type === 'image/gif') return starts(0x47, 0x49, 0x46);
  if (type === 'image/webp') return bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return false;
}

/** The cookie that lets a browser see its member's own pictures (issue #29). */
export const UPLOAD_COOKIE = 'jinli_sandbox_uploads';
const UPLOAD_PREFIX = '/sandbox-upload/';
/** A picture's address: 128 random bits and the extension, never a counter (issue #29). */
const UPLOAD_ID = /^([0-9a-f]{32})\.(jpg|png|gif|webp)$/;

/** The id of an upload address (absolute or path), or undefined when it is not one. */
export function uploadIdOf(url: string): string | undefined {
  const at = url.lastIndexOf(UPLOAD_PREFIX);
  if (at === -1) return undefined;
  const id = url.slice(at + UPLOAD_PREFIX.length);
  return UPLOAD_ID.test(id) ? id : undefined;
}

/** The member's picture key: random, made on the first upload, sent back in an HttpOnly cookie. */
function uploadKeyOf(centre: CentreState, member: string): string {
  let key = centre.uploadKeys.get(member);
  if (key === undefined) {
    key = randomBytes(24).toString('hex');
    centre.uploadKeys.set(member, key);
  }
  return key;
}

/**
 * uploadImage (docs/protocol.md, "Image upload"): multipart field `file`, a logged-in member, an
 * image of 5 MB at most whose bytes match its type. Kept in memory; answers `{ url }` on this origin,
 * at an unguessable address (128 random bits), and gives the browser the member's picture cookie, so
 * `GET` of the address answers the owner only (`serveUpload`). Missing or wrong file: 6007; too big
 * or not a picture: 6010.
 */
export async function answerUpload(
  req: IncomingMessage,
  res: ServerResponse,
  state: SandboxState,
  token: string | null,
  origin: string,
): Promise<Envelope> {
  const member = sessionAccount(state.auth, token);
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES + 64 * 1024);
  if (member === undefined) return envelopeOf(ResultCode.LoginExpired);
  if (bytes === null) return envelopeOf(ResultCode.FileUploadFailure, null, '图片不能超过 5MB');
  let file: File | string | null;
  try {
    const form = await new Response(bytes, {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    file = form.get('file');
  } catch {
    return envelopeOf(ResultCode.InvalidParameter);
  }
  if (file === null || typeof file === 'string') return envelopeOf(ResultCode.InvalidParameter);
  const data = Buffer.from(await file.arrayBuffer());
  const type = file.type.toLowerCase();
  const ext = ALLOWED.get(type);
  if (data.length === 0) return envelopeOf(ResultCode.InvalidParameter);
  if (data.length > MAX_UPLOAD_BYTES)
    return envelopeOf(ResultCode.FileUploadFailure, null, '图片不能超过 5MB');
  if (ext === undefined || !looksLike(type, data))
    return envelopeOf(ResultCode.FileUploadFailure, null, '仅支持 JPG、PNG、GIF、WEBP 图片');
  const id = `${randomBytes(16).toString('hex')}.${ext}`;
  state.centre.uploads.set(id, { member: member.name, type, bytes: data });
  const key = uploadKeyOf(state.centre, member.name);
  res.setHeader(
    'Set-Cookie',
    `${UPLOAD_COOKIE}=${key}; Path=${UPLOAD_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=86400`,
  );
  return envelopeOf(ResultCode.Success, { url: `${origin}${UPLOAD_PREFIX}${id}` });
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (headerValue(req, 'cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Is this request the picture's owner: their picture cookie, or their login token in X-API-TOKEN? */
function isOwner(req: IncomingMessage, state: SandboxState, owner: string): boolean {
  const key = cookieValue(req, UPLOAD_COOKIE);
  if (key !== undefined && key !== '' && state.centre.uploadKeys.get(owner) === key) return true;
  return sessionAccount(state.auth, headerValue(req, 'X-API-TOKEN') ?? null)?.name === owner;
}

/**
 * GET /sandbox-upload/{id}: an uploaded picture, served back with its own type to its owner only; to
 * anybody else (another member, a visitor, a guessed address) it does not exist (404).
 */
export function serveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: SandboxState,
): boolean {
  if (!pathname.startsWith(UPLOAD_PREFIX)) return false;
  const id = uploadIdOf(pathname);
  const upload = id === undefined ? undefined : state.centre.uploads.get(id);
  if (upload === undefined || !isOwner(req, state, upload.member))
    send(res, 404, 'text/plain; charset=utf-8', 'Not Found', { 'Cache-Control': 'no-store' });
  else
    send(res, 200, upload.type, upload.bytes, {
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
  return true;
}
