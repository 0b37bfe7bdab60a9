import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { stream } from '../api/catalogue/stream.ts';
import { createFakeHttp, createFakeSocketPort } from './chatTestKit.ts';
import { createChatConnectionMachine } from './connection.machine.ts';
import { CHAT_RECONNECT_MS, type ChatIdentity } from './connection.types.ts';
import type { ChatLine } from './payloads.ts';
import { ChatMsgId } from './protocol.ts';
import {
  type ChatRoomEmitted,
  createChatRoomMachine,
  type HistoryQuery,
  selectHistoryStatus,
  selectSendBlocker,
} from './room.machine.ts';

const line = (n: number, rid = 'lobby'): ChatLine => ({
  id: `h${n}`,
  rid,
  uid: `u${n % 3}`,
  nickName: `会员${n % 3}`,
  msg: `第${n}条`,
  time: 1_000 + n,
});

/** 40 lines on the server; page 1 is the newest, each page newest first as a server would list it. */
const SERVER_LINES = Array.from({ length: 40 }, (_, index) => line(index + 1));
function historyPage(query: HistoryQuery, all: ChatLine[] = SERVER_LINES): ChatLine[] {
  const newestFirst = [...all].reverse();
  return newestFirst.slice((query.pageNum - 1) * query.pageSize, query.pageNum * query.pageSize);
}

async function startRoom(options: { identity?: ChatIdentity; history?: (q: HistoryQuery) => unknown } = {}) {
  const socket = createFakeSocketPort();
  const history = options.history ?? ((q: HistoryQuery) => ({ list: historyPage(q) }));
  const { http, calls } = createFakeHttp({
    [stream.history.path]: (payload) => history(payload as HistoryQuery),
    '/site/api/v1/user/member/jwt': () => ({ jwt: 'j' }),
  });
  const clock = new SimulatedClock();
  const identity = options.identity ?? { kind: 'member', token: 't' };
  const connection = createActor(createChatConnectionMachine({ socket: socket.port, http }), {
    clock,
    input: { url: 'wss://chat.test', clientId: 'page', identity },
  }).start();
  const room = createActor(createChatRoomMachine({ http }), {
    clock,
    input: { rid: 'lobby', link: connection },
  });
  const emitted: ChatRoomEmitted[] = [];
  room.on('*', (event) => emitted.push(event));
  room.start();
  const login = async () => {
    socket.last().open();
    await waitFor(connection, (s) =>
      s.matches({ link: { live: { open: { session: { loggingIn: 'awaitingAck' } } } } }),
    );
    socket.last().push(ChatMsgId.Login, { uid: 'u1', nickName: '小明', guest: identity.kind === 'guest' });
  };
  connection.send({ type: 'chat.connect' });
  await login();
  await waitFor(room, (s) => !s.matches({ active: 'loading' }));
  const historyCalls = () =>
    calls.filter((call) => call.path === stream.history.path).map((call) => call.payload);
  const ids = () => room.getSnapshot().context.lines.map((item) => item.id);
  return { socket, clock, connection, room, emitted, login, historyCalls, ids };
}

describe('chat room', () => {
  it('joins by rid and shows the newest history page, newest last', async () => {
    const t = await startRoom();
    expect(t.socket.last().frames()).toContainEqual({ msgId: ChatMsgId.JoinRoom, msgData: { rid: 'lobby' } });
    expect(t.historyCalls()).toEqual([{ rid: 'lobby', pageNum: 1, pageSize: 15 }]);
    expect(t.ids()).toEqual(SERVER_LINES.slice(25).map((item) => item.id));
    expect(selectHistoryStatus(t.room.getSnapshot())).toBe('idle');
  });

  it('loads older pages on demand until a short page, without duplicates', async () => {
    const t = await startRoom();
    t.socket.last().push(ChatMsgId.SendMessage, line(41));
    t.room.send({ type: 'room.loadOlder' });
    await waitFor(t.room, (s) => selectHistoryStatus(s) !== 'loading');
    t.room.send({ type: 'room.loadOlder' });
    await waitFor(t.room, (s) => selectHistoryStatus(s) !== 'loading');
    expect(selectHistoryStatus(t.room.getSnapshot())).toBe('exhausted');
    t.room.send({ type: 'room.loadOlder' });
    expect(t.historyCalls().map((call) => (call as HistoryQuery).pageNum)).toEqual([1, 2, 3]);
    expect(t.ids()).toEqual([...SERVER_LINES, line(41)].map((item) => item.id));
  });

  it('appends a live line once, even when it comes twice or is already in history', async () => {
    const t = await startRoom();
    t.socket.last().push(ChatMsgId.SendMessage, line(41));
    t.socket.last().push(ChatMsgId.SendMessage, line(41));
    t.socket.last().push(ChatMsgId.SendMessage, line(40));
    t.socket.last().push(ChatMsgId.SendMessage, line(42, 'match-7'));
    expect(t.ids().slice(-3)).toEqual(['h39', 'h40', 'h41']);
    expect(t.ids()).toHaveLength(16);
  });

  it('catches up on lines missed during a drop from history page 1', async () => {
    let serverLines = SERVER_LINES;
    const t = await startRoom({ history: (q) => historyPage(q, serverLines) });
    t.socket.last().drop();
    serverLines = [...SERVER_LINES, line(41), line(42)];
    t.clock.increment(CHAT_RECONNECT_MS);
    await t.login();
    await waitFor(t.room, (s) => s.context.lines.length === 17);
    expect(t.ids().slice(-2)).toEqual(['h41', 'h42']);
    expect(t.historyCalls().map((call) => (call as HistoryQuery).pageNum)).toEqual([1, 1]);
  });

  it('shows a history failure and retries on the next scroll', async () => {
    let fail = true;
    const t = await startRoom({
      history: (q) => {
        if (fail) throw new Error('6005');
        return historyPage(q);
      },
    });
    expect(selectHistoryStatus(t.room.getSnapshot())).toBe('failed');
    expect(t.room.getSnapshot().context.historyError).toBe('聊天记录加载失败，请稍后重试');
    fail = false;
    t.room.send({ type: 'room.loadOlder' });
    await waitFor(t.room, (s) => selectHistoryStatus(s) === 'idle');
    expect(t.ids()).toHaveLength(15);
  });

  it('sends trimmed text through the connection and refuses while muted, with the reason', async () => {
    const t = await startRoom();
    t.room.send({ type: 'room.send', text: '  你好  ' });
    const sends = () =>
      t.socket
        .last()
        .frames()
        .filter((frame) => frame.msgId === ChatMsgId.SendMessage);
    expect(sends().map((frame) => frame.msgData)).toEqual([{ rid: 'lobby', msg: '你好', cid: 'page-1' }]);
    t.socket.last().push(ChatMsgId.Mute, { muted: true, reason: '刷屏' });
    expect(selectSendBlocker(t.room.getSnapshot())).toEqual({
      problem: 'muted',
      message: '您已被禁言：刷屏',
    });
    t.room.send({ type: 'room.send', text: '还能说话吗' });
    expect(sends()).toHaveLength(1);
    expect(t.emitted).toEqual([{ type: 'room.sendRefused', problem: 'muted', message: '您已被禁言：刷屏' }]);
    t.socket.last().push(ChatMsgId.Mute, { muted: false, reason: '' });
    expect(selectSendBlocker(t.room.getSnapshot())).toBeNull();
  });

  it('asks a guest to log in instead of sending', async () => {
    const t = await startRoom({ identity: { kind: 'guest' } });
    t.room.send({ type: 'room.send', text: '游客发言' });
    expect(t.emitted).toEqual([{ type: 'room.sendRefused', problem: 'guest', message: '请先登录后再发言' }]);
    expect(
      t.socket
        .last()
        .frames()
        .some((frame) => frame.msgId === ChatMsgId.SendMessage),
    ).toBe(false);
  });

  it('leaves the room through the connection', async () => {
    const t = await startRoom();
    t.room.send({ type: 'room.leave' });
    expect(t.room.getSnapshot().status).toBe('done');
    expect(t.connection.getSnapshot().context.rooms).toEqual([]);
  });
});
