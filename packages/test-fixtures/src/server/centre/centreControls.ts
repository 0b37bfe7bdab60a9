import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LetterType } from '@jinli/core/contract';
import { LETTER_TYPES } from '@jinli/core/rules';
import { addMoney } from '../auth/accounts.ts';
import { findAccount } from '../auth/authState.ts';
import { readBody, sendJson } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { replyDue } from './feedbackBook.ts';
import { deliverLetter } from './letterBook.ts';

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse((await readBody(req)) || '{}');
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const MONEY = /^\d+(\.\d{1,2})?$/;
const CONTROLS = new Set(['letters', 'feedback-reply', 'centre', 'vip']);

/**
 * Member-centre controls (README, "Member centre"):
 * `POST /__sandbox/letters {"name", "type"?, "title"?, "content"?}` delivers a letter now;
 * `POST /__sandbox/feedback-reply {"name"}` answers every waiting feedback of the member now;
 * `POST /__sandbox/centre {"letterEverySeconds"?, "replyDelaySeconds"?}` sets the cadence (0 stops letters);
 * `POST /__sandbox/vip {"name", "deposit"?, "turnover"?}` credits deposits/turnover (the grade follows).
 */
export async function handleCentreControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SandboxState,
  now: number,
): Promise<boolean> {
  if (req.method !== 'POST' || !CONTROLS.has(name)) return false;
  const body = await jsonBody(req);
  const centre = state.centre;
  if (name === 'centre') {
    const every = body.letterEverySeconds;
    const delay = body.replyDelaySeconds;
    if (
      (every !== undefined && (typeof every !== 'number' || every < 0)) ||
      (delay !== undefined && (typeof delay !== 'number' || delay < 0))
    ) {
      sendJson(res, 400, {
        ok: false,
        error: 'body must be {"letterEverySeconds"?: n, "replyDelaySeconds"?: n}',
      });
      return true;
    }
    if (typeof every === 'number') centre.letterEveryMs = every * 1000;
    if (typeof delay === 'number') centre.replyDelayMs = delay * 1000;
    sendJson(res, 200, { ok: true, letterEveryMs: centre.letterEveryMs, replyDelayMs: centre.replyDelayMs });
    return true;
  }
  const account = typeof body.name === 'string' ? findAccount(state.auth, body.name) : undefined;
  if (account === undefined) {
    sendJson(res, 400, { ok: false, error: 'needs {"name"} of a known member' });
    return true;
  }
  if (name === 'letters') {
    const type = (LETTER_TYPES as readonly string[]).includes(String(body.type))
      ? (body.type as LetterType)
      : 'notice';
    const letter = deliverLetter(centre, account.name, now, {
      type,
      title: typeof body.title === 'string' ? body.title : '新的站内信',
      content: typeof body.content === 'string' ? body.content : '<p>这是一封刚刚送达的站内信。</p>',
    });
    sendJson(res, 200, { ok: true, letter });
    return true;
  }
  if (name === 'feedback-reply') {
    sendJson(res, 200, { ok: true, replied: replyDue(centre, account.name, now, true) });
    return true;
  }
  const deposit = body.deposit ?? '0';
  const turnover = body.turnover ?? '0';
  if (
    typeof deposit !== 'string' ||
    typeof turnover !== 'string' ||
    !MONEY.test(deposit) ||
    !MONEY.test(turnover)
  ) {
    sendJson(res, 400, { ok: false, error: 'deposit and turnover are decimal strings' });
    return true;
  }
  const extra = centre.vipExtra.get(account.name) ?? { deposit: '0.00', turnover: '0.00' };
  centre.vipExtra.set(account.name, {
    deposit: addMoney(extra.deposit, deposit),
    turnover: addMoney(extra.turnover, turnover),
  });
  sendJson(res, 200, { ok: true, ...centre.vipExtra.get(account.name) });
  return true;
}
