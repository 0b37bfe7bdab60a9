import type { IncomingMessage, ServerResponse } from 'node:http';
import { SendCodeCate } from '@jinli/core/contract';
import { type AuthState, expireSessions } from './auth/authState.ts';
import { readBody, sendJson } from './http.ts';

const CHANNELS: Record<number, 'sms' | 'email' | 'voice'> = {
  [SendCodeCate.Phone]: 'sms',
  [SendCodeCate.Email]: 'email',
  [SendCodeCate.Voice]: 'voice',
};

/** GET /__sandbox/codes: the latest code per purpose and target, and live captchas, newest first. */
export function codesReport(auth: AuthState) {
  const codes = [...auth.codes.values()]
    .sort((a, b) => b.sentAt - a.sentAt)
    .map((sent) => ({ ...sent, channel: CHANNELS[sent.cate] ?? 'sms' }));
  const pictures = [...auth.pictures.values()].map((captcha) => ({
    kind: 'picture' as const,
    id: captcha.id,
    answer: captcha.answer,
    issuedAt: captcha.issuedAt,
    used: captcha.used,
  }));
  const sliders = [...auth.sliders.values()].map((challenge) => ({
    kind: 'slider' as const,
    id: challenge.lotNumber,
    gapX: challenge.gapX,
    y: challenge.y,
    issuedAt: challenge.issuedAt,
    used: challenge.used,
  }));
  const captchas = [...pictures, ...sliders].sort((a, b) => b.issuedAt - a.issuedAt);
  return { captchaType: auth.captchaType, codes, captchas };
}

export type CodesReport = ReturnType<typeof codesReport>;

const DEFAULT_SUSPENSION_MESSAGE = '系统维护中，登录注册功能暂停使用';

/** `{code: 6501 | 6502, message?}` suspends login and register; `{code: null}` lifts it. */
function parseSuspension(body: { code?: unknown; message?: unknown }): AuthState['suspended'] | string {
  if (body.code === null) return null;
  if (body.code !== 6501 && body.code !== 6502) return 'code must be 6501 (popup), 6502 (inline) or null';
  if (body.message !== undefined && (typeof body.message !== 'string' || body.message.trim() === ''))
    return 'message must be a non-empty string';
  return {
    code: body.code,
    message: typeof body.message === 'string' ? body.message : DEFAULT_SUSPENSION_MESSAGE,
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  return text.trim() === '' ? {} : JSON.parse(text);
}

/** The issue #3 controls (codes, captcha, expire-token); false when `name` is not one of them. */
export async function handleAuthControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  auth: AuthState,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (name === 'codes' && method === 'GET') {
    sendJson(res, 200, codesReport(auth));
    return true;
  }
  if (name === 'registrations' && method === 'GET') {
    sendJson(res, 200, { registrations: auth.registrations });
    return true;
  }
  if (name === 'auth/suspend' && method === 'POST') {
    let body: { code?: unknown; message?: unknown };
    try {
      body = (await readJson(req)) as typeof body;
    } catch {
      sendJson(res, 400, { ok: false, error: 'body must be JSON' });
      return true;
    }
    const suspension = parseSuspension(body);
    if (typeof suspension === 'string') {
      sendJson(res, 400, { ok: false, error: suspension });
      return true;
    }
    auth.suspended = suspension;
    sendJson(res, 200, { ok: true, suspended: auth.suspended });
    return true;
  }
  if ((name === 'captcha' || name === 'expire-token') && method === 'POST') {
    let body: { type?: unknown; name?: unknown };
    try {
      body = (await readJson(req)) as typeof body;
    } catch {
      sendJson(res, 400, { ok: false, error: 'body must be JSON' });
      return true;
    }
    if (name === 'captcha') {
      if (body.type !== 1 && body.type !== 2) {
        sendJson(res, 400, { ok: false, error: 'type must be 1 (picture) or 2 (slider)' });
        return true;
      }
      auth.captchaType = body.type;
      sendJson(res, 200, { ok: true, kaptchcate: auth.captchaType });
      return true;
    }
    if (body.name !== undefined && typeof body.name !== 'string') {
      sendJson(res, 400, { ok: false, error: 'name must be a string' });
      return true;
    }
    sendJson(res, 200, { ok: true, expired: expireSessions(auth, body.name) });
    return true;
  }
  return false;
}
