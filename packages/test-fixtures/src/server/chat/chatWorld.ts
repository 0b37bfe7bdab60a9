import type { ChatLine, ScorePush } from '@jinli/core';
import { createRandom, randomInt } from '../../seed/random.ts';
import { type BotLineKind, botLine, pickBot } from './botScript.ts';

/** The data of the sandbox chat (rooms, history, mutes, blocks); part of SandboxState, so reset is exact. */

export const LOBBY_RID = 'lobby';
/** Each room keeps this many newest lines for /stream/api/v1/history. */
export const ROOM_HISTORY_CAP = 2_000;

export interface ChatMatch {
  gameId: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  minute: number;
}

export interface ChatRoom {
  rid: string;
  title: string;
  kind: BotLineKind;
  open: boolean;
  reason: string;
  notice: string;
  welcome: string;
  /** Oldest first. */
  lines: ChatLine[];
  match: ChatMatch | null;
}

export interface ChatWorld {
  random: () => number;
  rooms: Map<string, ChatRoom>;
  /** By lower-case member name. Mutes and blocks apply to every room unless `rid` is set. */
  mutes: Map<string, { reason: string }>;
  blocks: Map<string, { reason: string; rid?: string }>;
  /** By uid: client message ids already taken, with the line they made (a repeat is echoed, not stored). */
  seenCids: Map<string, Map<string, ChatLine>>;
  nextLineId: number;
  nextGuest: number;
}

const MATCHES: readonly Omit<ChatMatch, 'homeScore' | 'awayScore' | 'minute'>[] = [
  { gameId: '100021-8801', home: '曼城', away: '阿森纳' },
  { gameId: '100030-8802', home: '皇家马德里', away: '巴塞罗那' },
  { gameId: '100210-8803', home: '上海海港', away: '北京国安' },
];

export const matchRid = (gameId: string) => `match-${gameId}`;

function newRoom(rid: string, title: string, kind: BotLineKind, match: ChatMatch | null): ChatRoom {
  return {
    rid,
    title,
    kind,
    open: true,
    reason: '',
    notice: kind === 'lobby' ? '文明聊天，理性娱乐，禁止发布广告' : `${title} 直播聊天室`,
    welcome: kind === 'lobby' ? '欢迎来到锦鲤大厅聊天室' : `欢迎来到 ${title} 聊天室`,
    lines: [],
    match,
  };
}

export function createChatWorld(seed: number, now: number): ChatWorld {
  const world: ChatWorld = {
    random: createRandom(seed ^ 0xc4a7),
    rooms: new Map(),
    mutes: new Map(),
    blocks: new Map(),
    seenCids: new Map(),
    nextLineId: 1,
    nextGuest: 1,
  };
  world.rooms.set(LOBBY_RID, newRoom(LOBBY_RID, '大厅', 'lobby', null));
  for (const base of MATCHES) {
    const match = {
      ...base,
      homeScore: randomInt(world.random, 0, 2),
      awayScore: randomInt(world.random, 0, 2),
      minute: randomInt(world.random, 10, 70),
    };
    world.rooms.set(
      matchRid(base.gameId),
      newRoom(matchRid(base.gameId), `${base.home} vs ${base.away}`, 'match', match),
    );
  }
  // Seeded history: a conversation that ended just before the sandbox started.
  for (const room of world.rooms.values()) {
    const count = room.kind === 'lobby' ? 40 : 20;
    for (let i = count; i >= 1; i -= 1) {
      const bot = pickBot(world.random);
      postLine(
        world,
        room,
        { uid: bot.uid, nickName: bot.nickName, vipLevel: bot.vipLevel },
        {
          msg: botLine(world.random, room.kind),
          time: now - i * 45_000,
        },
      );
    }
  }
  return world;
}

export interface LineAuthor {
  uid: string;
  nickName: string;
  vipLevel?: number;
  system?: boolean;
}

/** Stores a new line in the room (oldest dropped past the cap) and returns it. */
export function postLine(
  world: ChatWorld,
  room: ChatRoom,
  author: LineAuthor,
  message: { msg: string; time: number; cid?: string },
): ChatLine {
  const line: ChatLine = {
    id: `m${world.nextLineId++}`,
    rid: room.rid,
    uid: author.uid,
    nickName: author.nickName,
    msg: message.msg,
    time: message.time,
    ...(author.vipLevel === undefined ? {} : { vipLevel: author.vipLevel }),
    ...(author.system ? { system: true } : {}),
    ...(message.cid === undefined ? {} : { cid: message.cid }),
  };
  room.lines.push(line);
  if (room.lines.length > ROOM_HISTORY_CAP) room.lines.splice(0, room.lines.length - ROOM_HISTORY_CAP);
  if (message.cid !== undefined) {
    const seen = world.seenCids.get(author.uid) ?? new Map<string, ChatLine>();
    seen.set(message.cid, line);
    world.seenCids.set(author.uid, seen);
  }
  return line;
}

/** The line a member's client message id already made, if any (de-duplication of resends). */
export function findByCid(world: ChatWorld, uid: string, cid: string): ChatLine | undefined {
  return world.seenCids.get(uid)?.get(cid);
}

/** History page `pageNum` (1 = newest) of `pageSize` lines, oldest first within the page. */
export function historyPage(world: ChatWorld, rid: string, pageNum: number, pageSize: number): ChatLine[] {
  const lines = world.rooms.get(rid)?.lines ?? [];
  const end = lines.length - (pageNum - 1) * pageSize;
  if (end <= 0) return [];
  return lines.slice(Math.max(0, end - pageSize), end);
}

export function scoreOf(room: ChatRoom): ScorePush | null {
  const { match } = room;
  if (match === null) return null;
  const half = match.minute <= 45 ? '1H' : '2H';
  return {
    rid: room.rid,
    gameId: match.gameId,
    sc_FT_H: String(match.homeScore),
    sc_FT_C: String(match.awayScore),
    re_time: `${half}^${match.minute}'`,
  };
}

/** One step of a live match: the clock moves and now and then somebody scores. */
export function advanceMatch(world: ChatWorld, room: ChatRoom): void {
  const { match } = room;
  if (match === null) return;
  match.minute = match.minute >= 90 ? 1 : match.minute + 1;
  if (world.random() < 0.15) {
    if (world.random() < 0.5) match.homeScore += 1;
    else match.awayScore += 1;
  }
}

export function isMuted(world: ChatWorld, name: string): { reason: string } | undefined {
  return world.mutes.get(name.toLowerCase());
}

export function blockOf(world: ChatWorld, name: string, rid: string): { reason: string } | undefined {
  const block = world.blocks.get(name.toLowerCase());
  return block !== undefined && (block.rid === undefined || block.rid === rid) ? block : undefined;
}
