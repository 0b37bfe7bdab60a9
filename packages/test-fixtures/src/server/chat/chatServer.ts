import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ChatMsgId, encodeFrame, SPORTS_STREAM_PATH } from '@jinli/core/contract';
import { WebSocketServer } from 'ws';
import type { SandboxState } from '../state.ts';
import { botLine, pickBot } from './botScript.ts';
import {
  announceOnline,
  broadcast,
  type ChatClient,
  type ChatHub,
  clientsOf,
  handleClientText,
  sendTo,
} from './chatConnection.ts';
import { type ChatRoom, LOBBY_RID, postLine, scoreOf } from './chatWorld.ts';

export const CHAT_HANDSHAKE_PATH = '/stream/ws/v1/handshake';

/** Repeating timers; tests pass a manual one. `every` answers the function that stops it. */
export interface ChatScheduler {
  every(ms: number, run: () => void): () => void;
}

export const systemScheduler: ChatScheduler = {
  every(ms, run) {
    const handle = setInterval(run, ms);
    handle.unref();
    return () => clearInterval(handle);
  },
};

export interface ChatServerOptions {
  state: () => SandboxState;
  now: () => number;
  siteId: string;
  scheduler?: ChatScheduler;
  /** A bot writes in the lobby this often (and now and then in a match room). Default 2500 ms. */
  botIntervalMs?: number;
  /** Match rooms with somebody in them get the simulation's score this often. Default 15 000 ms. */
  scoreIntervalMs?: number;
  log?: (line: string) => void;
}

export type DropMode = 'beforeStore' | 'afterStore';

export interface ChatServer {
  /** Answers WebSocket upgrades on the handshake path of this HTTP server. */
  attach(server: Server): void;
  /** Closes every connection abruptly (clients see code 1006); answers how many there were. */
  drop(): number;
  /** Drops every connection when the next chat message arrives, before or after it is stored. */
  dropOnNextSend(mode: DropMode): void;
  setMute(name: string, muted: boolean, reason: string): number;
  setBlock(name: string, blocked: boolean, reason: string, rid?: string): number;
  setRoomStatus(rid: string, change: { open?: boolean; reason?: string; notice?: string }): boolean;
  /** `perSecond` bot lines into the room for `seconds`; false for an unknown room. */
  flood(rid: string, perSecond: number, seconds: number): boolean;
  connectionCount(): number;
  /** Stops bots and floods, forgets a pending drop and closes every connection. */
  reset(): void;
  close(): void;
}

const FLOOD_TICK_MS = 100;

export function createChatServer(options: ChatServerOptions): ChatServer {
  const scheduler = options.scheduler ?? systemScheduler;
  const log = options.log ?? (() => {});
  const wss = new WebSocketServer({ noServer: true });
  let stops: (() => void)[] = [];
  let floods: (() => void)[] = [];
  let pendingDrop: DropMode | null = null;

  const hub: ChatHub = {
    state: options.state,
    now: options.now,
    clients: new Set(),
    beforeSend() {
      const mode = pendingDrop;
      pendingDrop = null;
      if (mode === 'beforeStore') return 'dropNow';
      return mode === 'afterStore' ? 'handleThenDrop' : 'handle';
    },
    drop: () => void drop(),
  };

  function drop(): number {
    const count = hub.clients.size;
    for (const client of hub.clients) client.ws.terminate();
    hub.clients.clear();
    return count;
  }

  function roomOf(rid: string): ChatRoom | undefined {
    return options.state().chat.rooms.get(rid);
  }

  function botWrites(room: ChatRoom): void {
    const world = options.state().chat;
    const bot = pickBot(world.random);
    const msg = botLine(world.random, room.kind, room.match);
    const line = postLine(world, room, bot, { msg, time: options.now() });
    broadcast(hub, room.rid, encodeFrame(ChatMsgId.SendMessage, line));
  }

  /** Match rooms somebody is in (bots talk where they are heard; scores go where they are read). */
  function watchedMatchRooms(): ChatRoom[] {
    const rids = new Set<string>();
    for (const client of hub.clients) for (const rid of client.rooms) rids.add(rid);
    return [...options.state().chat.rooms.values()].filter(
      (room) => room.match !== null && rids.has(room.rid),
    );
  }

  /** Bots and score pushes run from the first connection until reset or close. */
  function ensureTimers(): void {
    if (stops.length > 0) return;
    stops.push(
      scheduler.every(options.botIntervalMs ?? 2_500, () => {
        const lobby = roomOf(LOBBY_RID);
        if (lobby !== undefined) botWrites(lobby);
        const world = options.state().chat;
        const matches = watchedMatchRooms();
        const room = matches[Math.floor(world.random() * matches.length)];
        if (room !== undefined && world.random() < 0.5) botWrites(room);
      }),
      scheduler.every(options.scoreIntervalMs ?? 15_000, () => {
        const { sports } = options.state();
        for (const room of watchedMatchRooms()) {
          const score = scoreOf(room, sports, options.now());
          if (score !== null) broadcast(hub, room.rid, encodeFrame(ChatMsgId.ScorePush, score));
        }
      }),
    );
  }

  function stopTimers(): void {
    for (const stop of [...stops, ...floods]) stop();
    stops = [];
    floods = [];
  }

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: ChatClient = { ws, self: null, rooms: new Set() };
      hub.clients.add(client);
      ensureTimers();
      ws.on('message', (data, isBinary) => {
        if (isBinary) return;
        const problem = handleClientText(hub, client, data.toString());
        if (problem !== null) log(`chat: ${problem}`);
      });
      const leave = () => {
        if (!hub.clients.delete(client)) return;
        announceOnline(hub, client.rooms);
      };
      ws.on('close', leave);
      ws.on('error', leave);
    });
  }

  return {
    attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(`http://sandbox.local${req.url ?? '/'}`);
        if (url.pathname !== CHAT_HANDSHAKE_PATH) {
          // The sports stream (sports/sportsStream.ts) answers its own path on the same server.
          if (url.pathname === SPORTS_STREAM_PATH) return;
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
          return;
        }
        const { searchParams } = url;
        if (searchParams.get('clientType') !== 'web' || searchParams.get('siteId') !== options.siteId) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        accept(req, socket, head);
      });
    },
    drop,
    dropOnNextSend(mode) {
      pendingDrop = mode;
    },
    setMute(name, muted, reason) {
      const { chat } = options.state();
      if (muted) chat.mutes.set(name.toLowerCase(), { reason });
      else chat.mutes.delete(name.toLowerCase());
      const clients = clientsOf(hub, name);
      for (const client of clients) sendTo(client, ChatMsgId.Mute, { muted, reason: muted ? reason : '' });
      return clients.length;
    },
    setBlock(name, blocked, reason, rid) {
      const { chat } = options.state();
      if (blocked) chat.blocks.set(name.toLowerCase(), { reason, ...(rid === undefined ? {} : { rid }) });
      else chat.blocks.delete(name.toLowerCase());
      const clients = clientsOf(hub, name);
      for (const client of clients) {
        sendTo(client, ChatMsgId.Block, { blocked, reason, ...(rid === undefined ? {} : { rid }) });
      }
      return clients.length;
    },
    setRoomStatus(rid, change) {
      const room = roomOf(rid);
      if (room === undefined) return false;
      if (change.open !== undefined) room.open = change.open;
      if (change.reason !== undefined) room.reason = change.reason;
      if (change.notice !== undefined) room.notice = change.notice;
      broadcast(hub, rid, encodeFrame(ChatMsgId.RoomStatusUpdate, { rid, ...change }));
      return true;
    },
    flood(rid, perSecond, seconds) {
      const room = roomOf(rid);
      if (room === undefined) return false;
      const ticks = Math.ceil((seconds * 1000) / FLOOD_TICK_MS);
      const perTick = (perSecond * FLOOD_TICK_MS) / 1000;
      let tick = 0;
      let owed = 0;
      const stop = scheduler.every(FLOOD_TICK_MS, () => {
        tick += 1;
        owed += perTick;
        for (; owed >= 1; owed -= 1) botWrites(room);
        if (tick >= ticks) {
          stop();
          floods = floods.filter((entry) => entry !== stop);
        }
      });
      floods.push(stop);
      return true;
    },
    connectionCount: () => hub.clients.size,
    reset() {
      stopTimers();
      pendingDrop = null;
      drop();
    },
    close() {
      stopTimers();
      drop();
      wss.close();
    },
  };
}
