import {
  ChatMsgId,
  type ClientFrame,
  decodeClientFrame,
  encodeFrame,
  isChatProtocolError,
  type ServerMsgId,
  type ServerPayload,
} from '@jinli/core/contract';
import { prepareChatText } from '@jinli/core/rules';
import type { WebSocket } from 'ws';
import { findAccount, sessionAccount } from '../auth/authState.ts';
import { verifyMemberJwt } from '../routes/member.ts';
import type { SandboxState } from '../state.ts';
import { blockOf, type ChatRoom, findByCid, isMuted, postLine, scoreOf } from './chatWorld.ts';

/** One socket of the sandbox chat: who it is logged in as and which rooms it joined. */
export interface ChatClient {
  ws: WebSocket;
  /** null until the first login frame was answered. */
  self: { uid: string; nickName: string; guest: boolean; name: string | null; vipLevel: number } | null;
  rooms: Set<string>;
}

export interface ChatHub {
  state: () => SandboxState;
  now: () => number;
  clients: Set<ChatClient>;
  /** Called with a send frame before it is handled; answers false to stop handling (a drop fault). */
  beforeSend(client: ChatClient): 'handle' | 'dropNow' | 'handleThenDrop';
  drop(): void;
}

export function sendTo<K extends ServerMsgId>(client: ChatClient, msgId: K, payload: ServerPayload<K>): void {
  sendText(client, encodeFrame(msgId, payload));
}

export function sendText(client: ChatClient, text: string): void {
  if (client.ws.readyState === client.ws.OPEN) client.ws.send(text);
}

/** Sends one encoded frame to every client in the room, except `except`. */
export function broadcast(hub: ChatHub, rid: string, text: string, except?: ChatClient): void {
  for (const client of hub.clients) {
    if (client !== except && client.rooms.has(rid)) sendText(client, text);
  }
}

/** The room's online count: its seated audience plus the sockets in it. */
export function onlineIn(hub: ChatHub, rid: string): number {
  let count = hub.state().chat.rooms.get(rid)?.audience ?? 0;
  for (const client of hub.clients) if (client.rooms.has(rid)) count += 1;
  return count;
}

/** Tells everybody else in the rooms the new online count (after a join or a socket leaving). */
export function announceOnline(hub: ChatHub, rids: Iterable<string>, except?: ChatClient): void {
  for (const rid of rids) {
    broadcast(hub, rid, encodeFrame(ChatMsgId.RoomStatusUpdate, { rid, online: onlineIn(hub, rid) }), except);
  }
}

/** Handles one text frame from a client. Malformed or unknown frames are ignored (logged by caller). */
export function handleClientText(hub: ChatHub, client: ChatClient, text: string): string | null {
  let frame: ClientFrame;
  try {
    frame = decodeClientFrame(text);
  } catch (error) {
    return isChatProtocolError(error) ? error.message : String(error);
  }
  switch (frame.msgId) {
    case ChatMsgId.Heartbeat:
      sendTo(client, ChatMsgId.Heartbeat, {});
      return null;
    case ChatMsgId.GuestLogin:
      loginAsGuest(hub, client, ChatMsgId.GuestLogin);
      return null;
    case ChatMsgId.Login:
      loginAsMember(hub, client, frame.msgData.token, frame.msgData.body);
      return null;
    case ChatMsgId.JoinRoom:
      joinRoom(hub, client, frame.msgData.rid);
      return null;
    case ChatMsgId.SendMessage:
      return sendMessage(hub, client, frame.msgData);
  }
}

function loginAsGuest(hub: ChatHub, client: ChatClient, msgId: 10001 | 10019): void {
  const world = hub.state().chat;
  const n = world.nextGuest++;
  const self = {
    uid: `guest-${n}`,
    nickName: `游客${String(1000 + n)}`,
    guest: true,
    name: null,
    vipLevel: 0,
  };
  relogin(hub, client, self);
  sendTo(client, msgId, { uid: self.uid, nickName: self.nickName, guest: true });
  sendTo(client, ChatMsgId.Mute, { muted: false, reason: '' });
  sendTo(client, ChatMsgId.Block, { blocked: false, reason: '' });
}

/**
 * Member login: the jwt must be one the sandbox signed, unexpired, for the member whose login token
 * comes with it, and that token must be live. Anything else is answered as a guest login on 10001.
 */
function loginAsMember(hub: ChatHub, client: ChatClient, token: string, body: unknown): void {
  const state = hub.state();
  const jwt = typeof body === 'object' && body !== null && 'jwt' in body ? body.jwt : undefined;
  const claims = typeof jwt === 'string' ? verifyMemberJwt(jwt, hub.now()) : null;
  const account = sessionAccount(state.auth, token);
  if (claims === null || account === undefined || account.name !== claims.sub) {
    loginAsGuest(hub, client, ChatMsgId.Login);
    return;
  }
  const self = {
    uid: String(account.userId),
    nickName: account.name,
    guest: false,
    name: account.name,
    vipLevel: account.vipGrade,
  };
  relogin(hub, client, self);
  sendTo(client, ChatMsgId.Login, { uid: self.uid, nickName: self.nickName, guest: false });
  // The member's standing is sent after every login, so a client never keeps another identity's.
  const mute = isMuted(state.chat, account.name);
  sendTo(client, ChatMsgId.Mute, { muted: mute !== undefined, reason: mute?.reason ?? '' });
  const block = state.chat.blocks.get(account.name.toLowerCase());
  sendTo(client, ChatMsgId.Block, {
    blocked: block !== undefined,
    reason: block?.reason ?? '',
    ...(block?.rid === undefined ? {} : { rid: block.rid }),
  });
}

/** A new login on an open socket leaves its rooms: the client joins them again once ready. */
function relogin(hub: ChatHub, client: ChatClient, self: NonNullable<ChatClient['self']>): void {
  client.self = self;
  const left = [...client.rooms];
  client.rooms.clear();
  announceOnline(hub, left);
}

/**
 * Joins the room. A socket watches one match at a time (the protocol has no leave frame): joining a
 * match room leaves the socket's other match room, so online counts follow the member.
 */
function joinRoom(hub: ChatHub, client: ChatClient, rid: string): void {
  const { chat } = hub.state();
  const room = chat.rooms.get(rid);
  if (client.self === null || room === undefined) return;
  const left: string[] = [];
  if (room.match !== null)
    for (const held of client.rooms)
      if (held !== rid && chat.rooms.get(held)?.match) {
        client.rooms.delete(held);
        left.push(held);
      }
  const rejoin = client.rooms.has(rid);
  client.rooms.add(rid);
  announceOnline(hub, left);
  const online = onlineIn(hub, rid);
  sendTo(client, ChatMsgId.JoinRoom, { rid, online });
  sendTo(client, ChatMsgId.RoomStatus, {
    rid,
    open: room.open,
    online,
    notice: room.notice,
    ...(room.reason === '' ? {} : { reason: room.reason }),
  });
  sendTo(client, ChatMsgId.JoinUnicast, { rid, welcome: room.welcome });
  const score = scoreOf(room, hub.state().sports, hub.now());
  if (score !== null) sendTo(client, ChatMsgId.ScorePush, score);
  if (!client.self.guest) {
    const { uid, nickName, vipLevel } = client.self;
    const text = encodeFrame(ChatMsgId.JoinBroadcast, { rid, uid, nickName, vipLevel, online });
    broadcast(hub, rid, text, client);
  } else if (!rejoin) announceOnline(hub, [rid], client);
}

function sendMessage(
  hub: ChatHub,
  client: ChatClient,
  data: { rid: string; msg: string; cid: string },
): string | null {
  const world = hub.state().chat;
  const self = client.self;
  const room = world.rooms.get(data.rid);
  if (self === null || self.guest || self.name === null || room === undefined || !client.rooms.has(room.rid))
    return 'send ignored: not a member in that room';
  // A resend of a message the server already took: echo the stored line to the sender only.
  const earlier = findByCid(world, self.uid, data.cid);
  if (earlier !== undefined) {
    sendTo(client, ChatMsgId.SendMessage, earlier);
    return null;
  }
  const refusal = refuse(hub, client, room, self.name);
  if (refusal) return 'send refused';
  const prepared = prepareChatText(data.msg);
  if (!prepared.ok) return `send ignored: ${prepared.problem}`;
  const plan = hub.beforeSend(client);
  if (plan === 'dropNow') {
    hub.drop();
    return null;
  }
  const line = postLine(
    world,
    room,
    { uid: self.uid, nickName: self.nickName, vipLevel: self.vipLevel },
    { msg: prepared.text, time: hub.now(), cid: data.cid },
  );
  const text = encodeFrame(ChatMsgId.SendMessage, line);
  if (plan === 'handleThenDrop') {
    // The line is stored and everybody else sees it; the sender's echo is lost with the connection.
    broadcast(hub, room.rid, text, client);
    hub.drop();
    return null;
  }
  broadcast(hub, room.rid, text);
  return null;
}

/** Tells the sender why it may not write (mute, block, closed room); true when refused. */
function refuse(hub: ChatHub, client: ChatClient, room: ChatRoom, name: string): boolean {
  const world = hub.state().chat;
  const mute = isMuted(world, name);
  if (mute !== undefined) {
    sendTo(client, ChatMsgId.Mute, { muted: true, reason: mute.reason });
    return true;
  }
  const block = blockOf(world, name, room.rid);
  if (block !== undefined) {
    sendTo(client, ChatMsgId.Block, { rid: room.rid, blocked: true, reason: block.reason });
    return true;
  }
  if (!room.open) {
    sendTo(client, ChatMsgId.RoomStatus, { rid: room.rid, open: false, reason: room.reason });
    return true;
  }
  return false;
}

/** Connections logged in as this member (by name, any case). */
export function clientsOf(hub: ChatHub, name: string): ChatClient[] {
  const account = findAccount(hub.state().auth, name);
  if (account === undefined) return [];
  return [...hub.clients].filter((client) => client.self?.name === account.name);
}
