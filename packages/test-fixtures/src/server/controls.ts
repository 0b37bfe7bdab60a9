import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAuthControl } from './authControls.ts';
import { handleCentreControl } from './centre/centreControls.ts';
import { handleChatControl } from './chat/chatControls.ts';
import type { ChatServer } from './chat/chatServer.ts';
import { parseFaultSpec } from './faults.ts';
import { handleHostileControl } from './hostileControls.ts';
import { readBody, sendJson } from './http.ts';
import { handleGamesControl } from './routes/gamesControls.ts';
import { handleSiteContentControl } from './routes/siteContentControls.ts';
import { handleWalletControl } from './routes/walletControls.ts';
import { handleSiteControl } from './siteConfig.ts';
import { handleSportsControl } from './sports/sportsControls.ts';
import type { SportsStream } from './sports/sportsStream.ts';
import type { SandboxState } from './state.ts';

export interface ControlDeps {
  state: () => SandboxState;
  reset: () => void;
  startedAt: number;
  now: () => number;
  chat: ChatServer;
  /** The sports push stream: rate controls restart its timers. */
  sportsStream?: SportsStream;
}

const DEFAULT_REQUEST_LIMIT = 50;

/** Test controls under /__sandbox/ (plain JSON, never encrypted). See README.md. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ControlDeps,
): Promise<void> {
  const name = url.pathname.slice('/__sandbox/'.length);
  const method = req.method ?? 'GET';
  const state = deps.state();

  if (name === 'health' && method === 'GET') {
    sendJson(res, 200, { ok: true, uptimeMs: deps.now() - deps.startedAt, faults: state.faults.length });
    return;
  }
  if (name === 'reset' && method === 'POST') {
    deps.reset();
    sendJson(res, 200, { ok: true });
    return;
  }
  if (name === 'requests' && method === 'GET') {
    const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
    const count = Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_REQUEST_LIMIT;
    sendJson(res, 200, { requests: state.requests.slice(-count) });
    return;
  }
  if (await handleAuthControl(req, res, name, state.auth)) return;
  if (await handleGamesControl(req, res, name, state.games)) return;
  if (await handleWalletControl(req, res, name, state, deps.now)) return;
  if (await handleSiteControl(req, res, name, state)) return;
  if (await handleCentreControl(req, res, name, state, deps.now())) return;
  if (await handleSiteContentControl(req, res, name, state)) return;
  if (await handleHostileControl(req, res, name, state)) return;
  if (await handleChatControl(req, res, name, deps.chat)) return;
  if (
    await handleSportsControl(req, res, name, state.sports, deps.now(), {
      ledger: state.games.ledger,
      ...(deps.sportsStream === undefined ? {} : { stream: deps.sportsStream }),
    })
  )
    return;
  if (name === 'faults') {
    if (method === 'GET') {
      sendJson(res, 200, { faults: state.faults });
      return;
    }
    if (method === 'DELETE') {
      state.faults.length = 0;
      sendJson(res, 200, { ok: true });
      return;
    }
    if (method === 'POST') {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        sendJson(res, 400, { ok: false, error: 'body must be JSON' });
        return;
      }
      const spec = parseFaultSpec(body);
      if (typeof spec === 'string') {
        sendJson(res, 400, { ok: false, error: spec });
        return;
      }
      const fault = { ...spec, id: state.nextFaultId++, remaining: spec.count };
      state.faults.push(fault);
      sendJson(res, 200, { ok: true, fault });
      return;
    }
  }
  sendJson(res, 404, { ok: false, error: `unknown sandbox control ${method} ${url.pathname}` });
}
