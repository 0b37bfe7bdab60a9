import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Envelope, ResultCode } from '@jinli/core';
import { sessionAccount } from '../auth/authState.ts';
import { send } from '../http.ts';
import { envelopeOf } from '../routes/route.ts';
import type { SandboxState } from '../state.ts';
import { nextCentreId } from './centreState.ts';

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

/**
 * uploadImage (docs/protocol.md, "Image upload"): multipart field `file`, a logged-in member, an
 * image of 5 MB at most whose bytes match its type. Kept in memory; answers `{ url }` on this origin.
 * Missing or wrong file: 6007; too big or not a picture: 6010.
 */
export async function answerUpload(
  req: IncomingMessage,
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
  const id = `${nextCentreId(state.centre)}${ext}`;
  state.centre.uploads.set(id, { member: member.name, type, bytes: data });
  return envelopeOf(ResultCode.Success, { url: `${origin}/sandbox-upload/${id}` });
}

/** GET /sandbox-upload/{id}: an uploaded picture, served back with its own type. */
export function serveUpload(res: ServerResponse, pathname: string, state: SandboxState): boolean {
  const match = /^\/sandbox-upload\/([0-9a-z]+)$/.exec(pathname);
  if (!pathname.startsWith('/sandbox-upload/')) return false;
  const upload = match?.[1] === undefined ? undefined : state.centre.uploads.get(match[1]);
  if (upload === undefined) send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
  else send(res, 200, upload.type, upload.bytes, { 'Cache-Control': 'private, max-age=3600' });
  return true;
}
