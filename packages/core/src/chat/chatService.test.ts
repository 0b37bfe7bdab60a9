import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { SocketEvent, SocketPort } from '../ports/socket.ts';
import { createChatService, matchRoomId } from './chatService.ts';
import { createFakeHttp } from './chatTestKit.ts';
import { ChatMsgId, decodeClientFrame, encodeFrame } from './protocol.ts';

function fakeSocket() {
  const opened: { url: string; events: Subject<SocketEvent>; sent: string[] }[] = [];
  const port: SocketPort = {
    connect(url) {
      const connection = { url, events: new Subject<SocketEvent>(), sent: [] as string[] };
      opened.push(connection);
      return { events: connection.events, send: (text) => void connection.sent.push(text), close: () => {} };
    },
  };
  return { port, opened };
}

function fakeSession(initial: string | null) {
  let token = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => ({ context: { token } }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setToken(next: string | null) {
      token = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('createChatService', () => {
  it('opens no socket until the panel opens, then connects once and joins the lobby', () => {
    const socket = fakeSocket();
    const chat = createChatService({
      socket: socket.port,
      http: createFakeHttp({ '/stream/api/v1/history': () => ({ list: [] }) }).http,
      session: fakeSession(null),
      url: 'ws://site/stream/ws/v1/handshake?clientType=web&siteId=s',
      clientId: 'page',
    });
    expect(socket.opened).toHaveLength(0);
    chat.toggle();
    chat.toggle();
    chat.toggle();
    expect(socket.opened).toHaveLength(1);
    const [connection] = socket.opened;
    connection?.events.next({ type: 'open' });
    expect(connection?.sent.map((text) => decodeClientFrame(text).msgId)).toEqual([ChatMsgId.GuestLogin]);
    connection?.events.next({
      type: 'message',
      data: encodeFrame(ChatMsgId.GuestLogin, { uid: 'guest-1', nickName: '游客1001', guest: true }),
    });
    expect(connection?.sent.map((text) => decodeClientFrame(text))).toContainEqual({
      msgId: ChatMsgId.JoinRoom,
      msgData: { rid: 'lobby' },
    });
  });

  it('follows the session token: logging in switches the chat to that member without a new socket', () => {
    const socket = fakeSocket();
    const session = fakeSession(null);
    const chat = createChatService({
      socket: socket.port,
      http: createFakeHttp({ '/stream/api/v1/history': () => ({ list: [] }) }).http,
      session,
      url: 'ws://x',
      clientId: 'page',
    });
    const { link } = chat.start();
    session.setToken('tok-1');
    expect(link.getSnapshot().context.identity).toEqual({ kind: 'member', token: 'tok-1' });
    session.setToken(null);
    expect(link.getSnapshot().context.identity).toEqual({ kind: 'guest' });
    expect(socket.opened).toHaveLength(1);
  });

  it('joins a match room on the lobby connection and leaves it without touching the lobby', () => {
    const socket = fakeSocket();
    const chat = createChatService({
      socket: socket.port,
      http: createFakeHttp({ '/stream/api/v1/history': () => ({ list: [] }) }).http,
      session: fakeSession('tok-1'),
      url: 'ws://x',
      clientId: 'page',
    });
    const { link } = chat.start();
    const match = chat.join(matchRoomId('3100007'));
    expect(match.link).toBe(link);
    expect(socket.opened).toHaveLength(1);
    const [connection] = socket.opened;
    connection?.events.next({ type: 'open' });
    connection?.events.next({
      type: 'message',
      data: encodeFrame(ChatMsgId.Login, { uid: '7', nickName: 'demo01', guest: false }),
    });
    const joins = () =>
      (connection?.sent ?? [])
        .map((text) => decodeClientFrame(text))
        .filter((f) => f.msgId === ChatMsgId.JoinRoom);
    expect(joins().map((f) => f.msgData)).toEqual([{ rid: 'lobby' }, { rid: 'match-3100007' }]);
    chat.leave(match.room);
    expect(link.getSnapshot().context.rooms).toEqual(['lobby']);
    expect(match.room.getSnapshot().status).not.toBe('active');
  });
});
