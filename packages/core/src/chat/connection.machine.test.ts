import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { user } from '../api/catalogue/user.ts';
import { createManualFrames } from '../engine/manualFrames.ts';
import type { FramePort } from '../ports/frame.ts';
import { createFakeHttp, createFakeSocketPort, type FakeConnection } from './chatTestKit.ts';
import {
  createChatConnectionMachine,
  selectChatStatus,
  selectPendingMessages,
} from './connection.machine.ts';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_RECONNECT_MS,
  CHAT_SEND_RETRY_MS,
  type ChatConnectionEmitted,
  type ChatIdentity,
} from './connection.types.ts';
import { ChatMsgId } from './protocol.ts';

const URL = 'wss://chat.test/stream/ws/v1/handshake?clientType=web&siteId=s1';
const JWT = { jwt: 'jwt-for-demo01', expire: 3600 };
const MEMBER: ChatIdentity = { kind: 'member', token: 'token-1' };

function start(options: { identity?: ChatIdentity; jwt?: () => unknown; frame?: FramePort } = {}) {
  const socket = createFakeSocketPort();
  const { http, calls } = createFakeHttp({ [user.jwt.path]: options.jwt ?? (() => JWT) });
  const clock = new SimulatedClock();
  const input = { url: URL, clientId: 'page', ...(options.identity ? { identity: options.identity } : {}) };
  const actor = createActor(
    createChatConnectionMachine({ socket: socket.port, http, frame: options.frame }),
    { clock, input },
  );
  const emitted: ChatConnectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const status = () => selectChatStatus(actor.getSnapshot());
  const awaitingAck = () =>
    waitFor(actor, (s) => s.matches({ link: { live: { open: { session: { loggingIn: 'awaitingAck' } } } } }));
  /** Opens the newest connection and answers its login as the server would. */
  const openAndLogin = async (guest = options.identity?.kind !== 'member') => {
    socket.last().open();
    await awaitingAck();
    socket
      .last()
      .push(guest ? ChatMsgId.GuestLogin : ChatMsgId.Login, { uid: 'u1', nickName: '小明', guest });
  };
  return { actor, socket, clock, calls, emitted, status, awaitingAck, openAndLogin };
}

/** SimulatedClock fires each timer once per increment, so long waits go in 100 ms steps. */
function advance(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
}

const ids = (connection: FakeConnection) => connection.frames().map((frame) => frame.msgId);
const sendsOf = (connections: FakeConnection[]) =>
  connections.flatMap((c) => c.frames()).filter((frame) => frame.msgId === ChatMsgId.SendMessage);

describe('chat connection', () => {
  it('connects to the handshake URL, logs in as a guest on open and becomes ready on the ack', async () => {
    const t = start();
    expect(t.status()).toBe('disconnected');
    t.actor.send({ type: 'chat.connect' });
    expect(t.status()).toBe('connecting');
    expect(t.socket.last().url).toBe(URL);
    await t.openAndLogin();
    expect(ids(t.socket.last())).toEqual([ChatMsgId.GuestLogin]);
    expect(t.status()).toBe('ready');
    expect(t.emitted).toContainEqual({
      type: 'chat.ready',
      self: { uid: 'u1', nickName: '小明', guest: true },
    });
  });

  it('logs a member in with the token and the member/jwt answer', async () => {
    const t = start({ identity: MEMBER });
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    expect(t.calls.map((call) => call.path)).toEqual([user.jwt.path]);
    expect(t.socket.last().frames()).toEqual([
      { msgId: ChatMsgId.Login, msgData: { token: 'token-1', body: JWT } },
    ]);
    expect(t.status()).toBe('ready');
  });

  it('falls back to a guest login when the jwt call fails', async () => {
    const t = start({
      identity: MEMBER,
      jwt: () => {
        throw new Error('6001');
      },
    });
    t.actor.send({ type: 'chat.connect' });
    t.socket.last().open();
    await t.awaitingAck();
    expect(ids(t.socket.last())).toEqual([ChatMsgId.GuestLogin]);
    expect(t.emitted.some((event) => event.type === 'chat.loginFailed')).toBe(true);
  });

  it('sends a heartbeat every 10 s while open and stops on close', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    const heartbeats = () => ids(t.socket.connections[0]!).filter((id) => id === ChatMsgId.Heartbeat).length;
    advance(t.clock, CHAT_HEARTBEAT_MS - 1);
    expect(heartbeats()).toBe(0);
    advance(t.clock, 1);
    expect(heartbeats()).toBe(1);
    advance(t.clock, 2 * CHAT_HEARTBEAT_MS);
    expect(heartbeats()).toBe(3);
    t.socket.last().drop();
    advance(t.clock, CHAT_RECONNECT_MS - 1);
    expect(heartbeats()).toBe(3);
    expect(t.socket.connections[0]!.closed).toBe(true);
  });

  it('reconnects 5 s after a close, and again after every later close', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.socket.last().drop();
    expect(t.status()).toBe('closed');
    advance(t.clock, CHAT_RECONNECT_MS - 1);
    expect(t.socket.connections).toHaveLength(1);
    advance(t.clock, 1);
    expect(t.socket.connections).toHaveLength(2);
    expect(t.status()).toBe('reconnecting');
    t.socket.last().drop(); // the reconnect itself fails
    advance(t.clock, CHAT_RECONNECT_MS);
    expect(t.socket.connections).toHaveLength(3);
    await t.openAndLogin();
    expect(t.status()).toBe('ready');
  });

  it('stays down after chat.disconnect', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.disconnect' });
    expect(t.socket.last().closed).toBe(true);
    advance(t.clock, 10 * CHAT_RECONNECT_MS);
    expect(t.socket.connections).toHaveLength(1);
    expect(t.status()).toBe('disconnected');
  });

  it('switches identity on the open socket without reconnecting', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.identity', identity: MEMBER });
    await t.awaitingAck();
    const connection = t.socket.last();
    expect(connection.frames().at(-1)).toEqual({
      msgId: ChatMsgId.Login,
      msgData: { token: 'token-1', body: JWT },
    });
    connection.push(ChatMsgId.Login, { uid: 'u9', nickName: '会员', guest: false });
    expect(t.status()).toBe('ready');
    t.actor.send({ type: 'chat.identity', identity: { kind: 'guest' } });
    expect(connection.frames().at(-1)).toEqual({ msgId: ChatMsgId.GuestLogin, msgData: {} });
    expect(t.socket.connections).toHaveLength(1);
  });

  it('sends a message typed while connecting once, within 300 ms of being ready', async () => {
    const t = start({ identity: MEMBER });
    t.actor.send({ type: 'chat.connect' });
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '  大家好  ' });
    advance(t.clock, 10 * CHAT_SEND_RETRY_MS);
    await t.openAndLogin();
    expect(sendsOf(t.socket.connections)).toHaveLength(0);
    advance(t.clock, CHAT_SEND_RETRY_MS);
    expect(sendsOf(t.socket.connections)).toEqual([
      { msgId: ChatMsgId.SendMessage, msgData: { rid: 'lobby', msg: '大家好', cid: 'page-1' } },
    ]);
    advance(t.clock, 20 * CHAT_SEND_RETRY_MS);
    expect(sendsOf(t.socket.connections)).toHaveLength(1);
  });

  it('sends a message at once when ready, and drops it from the outbox on the echo', async () => {
    const t = start({ identity: MEMBER });
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '你好' });
    expect(sendsOf(t.socket.connections)).toHaveLength(1);
    expect(selectPendingMessages(t.actor.getSnapshot(), 'lobby')).toHaveLength(1);
    const line = { id: 'm1', rid: 'lobby', uid: 'u1', nickName: '小明', msg: '你好', time: 1, cid: 'page-1' };
    t.socket.last().push(ChatMsgId.SendMessage, line);
    expect(selectPendingMessages(t.actor.getSnapshot(), 'lobby')).toHaveLength(0);
    expect(t.emitted).toContainEqual({
      type: 'chat.frames',
      frames: [{ msgId: ChatMsgId.SendMessage, msgData: line }],
    });
  });

  it('with a frame port, hands the lines of one display frame to the rooms together, before a close', async () => {
    const display = createManualFrames();
    const t = start({ identity: MEMBER, frame: display.port });
    t.actor.send({ type: 'chat.connect' });
    t.socket.last().open();
    display.next();
    await t.awaitingAck();
    t.socket.last().push(ChatMsgId.Login, { uid: 'u1', nickName: '小明', guest: false });
    display.next();
    expect(t.status()).toBe('ready');
    const line = (id: string) => ({ id, rid: 'lobby', uid: 'u2', nickName: '', msg: id, time: 1 });
    for (const id of ['a', 'b', 'c']) t.socket.last().push(ChatMsgId.SendMessage, line(id));
    const batches = () => t.emitted.filter((event) => event.type === 'chat.frames');
    expect(batches()).toHaveLength(1);
    display.next();
    expect(batches().at(-1)).toEqual({
      type: 'chat.frames',
      frames: ['a', 'b', 'c'].map((id) => ({ msgId: ChatMsgId.SendMessage, msgData: line(id) })),
    });
    t.socket.last().push(ChatMsgId.SendMessage, line('d'));
    t.socket.last().drop();
    expect(batches().at(-1)).toEqual({
      type: 'chat.frames',
      frames: [{ msgId: ChatMsgId.SendMessage, msgData: line('d') }],
    });
    expect(t.status()).toBe('closed');
  });

  it('sends messages queued during a drop exactly once after the reconnect', async () => {
    const t = start({ identity: MEMBER });
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.socket.last().drop();
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '第一条' });
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '第二条' });
    advance(t.clock, CHAT_RECONNECT_MS);
    await t.openAndLogin();
    advance(t.clock, CHAT_SEND_RETRY_MS);
    const sent = sendsOf(t.socket.connections).map((frame) => frame.msgData);
    expect(sent).toEqual([
      { rid: 'lobby', msg: '第一条', cid: 'page-1' },
      { rid: 'lobby', msg: '第二条', cid: 'page-2' },
    ]);
    for (const [index, cid] of ['page-1', 'page-2'].entries()) {
      t.socket.last().push(ChatMsgId.SendMessage, {
        id: `m${index}`,
        rid: 'lobby',
        uid: 'u1',
        nickName: '',
        msg: '',
        time: 1,
        cid,
      });
    }
    t.socket.last().drop();
    advance(t.clock, CHAT_RECONNECT_MS);
    await t.openAndLogin();
    advance(t.clock, 10 * CHAT_SEND_RETRY_MS);
    expect(sendsOf(t.socket.connections)).toHaveLength(2);
  });

  it('sends an unacknowledged message again with the same cid after a drop', async () => {
    const t = start({ identity: MEMBER });
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '在吗' });
    t.socket.last().drop();
    advance(t.clock, CHAT_RECONNECT_MS);
    await t.openAndLogin();
    advance(t.clock, CHAT_SEND_RETRY_MS);
    const cids = sendsOf(t.socket.connections).map((frame) => (frame.msgData as { cid: string }).cid);
    expect(cids).toEqual(['page-1', 'page-1']);
    expect(sendsOf([t.socket.last()])).toHaveLength(1);
  });

  it('never sends for a guest, empty text, or text queued under another identity', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '游客' });
    t.actor.send({ type: 'chat.identity', identity: MEMBER });
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '   ' });
    t.actor.send({ type: 'chat.send', rid: 'lobby', text: '登录前排队' });
    t.actor.send({ type: 'chat.identity', identity: { kind: 'guest' } });
    advance(t.clock, 10 * CHAT_SEND_RETRY_MS);
    expect(sendsOf(t.socket.connections)).toHaveLength(0);
    expect(t.actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('joins remembered rooms on every login', async () => {
    const t = start();
    t.actor.send({ type: 'chat.join', rid: 'lobby' });
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.actor.send({ type: 'chat.join', rid: 'match-1' });
    t.actor.send({ type: 'chat.leave', rid: 'lobby' });
    expect(ids(t.socket.last())).toEqual([ChatMsgId.GuestLogin, ChatMsgId.JoinRoom, ChatMsgId.JoinRoom]);
    t.socket.last().drop();
    advance(t.clock, CHAT_RECONNECT_MS);
    await t.openAndLogin();
    expect(t.socket.last().frames().at(-1)).toEqual({
      msgId: ChatMsgId.JoinRoom,
      msgData: { rid: 'match-1' },
    });
  });

  it('reports malformed frames without leaving the connection', async () => {
    const t = start();
    t.actor.send({ type: 'chat.connect' });
    await t.openAndLogin();
    t.socket.last().pushRaw('<html>');
    t.socket.last().pushRaw('{"msgId":10004,"msgData":{"muted":"yes"}}');
    expect(t.emitted.filter((event) => event.type === 'chat.malformed')).toHaveLength(2);
    expect(t.status()).toBe('ready');
  });
});
