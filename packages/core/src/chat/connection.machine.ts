import {
  type ActorRefFrom,
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  not,
  type SnapshotFrom,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import { builtOnce } from '../engine/builtOnce.ts';
import type { FramePort } from '../ports/frame.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { StoragePort } from '../ports/storage.ts';
import { loadChatJwt } from './chatJwt.ts';
import {
  type ChatSocketCommand,
  createChatSocketLogic,
  jwtNotProvided,
  socketNotProvided,
} from './chatSocket.ts';
import { prepareChatText } from './chatText.ts';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_RECONNECT_MS,
  CHAT_SEND_RETRY_MS,
  type ChatConnectionContext,
  type ChatConnectionEmitted,
  type ChatConnectionEvent,
  type ChatConnectionInput,
  type ChatIdentity,
  type OutboxEntry,
} from './connection.types.ts';
import type { LoginAck } from './payloads.ts';
import { type ChatFrame, ChatMsgId, encodeFrame } from './protocol.ts';

const sameIdentity = (a: ChatIdentity, b: ChatIdentity) =>
  a.kind === b.kind && (a.kind === 'guest' || (b.kind === 'member' && a.token === b.token));

const socketSend = (text: string): ChatSocketCommand => ({ type: 'socket.send', text });

const isLoginAckFrame = (frame: ChatFrame) =>
  frame.msgId === ChatMsgId.Login || frame.msgId === ChatMsgId.GuestLogin;

/** The last login answer among a batch of frames, if any. */
function loginAckOf(event: ChatConnectionEvent): LoginAck | null {
  if (event.type !== 'socket.frames') return null;
  let ack: LoginAck | null = null;
  for (const frame of event.frames) {
    if (frame.msgId === ChatMsgId.Login || frame.msgId === ChatMsgId.GuestLogin) ack = frame.msgData;
  }
  return ack;
}

export const chatConnectionMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ChatConnectionContext,
      events: {} as ChatConnectionEvent,
      emitted: {} as ChatConnectionEmitted,
      input: {} as ChatConnectionInput,
    },
    actors: { socket: socketNotProvided, fetchJwt: jwtNotProvided },
    delays: { heartbeat: CHAT_HEARTBEAT_MS, reconnect: CHAT_RECONNECT_MS, sendRetry: CHAT_SEND_RETRY_MS },
    guards: {
      isMember: ({ context }) => context.identity.kind === 'member',
      isLoginAck: ({ event }) => event.type === 'socket.frames' && event.frames.some(isLoginAckFrame),
      canSend: ({ context, event }) =>
        event.type === 'chat.send' && context.identity.kind === 'member' && prepareChatText(event.text).ok,
      hasUnsent: ({ context }) => context.outbox.some((entry) => !entry.sent),
      isReady: stateIn('#ready'),
    },
    actions: {
      sendHeartbeat: sendTo('socket', socketSend(encodeFrame(ChatMsgId.Heartbeat, {}))),
      sendGuestLogin: sendTo('socket', socketSend(encodeFrame(ChatMsgId.GuestLogin, {}))),
      joinAllRooms: enqueueActions(({ context, enqueue }) => {
        for (const rid of context.rooms)
          enqueue.sendTo('socket', socketSend(encodeFrame(ChatMsgId.JoinRoom, { rid })));
      }),
      rememberRoom: assign({
        rooms: ({ context, event }) =>
          event.type === 'chat.join' && !context.rooms.includes(event.rid)
            ? [...context.rooms, event.rid]
            : context.rooms,
      }),
      forgetRoom: assign({
        rooms: ({ context, event }) =>
          context.rooms.filter((rid) => event.type !== 'chat.leave' || rid !== event.rid),
      }),
      joinRoom: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'chat.join') return;
        enqueue.sendTo('socket', socketSend(encodeFrame(ChatMsgId.JoinRoom, { rid: event.rid })));
      }),
      setIdentity: assign(({ context, event }) => {
        if (event.type !== 'chat.identity' || sameIdentity(context.identity, event.identity)) return {};
        // Queued text belongs to the identity that typed it: never send it under another one.
        return { identity: event.identity, outbox: [] };
      }),
      enqueueMessage: assign(({ context, event }) => {
        if (event.type !== 'chat.send') return {};
        const prepared = prepareChatText(event.text);
        if (!prepared.ok) return {};
        const entry = {
          cid: `${context.clientId}-${context.nextCid}`,
          rid: event.rid,
          msg: prepared.text,
          sent: false,
        };
        return { outbox: [...context.outbox, entry], nextCid: context.nextCid + 1 };
      }),
      flushOutbox: enqueueActions(({ context, enqueue }) => {
        for (const { cid, rid, msg, sent } of context.outbox) {
          if (!sent)
            enqueue.sendTo('socket', socketSend(encodeFrame(ChatMsgId.SendMessage, { rid, msg, cid })));
        }
        enqueue.assign({ outbox: context.outbox.map((entry) => ({ ...entry, sent: true })) });
      }),
      settleEchoes: assign({
        outbox: ({ context, event }) => {
          if (event.type !== 'socket.frames') return context.outbox;
          const echoed = new Set<string>();
          for (const frame of event.frames) {
            if (frame.msgId === ChatMsgId.SendMessage && frame.msgData.cid !== undefined)
              echoed.add(frame.msgData.cid);
          }
          return echoed.size === 0
            ? context.outbox
            : context.outbox.filter((entry) => !echoed.has(entry.cid));
        },
      }),
      markUnsent: assign({
        outbox: ({ context }) => context.outbox.map((entry) => ({ ...entry, sent: false })),
        self: null,
      }),
      emitFrames: emit(({ event }) => {
        if (event.type !== 'socket.frames') throw new Error('emitFrames outside socket.frames');
        return { type: 'chat.frames' as const, frames: event.frames };
      }),
      emitMalformed: emit(({ event }) => {
        if (event.type !== 'socket.malformed') throw new Error('emitMalformed outside socket.malformed');
        return { type: 'chat.malformed' as const, error: event.error };
      }),
    },
  }).createMachine({
    id: 'chat',
    type: 'parallel',
    context: ({ input }) => ({
      url: input.url,
      clientId: input.clientId,
      identity: input.identity ?? { kind: 'guest' },
      self: null,
      rooms: [],
      outbox: [],
      nextCid: 1,
    }),
    on: {
      'chat.join': [{ guard: 'isReady', actions: ['rememberRoom', 'joinRoom'] }, { actions: 'rememberRoom' }],
      'chat.leave': { actions: 'forgetRoom' },
      'chat.send': [
        { guard: and(['canSend', 'isReady']), actions: ['enqueueMessage', 'flushOutbox'] },
        { guard: 'canSend', actions: 'enqueueMessage' },
      ],
    },
    states: {
      link: {
        initial: 'disconnected',
        on: { 'chat.identity': { actions: 'setIdentity' } },
        states: {
          disconnected: { on: { 'chat.connect': 'live' } },
          live: {
            invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url }) },
            on: {
              'socket.close': { target: 'closed', actions: 'markUnsent' },
              'chat.disconnect': { target: 'disconnected', actions: 'markUnsent' },
            },
            initial: 'connecting',
            states: {
              connecting: { on: { 'socket.open': 'open' } },
              reconnecting: { on: { 'socket.open': 'open' } },
              open: {
                type: 'parallel',
                states: {
                  heartbeat: {
                    initial: 'beating',
                    states: {
                      beating: {
                        after: { heartbeat: { target: 'beating', reenter: true, actions: 'sendHeartbeat' } },
                      },
                    },
                  },
                  session: {
                    initial: 'loggingIn',
                    // A login or logout elsewhere on the page re-logs in on the open socket (no reload).
                    on: { 'chat.identity': { target: '.loggingIn', actions: 'setIdentity' } },
                    states: {
                      loggingIn: {
                        initial: 'choosing',
                        on: {
                          'socket.frames': {
                            guard: 'isLoginAck',
                            target: 'ready',
                            actions: assign({ self: ({ event }) => loginAckOf(event) }),
                          },
                        },
                        states: {
                          choosing: {
                            always: [
                              { guard: 'isMember', target: 'fetchingJwt' },
                              { target: 'awaitingAck', actions: 'sendGuestLogin' },
                            ],
                          },
                          fetchingJwt: {
                            invoke: {
                              src: 'fetchJwt',
                              input: ({ context }) => ({
                                token: context.identity.kind === 'member' ? context.identity.token : '',
                              }),
                              onDone: {
                                target: 'awaitingAck',
                                actions: enqueueActions(({ context, event, enqueue }) => {
                                  if (context.identity.kind !== 'member') return;
                                  // The jwt answer goes back verbatim as the login body (SPEC §3).
                                  const body = JSON.parse(JSON.stringify(event.output ?? null)) as never;
                                  const login = { token: context.identity.token, body };
                                  enqueue.sendTo('socket', socketSend(encodeFrame(ChatMsgId.Login, login)));
                                }),
                              },
                              onError: {
                                target: 'awaitingAck',
                                actions: [
                                  'sendGuestLogin',
                                  emit(({ event }) => ({
                                    type: 'chat.loginFailed' as const,
                                    error: event.error,
                                  })),
                                ],
                              },
                            },
                          },
                          awaitingAck: {},
                        },
                      },
                      ready: {
                        id: 'ready',
                        entry: [
                          'joinAllRooms',
                          emit(({ context }) => ({
                            type: 'chat.ready' as const,
                            self: context.self ?? { uid: '', nickName: '', guest: true },
                          })),
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
          /** Waits 5 s, then connects again (SPEC §4). `chat.connect` skips the wait. */
          closed: {
            after: { reconnect: 'live.reconnecting' },
            on: { 'chat.connect': 'live.reconnecting', 'chat.disconnect': 'disconnected' },
          },
        },
      },
      /**
       * Frames in and out: decoded frames go to room machines (all frames of one display frame in one
       * `chat.frames`); queued text is retried every 300 ms.
       */
      messages: {
        on: {
          'socket.frames': { actions: ['emitFrames', 'settleEchoes'] },
          'socket.malformed': { actions: 'emitMalformed' },
        },
        initial: 'idle',
        states: {
          idle: { always: { guard: 'hasUnsent', target: 'waiting' } },
          waiting: {
            always: { guard: not('hasUnsent'), target: 'idle' },
            after: {
              sendRetry: [
                { guard: 'isReady', target: 'waiting', reenter: true, actions: 'flushOutbox' },
                { target: 'waiting', reenter: true },
              ],
            },
          },
        },
      },
    },
  }),
);

export type ChatConnectionMachine = ReturnType<typeof chatConnectionMachine>;
export type ChatConnectionRef = ActorRefFrom<ChatConnectionMachine>;
export type ChatConnectionSnapshot = SnapshotFrom<ChatConnectionMachine>;

/**
 * The connection machine with its socket on the given port and the jwt from member/jwt, kept under
 * the `jwtToken` storage key when `storage` is given (chatJwt.ts).
 */
export function createChatConnectionMachine(ports: {
  socket: SocketPort;
  http: HttpPort;
  storage?: StoragePort | undefined;
  /** Incoming frames are handed over once per display frame through it (each at once without it). */
  frame?: FramePort | undefined;
}) {
  return chatConnectionMachine().provide({
    actors: {
      socket: createChatSocketLogic(ports.socket, ports.frame),
      fetchJwt: fromPromise<unknown, { token: string }>(() => loadChatJwt(ports)),
    },
  });
}

export type ChatStatus = 'disconnected' | 'connecting' | 'loggingIn' | 'ready' | 'closed' | 'reconnecting';

/** For the connection indicator: `closed` is the 5 s wait before `reconnecting`. */
export function selectChatStatus(snapshot: ChatConnectionSnapshot): ChatStatus {
  if (snapshot.matches({ link: 'disconnected' })) return 'disconnected';
  if (snapshot.matches({ link: 'closed' })) return 'closed';
  if (snapshot.matches({ link: { live: 'connecting' } })) return 'connecting';
  if (snapshot.matches({ link: { live: 'reconnecting' } })) return 'reconnecting';
  if (snapshot.matches({ link: { live: { open: { session: 'ready' } } } })) return 'ready';
  return 'loggingIn';
}

/** Messages of one room still on their way, oldest first (shown greyed until the echo). */
export function selectPendingMessages(snapshot: ChatConnectionSnapshot, rid: string): readonly OutboxEntry[] {
  return snapshot.context.outbox.filter((entry) => entry.rid === rid);
}

export function selectChatIdentity(snapshot: ChatConnectionSnapshot): ChatIdentity {
  return snapshot.context.identity;
}
