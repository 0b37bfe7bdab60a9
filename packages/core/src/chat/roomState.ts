import { appendRecord, clearLines, mergeLines } from './chatLog.ts';
import { type ChatTextProblem, prepareChatText } from './chatText.ts';
import type {
  ChatLine,
  GiftRecord,
  InternalNotification,
  JoinBroadcast,
  PredictionRecord,
  ScorePush,
} from './payloads.ts';
import { type ChatFrame, ChatMsgId } from './protocol.ts';

/** What a room shows. Everything the server pushes lands here through `applyRoomFrame`. */
export interface RoomState {
  rid: string;
  lines: ChatLine[];
  /** Set while the server says this member may not write; cleared by a later mute frame. */
  muted: { reason: string; until?: number } | null;
  blocked: { reason: string } | null;
  /** The room is closed (status) or destroyed; nobody can write. */
  closed: { reason: string; destroyed: boolean } | null;
  online: number | null;
  notice: string | null;
  welcome: string | null;
  /** Minimum VIP grade to write (the server enforces it; shown to the member). */
  minVipLevel: number;
  lastJoin: JoinBroadcast | null;
  score: ScorePush | null;
  gifts: GiftRecord[];
  predictions: PredictionRecord[];
  notifications: InternalNotification[];
}

export const ROOM_RECORD_CAP = 50;
export const ROOM_CLOSED_MESSAGE = '房间已关闭';
export const ROOM_DESTROYED_MESSAGE = '房间已解散';

export function emptyRoomState(rid: string): RoomState {
  return {
    rid,
    lines: [],
    muted: null,
    blocked: null,
    closed: null,
    online: null,
    notice: null,
    welcome: null,
    minVipLevel: 0,
    lastJoin: null,
    score: null,
    gifts: [],
    predictions: [],
    notifications: [],
  };
}

/** Frames without rid (mute, block, vip level, notifications) apply to every room. */
function concernsRoom(state: RoomState, frame: ChatFrame): boolean {
  const rid = 'rid' in frame.msgData ? frame.msgData.rid : undefined;
  return rid === undefined || rid === state.rid;
}

/** The room after one server frame. Frames for other rooms and session frames change nothing. */
export function applyRoomFrame(state: RoomState, frame: ChatFrame): RoomState {
  if (!concernsRoom(state, frame)) return state;
  switch (frame.msgId) {
    case ChatMsgId.SendMessage: {
      const lines = mergeLines(state.lines, [frame.msgData]);
      return lines === state.lines ? state : { ...state, lines };
    }
    case ChatMsgId.Mute: {
      const { muted, reason, until } = frame.msgData;
      return { ...state, muted: muted ? { reason, ...(until === undefined ? {} : { until }) } : null };
    }
    case ChatMsgId.Block:
      return { ...state, blocked: frame.msgData.blocked ? { reason: frame.msgData.reason } : null };
    case ChatMsgId.RoomStatus:
    case ChatMsgId.RoomStatusUpdate: {
      const { open, reason, online, notice } = frame.msgData;
      const next = { ...state };
      if (open !== undefined && state.closed?.destroyed !== true) {
        next.closed = open ? null : { reason: reason ?? ROOM_CLOSED_MESSAGE, destroyed: false };
      }
      if (online !== undefined) next.online = online;
      if (notice !== undefined) next.notice = notice;
      return next;
    }
    case ChatMsgId.Destroy:
      return {
        ...state,
        closed: { reason: frame.msgData.reason ?? ROOM_DESTROYED_MESSAGE, destroyed: true },
      };
    case ChatMsgId.VipChatLevel:
      return { ...state, minVipLevel: frame.msgData.level };
    case ChatMsgId.JoinRoom:
      return frame.msgData.online === undefined ? state : { ...state, online: frame.msgData.online };
    case ChatMsgId.JoinBroadcast:
      return { ...state, lastJoin: frame.msgData, online: frame.msgData.online ?? state.online };
    case ChatMsgId.JoinUnicast:
      return { ...state, welcome: frame.msgData.welcome };
    case ChatMsgId.ScorePush:
      return { ...state, score: frame.msgData };
    case ChatMsgId.Clear:
      return { ...state, lines: clearLines(state.lines, frame.msgData.uid) };
    case ChatMsgId.GiftRecord:
      return { ...state, gifts: appendRecord(state.gifts, frame.msgData, ROOM_RECORD_CAP) };
    case ChatMsgId.PredictionRecord:
      return { ...state, predictions: appendRecord(state.predictions, frame.msgData, ROOM_RECORD_CAP) };
    case ChatMsgId.InternalNotification:
      return { ...state, notifications: appendRecord(state.notifications, frame.msgData, ROOM_RECORD_CAP) };
    default:
      return state;
  }
}

/**
 * The room after a batch of frames (one display frame's worth): the same state as applying them one by
 * one, but a run of chat lines is merged into the list once instead of once per line.
 */
export function applyRoomFrames(state: RoomState, frames: readonly ChatFrame[]): RoomState {
  let next = state;
  let run: ChatLine[] = [];
  const appendRun = () => {
    if (run.length === 0) return;
    const lines = mergeLines(next.lines, run);
    if (lines !== next.lines) next = { ...next, lines };
    run = [];
  };
  for (const frame of frames) {
    if (frame.msgId === ChatMsgId.SendMessage) {
      if (concernsRoom(next, frame)) run.push(frame.msgData);
      continue;
    }
    appendRun();
    next = applyRoomFrame(next, frame);
  }
  appendRun();
  return next;
}

export type SendProblem = ChatTextProblem | 'guest' | 'muted' | 'blocked' | 'closed';

export type SendCheck = { ok: true; text: string } | { ok: false; problem: SendProblem; message: string };

const withReason = (base: string, reason: string) => (reason === '' ? base : `${base}：${reason}`);

/**
 * Why this member cannot write in the room right now (the composer shows it and stays disabled),
 * or the trimmed text to send. Room state is checked before the text, so a muted member sees why
 * even with an empty composer.
 */
export function checkSend(state: RoomState, isGuest: boolean, raw: string): SendCheck {
  if (isGuest) return { ok: false, problem: 'guest', message: '请先登录后再发言' };
  if (state.closed !== null) return { ok: false, problem: 'closed', message: state.closed.reason };
  if (state.blocked !== null) {
    return {
      ok: false,
      problem: 'blocked',
      message: withReason('您已被禁止在本房间发言', state.blocked.reason),
    };
  }
  if (state.muted !== null) {
    return { ok: false, problem: 'muted', message: withReason('您已被禁言', state.muted.reason) };
  }
  const prepared = prepareChatText(raw);
  return prepared.ok ? prepared : { ok: false, problem: prepared.problem, message: prepared.message };
}
