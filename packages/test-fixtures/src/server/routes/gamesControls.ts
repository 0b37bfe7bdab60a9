import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http.ts';
import type { GamesState } from './gamesState.ts';

/**
 * `POST /__sandbox/next-launch {"url": "javascript:alert(1)"}`: the next venue/launch (any member,
 * any venue) answers that url once, so tests can send answers no venue would (unsafe schemes).
 * Returns false when the control is not this one.
 */
export async function handleGamesControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  games: GamesState,
): Promise<boolean> {
  if (name !== 'next-launch' || req.method !== 'POST') return false;
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    body = null;
  }
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') {
    sendJson(res, 400, { ok: false, error: 'body must be {"url": string}' });
    return true;
  }
  games.nextLaunchUrl = url;
  sendJson(res, 200, { ok: true });
  return true;
}
