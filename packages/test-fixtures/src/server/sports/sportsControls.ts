import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http.ts';
import { type ForcedOrder, type SportsState, setOddsRate } from './sportsState.ts';

const FORCED: readonly ForcedOrder[] = ['accept', 'reject', 'delay-accept', 'delay-reject'];

/**
 * `/__sandbox/sports/*` (POST, plain JSON): odds rate, move odds now, suspend a match, force the next
 * order. Answers false when the path is not one of them, so the caller can go on. See README.md.
 */
export async function handleSportsControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SportsState,
  now: number,
): Promise<boolean> {
  if (!name.startsWith('sports/') || req.method !== 'POST') return false;
  let body: Record<string, unknown>;
  try {
    const text = await readBody(req);
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('object');
    body = parsed as Record<string, unknown>;
  } catch {
    sendJson(res, 400, { ok: false, error: 'body must be a JSON object' });
    return true;
  }
  const bad = (error: string): true => {
    sendJson(res, 400, { ok: false, error });
    return true;
  };
  const gameId = typeof body.gameId === 'string' ? body.gameId : undefined;
  if (gameId !== undefined && !state.seed.matches.some((m) => m.gameId === gameId))
    return bad(`unknown gameId ${gameId}`);
  switch (name) {
    case 'sports/odds': {
      if (typeof body.everyMs !== 'number' || body.everyMs < 0) return bad('everyMs must be a number ≥ 0');
      setOddsRate(state, body.everyMs, now);
      sendJson(res, 200, { ok: true, everyMs: state.oddsEveryMs });
      return true;
    }
    case 'sports/move': {
      const cents = typeof body.cents === 'number' && Number.isInteger(body.cents) ? body.cents : 3;
      const targets = gameId === undefined ? state.seed.matches.map((m) => m.gameId) : [gameId];
      for (const id of targets) state.nudges.set(id, (state.nudges.get(id) ?? 0) + cents);
      sendJson(res, 200, { ok: true, moved: targets.length, cents });
      return true;
    }
    case 'sports/suspend': {
      if (gameId === undefined) return bad('gameId is required');
      if (body.on === false) state.suspended.delete(gameId);
      else state.suspended.add(gameId);
      sendJson(res, 200, { ok: true, suspended: [...state.suspended] });
      return true;
    }
    case 'sports/next-order': {
      const outcome = body.outcome as ForcedOrder;
      if (!FORCED.includes(outcome)) return bad(`outcome must be one of ${FORCED.join(', ')}`);
      state.nextOrder = outcome;
      if (typeof body.delayMs === 'number' && body.delayMs >= 0) state.delayMs = body.delayMs;
      sendJson(res, 200, { ok: true, nextOrder: outcome, delayMs: state.delayMs });
      return true;
    }
    default:
      return bad(`unknown sports control ${name}`);
  }
}
