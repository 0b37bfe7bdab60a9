import type { ChatSocketFeedback } from './chatSocket.ts';
import type { LoginAck } from './payloads.ts';
import type { ChatFrame, ChatProtocolError } from './protocol.ts';

/** SPEC §9 timings. */
export const CHAT_HEARTBEAT_MS = 10_000;
export const CHAT_RECONNECT_MS = 5_000;
export const CHAT_SEND_RETRY_MS = 300;

/** Who the socket logs in as: a member (login token; the jwt is fetched per login) or a guest. */
export type ChatIdentity = { kind: 'guest' } | { kind: 'member'; token: string };

/**
 * A message on its way. It stays here until the server echoes its `cid` on a chat line, so a message
 * sent just before a drop is sent again after the reconnect with the same cid (the server drops the
 * repeat); `sent` is cleared on every close.
 */
export interface OutboxEntry {
  cid: string;
  rid: string;
  msg: string;
  sent: boolean;
}

export interface ChatConnectionInput {
  url: string;
  /** Unique per page load (a UUID): prefixes client message ids so they never repeat across loads. */
  clientId: string;
  identity?: ChatIdentity;
}

export interface ChatConnectionContext {
  url: string;
  clientId: string;
  identity: ChatIdentity;
  /** The server's answer to the last login, null until logged in on the current socket. */
  self: LoginAck | null;
  /** Rooms to (re)join on every login. */
  rooms: string[];
  outbox: OutboxEntry[];
  nextCid: number;
}

export type ChatConnectionEvent =
  | { type: 'chat.connect' }
  | { type: 'chat.disconnect' }
  | { type: 'chat.identity'; identity: ChatIdentity }
  | { type: 'chat.join'; rid: string }
  | { type: 'chat.leave'; rid: string }
  /** Members only; the text is trimmed and checked again here (SPEC §5). */
  | { type: 'chat.send'; rid: string; text: string }
  | ChatSocketFeedback;

export type ChatConnectionEmitted =
  /** The frames of one display frame, in arrival order. */
  | { type: 'chat.frames'; frames: ChatFrame[] }
  | { type: 'chat.malformed'; error: ChatProtocolError }
  | { type: 'chat.ready'; self: LoginAck }
  /** The member login failed (jwt call), so the socket fell back to a guest login. */
  | { type: 'chat.loginFailed'; error: unknown };
