import { z } from 'zod/mini';
import { builtOnce } from '../engine/builtOnce.ts';
import { deferred } from '../validation/deferred.ts';

/**
 * Payload shapes of the chat socket (SPEC §3, §9). The spec fixes only the envelope, join room `{rid}`,
 * send `{msg}` and chat login `{token, body}`. Every other shape below is our own decision, listed here
 * so the sandbox and a real server adapter have one place to compare against:
 * - every server answer and push (login ack, chat line, mute, block, room status and update, vip level,
 *   joins, destroy, score push, clear, gift and prediction records, internal notification);
 * - `rid` and `cid` (client message id, echoed back on the chat line) on the outgoing send;
 * - heartbeat and guest login carry an empty object.
 * Unknown extra fields are dropped on decode (zod's default), so a richer server still parses.
 */

const rid = z.string().check(z.minLength(1));
const time = z.int().check(z.nonnegative());

/** Heartbeat, both directions. */
export const heartbeatSchema = deferred(() => z.object({}));

/** Member login: the login token and the member/jwt answer as it came (SPEC §3). */
export const memberLoginSchema = deferred(() =>
  z.object({ token: z.string().check(z.minLength(1)), body: z.json() }),
);
export type MemberLogin = z.infer<typeof memberLoginSchema>;

/** Guest login carries nothing: the handshake URL already names the site and client. */
export const guestLoginSchema = deferred(() => z.object({}));

/** The server's answer to either login (same msgId as the request). */
export const loginAckSchema = deferred(() =>
  z.object({ uid: z.string(), nickName: z.string(), guest: z.boolean() }),
);
export type LoginAck = z.infer<typeof loginAckSchema>;

export const joinRoomSchema = deferred(() => z.object({ rid }));
export type JoinRoom = z.infer<typeof joinRoomSchema>;

/** The server's answer to a join. */
export const joinAckSchema = deferred(() =>
  z.object({ rid, online: z.optional(z.int().check(z.nonnegative())) }),
);
export type JoinAck = z.infer<typeof joinAckSchema>;

export const sendMessageSchema = deferred(() =>
  z.object({ rid, msg: z.string().check(z.minLength(1)), cid: z.string().check(z.minLength(1)) }),
);
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** One line of chat, live (msgId 10003 from the server) or from history. `time` is epoch ms. */
export const chatLineSchema = deferred(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    rid,
    uid: z.string(),
    nickName: z.string(),
    msg: z.string(),
    time,
    vipLevel: z.optional(z.int().check(z.nonnegative())),
    /** A notice from the room itself, styled apart from member lines. */
    system: z.optional(z.boolean()),
    /** Echo of the sender's client message id: the sender's outbox drops the message on seeing it. */
    cid: z.optional(z.string()),
  }),
);
export type ChatLine = z.infer<typeof chatLineSchema>;

/** Sent only to the member concerned. Without rid it applies to every room. */
export const muteSchema = deferred(() =>
  z.object({
    rid: z.optional(rid),
    muted: z.boolean(),
    reason: z.string(),
    /** Epoch ms when the mute ends; absent means until lifted. */
    until: z.optional(time),
  }),
);
export type Mute = z.infer<typeof muteSchema>;

/** The member is barred from a room (or every room without rid) and can no longer send there. */
export const blockSchema = deferred(() =>
  z.object({ rid: z.optional(rid), blocked: z.boolean(), reason: z.string() }),
);
export type Block = z.infer<typeof blockSchema>;

/** The full status of a room, answered after a join. */
const roomStatusObject = builtOnce(() =>
  z.object({
    rid,
    open: z.boolean(),
    reason: z.optional(z.string()),
    online: z.optional(z.int().check(z.nonnegative())),
    notice: z.optional(z.string()),
  }),
);
export const roomStatusSchema = deferred(roomStatusObject);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

/** A partial change of room status: only the fields present change. */
export const roomStatusUpdateSchema = deferred(() =>
  z.required(z.partial(roomStatusObject()), { rid: true }),
);
export type RoomStatusUpdate = z.infer<typeof roomStatusUpdateSchema>;

/** Minimum VIP grade needed to write in the room (0 = everybody). */
export const vipChatLevelSchema = deferred(() =>
  z.object({ rid: z.optional(rid), level: z.int().check(z.nonnegative()) }),
);
export type VipChatLevel = z.infer<typeof vipChatLevelSchema>;

/** Someone joined the room (sent to everybody in it). */
export const joinBroadcastSchema = deferred(() =>
  z.object({
    rid,
    uid: z.string(),
    nickName: z.string(),
    vipLevel: z.optional(z.int().check(z.nonnegative())),
    online: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type JoinBroadcast = z.infer<typeof joinBroadcastSchema>;

/** Sent only to the member who joined: the room's welcome text. */
export const joinUnicastSchema = deferred(() => z.object({ rid, welcome: z.string() }));
export type JoinUnicast = z.infer<typeof joinUnicastSchema>;

export const destroySchema = deferred(() => z.object({ rid, reason: z.optional(z.string()) }));
export type Destroy = z.infer<typeof destroySchema>;

/** Live score of the room's match; field names follow SPEC §3 match live data. */
export const scorePushSchema = deferred(() =>
  z.object({
    rid,
    gameId: z.string(),
    sc_FT_H: z.string(),
    sc_FT_C: z.string(),
    re_time: z.optional(z.string()),
  }),
);
export type ScorePush = z.infer<typeof scorePushSchema>;

/** Clear the room's messages, or only one member's when uid is given. */
export const clearSchema = deferred(() => z.object({ rid, uid: z.optional(z.string()) }));
export type Clear = z.infer<typeof clearSchema>;

export const giftRecordSchema = deferred(() =>
  z.object({
    rid,
    id: z.string().check(z.minLength(1)),
    uid: z.string(),
    nickName: z.string(),
    giftName: z.string(),
    count: z.int().check(z.positive()),
    time,
  }),
);
export type GiftRecord = z.infer<typeof giftRecordSchema>;

export const predictionRecordSchema = deferred(() =>
  z.object({
    rid,
    id: z.string().check(z.minLength(1)),
    uid: z.string(),
    nickName: z.string(),
    content: z.string(),
    time,
  }),
);
export type PredictionRecord = z.infer<typeof predictionRecordSchema>;

/** An operator notice for everybody on the socket, shown in every open room. */
export const internalNotificationSchema = deferred(() =>
  z.object({ id: z.string().check(z.minLength(1)), content: z.string(), time }),
);
export type InternalNotification = z.infer<typeof internalNotificationSchema>;

/** `/stream/api/v1/history` answer: a bare array of lines or `{ list }` (the spec shows no shape). */
export const chatHistoryResponseSchema = deferred(() =>
  z.union([
    z.array(chatLineSchema),
    z.pipe(
      z.object({ list: z.array(chatLineSchema) }),
      z.transform((page) => page.list),
    ),
  ]),
);
