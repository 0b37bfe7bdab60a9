import { Subject } from 'rxjs';
import type { Endpoint } from '../api/endpoint.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketConnection, SocketEvent, SocketPort } from '../ports/socket.ts';
import {
  type ClientFrame,
  decodeClientFrame,
  encodeFrame,
  type ServerMsgId,
  type ServerPayload,
} from './protocol.ts';

/** Test doubles for the chat machines: a scripted socket port and an HTTP port answering by path. */

export interface FakeConnection extends SocketConnection {
  readonly url: string;
  readonly sent: string[];
  closed: boolean;
  open(): void;
  push<K extends ServerMsgId>(msgId: K, payload: ServerPayload<K>): void;
  pushRaw(text: string): void;
  drop(code?: number): void;
  /** Frames the client sent, decoded. */
  frames(): ClientFrame[];
}

export function createFakeSocketPort() {
  const connections: FakeConnection[] = [];
  const port: SocketPort = {
    connect(url) {
      const events = new Subject<SocketEvent>();
      const sent: string[] = [];
      const connection: FakeConnection = {
        url,
        sent,
        closed: false,
        events,
        send: (text) => void sent.push(text),
        close: () => {
          connection.closed = true;
        },
        open: () => events.next({ type: 'open' }),
        push: (msgId, payload) =>
          events.next({ type: 'message', data: encodeFrame(msgId as never, payload as never) }),
        pushRaw: (data) => events.next({ type: 'message', data }),
        drop: (code = 1006) => {
          events.next({ type: 'close', code, reason: 'dropped' });
          events.complete();
        },
        frames: () => sent.map(decodeClientFrame),
      };
      connections.push(connection);
      return connection;
    },
  };
  const last = (): FakeConnection => {
    const connection = connections.at(-1);
    if (connection === undefined) throw new Error('no connection yet');
    return connection;
  };
  return { port, connections, last };
}

export type FakeHandler = (payload: unknown) => unknown;

/** Answers each endpoint path from `handlers` (a missing path rejects) and records the calls. */
export function createFakeHttp(handlers: Record<string, FakeHandler>) {
  const calls: { path: string; payload: unknown }[] = [];
  const http: HttpPort = {
    call: async <P, R, V extends boolean>(endpoint: Endpoint<P, R, V>, payload: P) => {
      calls.push({ path: endpoint.path, payload });
      const handler = handlers[endpoint.path];
      if (handler === undefined) throw new Error(`no handler for ${endpoint.path}`);
      return (await handler(payload)) as R;
    },
  };
  return { http, calls };
}
