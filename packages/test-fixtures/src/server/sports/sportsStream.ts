import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type LiveMatch, SPORTS_STREAM_PATH, type SportsStreamFrame } from '@jinli/core/contract';
import { type WebSocket, WebSocketServer } from 'ws';
import { sessionAccount } from '../auth/authState.ts';
import type { ChatScheduler } from '../chat/chatServer.ts';
import type { SandboxState } from '../state.ts';
import { hash, liveData, livePrices } from './simulation.ts';
import type { SportsState } from './sportsState.ts';

/**
 * The sportsbook's push stream (docs/protocol.md "Sports stream"): a WebSocket on the sandbox port at
 * SPORTS_STREAM_PATH. Each connection gets a snapshot, then every `streamMs` a delta of what the
 * simulation changed since the last frame (prices, live data); with a flood rate on (the bench), it
 * also invents that many price changes a second, deterministically, and sends them every 50 ms.
 */

const FLOOD_TICK_MS = 50;

export interface SportsStreamOptions {
  state: () => SandboxState;
  now: () => number;
  siteId: string;
  scheduler: ChatScheduler;
}

export interface SportsStream {
  attach(server: Server): void;
  /** Closes every connection abruptly (clients see 1006); answers how many there were. */
  drop(): number;
  connectionCount(): number;
  /** Restarts the timers for the current state's rates (after a reset or a rate control). */
  restart(): void;
  close(): void;
}

interface Client {
  ws: WebSocket;
  seq: number;
  /** gameId → what this client last got: live data JSON and prices by oddGameId. */
  sent: Map<string, { live: string; prices: Map<string, string> }>;
}

/** What changed between what the client holds and `matches`; updates the client's copy. */
function diff(client: Client, matches: LiveMatch[]): LiveMatch[] {
  const changed: LiveMatch[] = [];
  for (const match of matches) {
    let held = client.sent.get(match.gameId);
    if (held === undefined) {
      held = { live: '', prices: new Map() };
      client.sent.set(match.gameId, held);
    }
    const live = match.live === undefined ? '' : JSON.stringify(match.live);
    const prices = match.prices.filter((price) => {
      const text = `${price.r}|${price.suspended}`;
      if (held.prices.get(price.oddGameId) === text) return false;
      held.prices.set(price.oddGameId, text);
      return true;
    });
    const liveChanged = live !== held.live;
    held.live = live;
    if (prices.length > 0 || liveChanged)
      changed.push({
        gameId: match.gameId,
        ...(liveChanged && match.live ? { live: match.live } : {}),
        prices,
      });
  }
  return changed;
}

function current(sports: SportsState, now: number): LiveMatch[] {
  return sports.seed.matches
    .filter((match) => !sports.finished.has(match.gameId))
    .map((match) => {
      const live = liveData(sports, match, now);
      return {
        gameId: match.gameId,
        ...(live === undefined ? {} : { live }),
        prices: livePrices(sports, match, now),
      };
    });
}

/** Moves `count` prices of flood tick `tick` by ±1…5 cents (within 1.01…30), as overrides. */
export function floodTick(sports: SportsState, tick: number, count: number, now: number): LiveMatch[] {
  const open = sports.seed.matches.filter((m) => !sports.finished.has(m.gameId));
  const focusIds = new Set(sports.floodFocus?.gameIds ?? []);
  const focus = open.filter((m) => focusIds.has(m.gameId));
  const focusShare = Math.round((sports.floodFocus?.share ?? 0) * 1000);
  const byGame = new Map<string, LiveMatch>();
  for (let i = 0; i < count && open.length > 0; i += 1) {
    const pool = focus.length > 0 && hash('flood-focus', tick, i) % 1000 < focusShare ? focus : open;
    const match = pool[hash('flood', tick, i) % pool.length]!;
    const prices = livePrices(sports, match, now);
    const price = prices[hash('flood-price', tick, i) % prices.length]!;
    const step = ((hash('flood-step', tick, i) % 5) + 1) * (hash('flood-sign', tick, i) % 2 === 0 ? 1 : -1);
    const cents = Math.min(3000, Math.max(101, Math.round(Number(price.r) * 100) + step));
    const r = (cents / 100).toFixed(2);
    sports.overrides.set(price.oddGameId, r);
    const entry = byGame.get(match.gameId) ?? { gameId: match.gameId, prices: [] };
    entry.prices = [...entry.prices.filter((p) => p.oddGameId !== price.oddGameId), { ...price, r }];
    byGame.set(match.gameId, entry);
  }
  return [...byGame.values()];
}

export function createSportsStream(options: SportsStreamOptions): SportsStream {
  const wss = new WebSocketServer({ noServer: true });
  const clients = new Set<Client>();
  let timers: (() => void)[] = [];

  const send = (client: Client, type: SportsStreamFrame['type'], matches: LiveMatch[]) => {
    client.seq += 1;
    const frame: SportsStreamFrame = { type, seq: client.seq, at: options.now(), matches };
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(frame));
  };

  const tick = () => {
    if (clients.size === 0) return;
    const matches = current(options.state().sports, options.now());
    for (const client of clients) {
      const changed = diff(client, matches);
      if (changed.length > 0) send(client, 'delta', changed);
    }
  };

  function restart() {
    for (const stop of timers) stop();
    timers = [];
    const sports = options.state().sports;
    timers.push(options.scheduler.every(Math.max(50, sports.streamMs), tick));
    if (sports.floodPerSecond > 0) {
      let n = 0;
      let owed = 0;
      const perTick = (sports.floodPerSecond * FLOOD_TICK_MS) / 1000;
      timers.push(
        options.scheduler.every(FLOOD_TICK_MS, () => {
          n += 1;
          owed += perTick;
          const count = Math.floor(owed);
          owed -= count;
          if (count === 0) return;
          const changed = floodTick(sports, n, count, options.now());
          for (const client of clients) {
            // Keep the client's copy in step, so the next diff does not send these again.
            diff(client, changed);
            send(client, 'delta', changed);
          }
        }),
      );
    }
  }

  function drop(): number {
    const count = clients.size;
    for (const client of clients) client.ws.terminate();
    clients.clear();
    return count;
  }

  return {
    attach(server) {
      restart();
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(`http://sandbox.local${req.url ?? '/'}`);
        if (url.pathname !== SPORTS_STREAM_PATH) return;
        const state = options.state();
        const member = sessionAccount(state.auth, url.searchParams.get('token'));
        if (
          url.searchParams.get('siteId') !== options.siteId ||
          member === undefined ||
          state.sports.streamRefused
        ) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          const client: Client = { ws, seq: 0, sent: new Map() };
          clients.add(client);
          const matches = current(state.sports, options.now());
          diff(client, matches);
          send(client, 'snapshot', matches);
          ws.on('close', () => clients.delete(client));
          ws.on('error', () => clients.delete(client));
        });
      });
    },
    drop,
    connectionCount: () => clients.size,
    restart,
    close() {
      for (const stop of timers) stop();
      timers = [];
      drop();
      wss.close();
    },
  };
}
