import type { ChatLine } from '@jinli/core';
import type { ScorePush } from '@jinli/core/contract';
import { createRandom } from '../../seed/random.ts';
import type { SportsSeed } from '../../seed/sports.ts';
import { liveData } from '../sports/simulation.ts';
import type { SportsState } from '../sports/sportsState.ts';
import { type BotLineKind, botLine, pickBot } from './botScript.ts';

/** The data of the sandbox chat (rooms, history, mutes, blocks); part of SandboxState, so reset is exact. */

export const LOBBY_RID = 'lobby';
/** Each room keeps this many newest lines for /stream/api/v1/history. */
export const ROOM_HISTORY_CAP = 2_000;

/** The in-play sportsbook match a room is about; its score comes from the sports simulation. */
export interface ChatMatch {
  gameId: string;
  home: string;
  away: string;
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
  /**
   * Members reading along without a socket of this sandbox (a real room is never empty): the online
   * count is this plus the connections in the room (issue #28: a busy room said 1 人在线).
   */
  audience: number;
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

/** A room per in-play (RB) match of the sportsbook's seed, in the seed's order. */
export function inPlayMatches(seed: SportsSeed): ChatMatch[] {
  return seed.matches
    .filter((match) => match.market === 'RB' && match.team_c !== '')
    .map((match) => ({ gameId: match.gameId, home: match.team_h, away: match.team_c }));
}

export const matchRid = (gameId: string) => `match-${gameId}`;

/** A plausible, fixed audience per room: 320-519 in the lobby, 40-179 in a match room. */
export function seatedAudience(rid: string, kind: BotLineKind): number {
  let h = 2166136261;
  for (const char of rid) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  h >>>= 0;
  return kind === 'lobby' ? 320 + (h % 200) : 40 + (h % 140);
}

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
    audience: seatedAudience(rid, kind),
  };
}

export function createChatWorld(seed: number, now: number, matches: readonly ChatMatch[]): ChatWorld {
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
  for (const match of matches) {
    const rid = matchRid(match.gameId);
    world.rooms.set(rid, newRoom(rid, `${match.home} vs ${match.away}`, 'match', { ...match }));
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
          msg: botLine(world.random, room.kind, room.match),
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

/**
 * The room's score push: the sportsbook simulation's score and period of the match at `now`, so the
 * chat and the match list never disagree. Null for the lobby, and for a match the sportsbook no longer
 * has live (finished, or replaced by the bench board).
 */
export function scoreOf(room: ChatRoom, sports: SportsState, now: number): ScorePush | null {
  const { match } = room;
  if (match === null || sports.finished.has(match.gameId)) return null;
  const seeded = sports.seed.matches.find((m) => m.gameId === match.gameId);
  const live = seeded === undefined ? undefined : liveData(sports, seeded, now);
  if (live === undefined) return null;
  const period = live.re_time ?? live.se_now;
  return {
    rid: room.rid,
    gameId: match.gameId,
    sc_FT_H: String(live.sc_FT_H ?? 0),
    sc_FT_C: String(live.sc_FT_C ?? 0),
    ...(period === undefined ? {} : { re_time: String(period) }),
  };
}

export function isMuted(world: ChatWorld, name: string): { reason: string } | undefined {
  return world.mutes.get(name.toLowerCase());
}

export function blockOf(world: ChatWorld, name: string, rid: string): { reason: string } | undefined {
  const block = world.blocks.get(name.toLowerCase());
  return block !== undefined && (block.rid === undefined || block.rid === rid) ? block : undefined;
}
