import type { z } from 'zod/mini';
import {
  blockSchema,
  chatLineSchema,
  clearSchema,
  destroySchema,
  giftRecordSchema,
  guestLoginSchema,
  heartbeatSchema,
  internalNotificationSchema,
  joinAckSchema,
  joinBroadcastSchema,
  joinRoomSchema,
  joinUnicastSchema,
  loginAckSchema,
  memberLoginSchema,
  muteSchema,
  predictionRecordSchema,
  roomStatusSchema,
  roomStatusUpdateSchema,
  scorePushSchema,
  sendMessageSchema,
  vipChatLevelSchema,
} from './payloads.ts';

/** Chat socket message ids (SPEC §9). */
export const ChatMsgId = {
  Heartbeat: 0,
  Login: 10001,
  JoinRoom: 10002,
  SendMessage: 10003,
  Mute: 10004,
  Block: 10005,
  RoomStatus: 10006,
  VipChatLevel: 10007,
  JoinBroadcast: 10008,
  RoomStatusUpdate: 10009,
  Destroy: 10013,
  ScorePush: 10014,
  Clear: 10015,
  JoinUnicast: 10016,
  GiftRecord: 10017,
  PredictionRecord: 10018,
  GuestLogin: 10019,
  InternalNotification: 60000,
} as const;
export type ChatMsgId = (typeof ChatMsgId)[keyof typeof ChatMsgId];

/** What the server sends, per id: every id of SPEC §9 arrives from the server. */
export const serverPayloadSchemas = {
  [ChatMsgId.Heartbeat]: heartbeatSchema,
  [ChatMsgId.Login]: loginAckSchema,
  [ChatMsgId.JoinRoom]: joinAckSchema,
  [ChatMsgId.SendMessage]: chatLineSchema,
  [ChatMsgId.Mute]: muteSchema,
  [ChatMsgId.Block]: blockSchema,
  [ChatMsgId.RoomStatus]: roomStatusSchema,
  [ChatMsgId.VipChatLevel]: vipChatLevelSchema,
  [ChatMsgId.JoinBroadcast]: joinBroadcastSchema,
  [ChatMsgId.RoomStatusUpdate]: roomStatusUpdateSchema,
  [ChatMsgId.Destroy]: destroySchema,
  [ChatMsgId.ScorePush]: scorePushSchema,
  [ChatMsgId.Clear]: clearSchema,
  [ChatMsgId.JoinUnicast]: joinUnicastSchema,
  [ChatMsgId.GiftRecord]: giftRecordSchema,
  [ChatMsgId.PredictionRecord]: predictionRecordSchema,
  [ChatMsgId.GuestLogin]: loginAckSchema,
  [ChatMsgId.InternalNotification]: internalNotificationSchema,
} as const;

/** What the client sends, per id: only these five. */
export const clientPayloadSchemas = {
  [ChatMsgId.Heartbeat]: heartbeatSchema,
  [ChatMsgId.Login]: memberLoginSchema,
  [ChatMsgId.JoinRoom]: joinRoomSchema,
  [ChatMsgId.SendMessage]: sendMessageSchema,
  [ChatMsgId.GuestLogin]: guestLoginSchema,
} as const;

type ServerSchemas = typeof serverPayloadSchemas;
type ClientSchemas = typeof clientPayloadSchemas;
export type ServerMsgId = keyof ServerSchemas;
export type ClientMsgId = keyof ClientSchemas;
export type ServerPayload<K extends ServerMsgId> = z.infer<ServerSchemas[K]>;
export type ClientPayload<K extends ClientMsgId> = z.infer<ClientSchemas[K]>;

/** A decoded frame from the server, narrowed by `msgId`. */
export type ChatFrame = { [K in ServerMsgId]: { msgId: K; msgData: ServerPayload<K> } }[ServerMsgId];
/** A decoded frame from a client (what the sandbox server reads). */
export type ClientFrame = { [K in ClientMsgId]: { msgId: K; msgData: ClientPayload<K> } }[ClientMsgId];

export type ChatProtocolErrorReason =
  | 'notJson'
  | 'notObject'
  | 'missingMsgId'
  | 'unknownMsgId'
  | 'invalidPayload';

/** The only error the decoders throw. */
export class ChatProtocolError extends Error {
  override readonly name = 'ChatProtocolError';
  readonly reason: ChatProtocolErrorReason;
  readonly msgId: number | undefined;

  constructor(reason: ChatProtocolErrorReason, detail: string, msgId?: number) {
    super(`chat frame rejected (${reason}): ${detail}`);
    this.reason = reason;
    this.msgId = msgId;
  }
}

export function isChatProtocolError(value: unknown): value is ChatProtocolError {
  return value instanceof ChatProtocolError;
}

/** The envelope `{msgId, msgData}` with msgData as a JSON object (not a JSON string). */
export function encodeFrame<K extends ClientMsgId>(msgId: K, payload: ClientPayload<K>): string;
export function encodeFrame<K extends ServerMsgId>(msgId: K, payload: ServerPayload<K>): string;
export function encodeFrame(msgId: number, payload: unknown): string {
  return JSON.stringify({ msgId, msgData: payload });
}

/** Decodes a frame the server sent. Throws only ChatProtocolError. */
export function decodeFrame(text: string): ChatFrame {
  return decodeWith(serverPayloadSchemas, text) as ChatFrame;
}

/** Decodes a frame a client sent (for servers). Throws only ChatProtocolError. */
export function decodeClientFrame(text: string): ClientFrame {
  return decodeWith(clientPayloadSchemas, text) as ClientFrame;
}

function decodeWith(table: Readonly<Record<number, z.ZodMiniType>>, text: string): unknown {
  const raw = parseJson(text, 'notJson');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ChatProtocolError('notObject', 'the envelope is not an object');
  }
  const { msgId, msgData } = raw as { msgId?: unknown; msgData?: unknown };
  if (typeof msgId !== 'number' || !Number.isInteger(msgId)) {
    throw new ChatProtocolError('missingMsgId', 'msgId is missing or not an integer');
  }
  const schema = Object.hasOwn(table, msgId) ? table[msgId] : undefined;
  if (schema === undefined) throw new ChatProtocolError('unknownMsgId', `msgId ${msgId}`, msgId);
  // Some servers double-encode msgData as a JSON string; a missing msgData is an empty payload.
  const data = typeof msgData === 'string' ? parseJson(msgData, 'invalidPayload', msgId) : (msgData ?? {});
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ChatProtocolError('invalidPayload', parsed.error.issues[0]?.message ?? 'invalid', msgId);
  }
  return { msgId, msgData: parsed.data };
}

function parseJson(text: string, reason: ChatProtocolErrorReason, msgId?: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ChatProtocolError(reason, 'not JSON', msgId);
  }
}

/** The chat socket address: the handshake path of SPEC §7 on the configured socket base. */
export function chatHandshakeUrl(wsBase: string, siteId: string): string {
  const base = wsBase.replace(/\/+$/, '');
  return `${base}/stream/ws/v1/handshake?clientType=web&siteId=${encodeURIComponent(siteId)}`;
}

const HANDSHAKE_PATH = '/stream/ws/v1/handshake';

/**
 * The socket URL from the runtime config's `wsUrl`: empty means the page's own origin (http → ws,
 * https → wss); a URL already ending in the handshake path gets only the query; anything else is a base.
 */
export function resolveChatSocketUrl(wsUrl: string, pageOrigin: string, siteId: string): string {
  const configured = wsUrl.trim();
  if (configured === '') return chatHandshakeUrl(pageOrigin.replace(/^http/, 'ws'), siteId);
  const base = configured.replace(/\/+$/, '');
  if (base.endsWith(HANDSHAKE_PATH)) return chatHandshakeUrl(base.slice(0, -HANDSHAKE_PATH.length), siteId);
  return chatHandshakeUrl(base, siteId);
}
