import type { IncomingMessage, ServerResponse } from 'node:http';
import { BET_RESULTS } from '@jinli/core/contract';
import { createBenchSeed } from '../../seed/sportsBench.ts';
import { readBody, sendJson } from '../http.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { finishMatch } from './settlement.ts';
import { livePrices } from './simulation.ts';
import { type ForcedOrder, type SportsState, setOddsRate } from './sportsState.ts';
import type { SportsStream } from './sportsStream.ts';

const isKnownResult = (code: string) => Object.hasOwn(BET_RESULTS, code);

const FORCED: readonly ForcedOrder[] = ['accept', 'reject', 'delay-accept', 'delay-reject'];

/**
 * `/__sandbox/sports/*` (POST, plain JSON): odds and stream rates, move odds now, suspend a match, force
 * the next order, finish a match (settlement), force ErrUIDVerification, the bench board. Answers false when the path is not one of them, so the caller can go on. See README.md.
 */
export async function handleSportsControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SportsState,
  now: number,
  extra: { ledger?: Ledger; stream?: SportsStream } = {},
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
      if (body.everyMs !== undefined && (typeof body.everyMs !== 'number' || body.everyMs < 0))
        return bad('everyMs must be a number ≥ 0');
      if (body.streamMs !== undefined && (typeof body.streamMs !== 'number' || body.streamMs < 50))
        return bad('streamMs must be a number ≥ 50');
      if (
        body.changesPerSecond !== undefined &&
        (typeof body.changesPerSecond !== 'number' || body.changesPerSecond < 0)
      )
        return bad('changesPerSecond must be a number ≥ 0');
      const focus = body.focus as { gameIds?: unknown; share?: unknown } | null | undefined;
      if (
        focus !== undefined &&
        focus !== null &&
        (!Array.isArray(focus.gameIds) ||
          !focus.gameIds.every((id) => typeof id === 'string') ||
          typeof focus.share !== 'number' ||
          focus.share < 0 ||
          focus.share > 1)
      )
        return bad('focus must be { gameIds: string[], share: 0…1 } or null');
      if (typeof body.everyMs === 'number') setOddsRate(state, body.everyMs, now);
      if (focus !== undefined)
        state.floodFocus =
          focus === null ? null : { gameIds: focus.gameIds as string[], share: focus.share as number };
      if (typeof body.streamMs === 'number') state.streamMs = Math.floor(body.streamMs);
      if (typeof body.changesPerSecond === 'number') state.floodPerSecond = Math.floor(body.changesPerSecond);
      extra.stream?.restart();
      sendJson(res, 200, {
        ok: true,
        everyMs: state.oddsEveryMs,
        streamMs: state.streamMs,
        changesPerSecond: state.floodPerSecond,
        focus: state.floodFocus,
      });
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
    case 'sports/settle': {
      if (gameId === undefined) return bad('gameId is required');
      const result = typeof body.result === 'string' ? body.result.toUpperCase() : undefined;
      if (result !== undefined && !isKnownResult(result)) return bad(`unknown result code ${result}`);
      if (extra.ledger === undefined) return bad('no ledger');
      const settled = finishMatch(state, extra.ledger, gameId, now, result);
      sendJson(res, 200, { ok: true, settled });
      return true;
    }
    case 'sports/cash-out': {
      // Issue #30: the operator's cash-out margin (fraction, 0…<1) and how long a quote holds.
      const margin = body.margin;
      if (margin !== undefined && (typeof margin !== 'string' || !/^0(?:\.\d{1,4})?$/.test(margin)))
        return bad('margin must be a decimal string 0…0.9999');
      const quoteMs = body.quoteMs;
      if (quoteMs !== undefined && (typeof quoteMs !== 'number' || quoteMs < 100 || quoteMs > 600_000))
        return bad('quoteMs must be 100…600000');
      if (typeof margin === 'string') state.cashOutMargin = margin;
      if (typeof quoteMs === 'number') state.cashOutQuoteMs = Math.floor(quoteMs);
      sendJson(res, 200, { ok: true, margin: state.cashOutMargin, quoteMs: state.cashOutQuoteMs });
      return true;
    }
    case 'sports/stream': {
      if (typeof body.refuse === 'boolean') state.streamRefused = body.refuse;
      const dropped = body.drop === true ? (extra.stream?.drop() ?? 0) : 0;
      sendJson(res, 200, { ok: true, dropped, refused: state.streamRefused });
      return true;
    }
    case 'sports/uid-error': {
      const count = typeof body.count === 'number' && body.count >= 0 ? Math.floor(body.count) : 1;
      state.uidErrors = count;
      state.uidErrorMessage = typeof body.message === 'string' && body.message !== '' ? body.message : null;
      sendJson(res, 200, { ok: true, uidErrors: count });
      return true;
    }
    case 'sports/bench': {
      const matches = typeof body.matches === 'number' ? Math.floor(body.matches) : 2000;
      if (matches < 1 || matches > 10_000) return bad('matches must be 1…10000');
      state.seed = createBenchSeed(matches, now);
      state.overrides.clear();
      state.finished.clear();
      state.floodFocus = null;
      setOddsRate(state, 0, now);
      if (typeof body.changesPerSecond === 'number' && body.changesPerSecond >= 0)
        state.floodPerSecond = Math.floor(body.changesPerSecond);
      extra.stream?.restart();
      // The fewest prices any bench match carries (issue #5 asks for 8 or more).
      const pricesPerMatch = Math.min(...state.seed.matches.map((m) => livePrices(state, m, now).length));
      sendJson(res, 200, { ok: true, matches, pricesPerMatch, changesPerSecond: state.floodPerSecond });
      return true;
    }
    default:
      return bad(`unknown sports control ${name}`);
  }
}
