import type { SocketConnection, SocketEvent } from '@jinli/core';
import { defer, from, Subject } from 'rxjs';
import type { WebSocketAdapterOptions } from './socketAdapter.ts';

const OPEN = 1;

/**
 * One connection over the WebSocket API (socketAdapter.ts's `connect`, issue #27: with rxjs, this
 * module loads with the first capability that opens a socket). `events` (hot) reports open, text
 * messages, errors and exactly one close, then completes.
 */
export function connectWebSocket(url: string, options: WebSocketAdapterOptions): SocketConnection {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  const subject = new Subject<SocketEvent>();
  let socket: WebSocket | null = null;
  let finished = false;
  let failure: SocketEvent[] | null = null;
  const finish = (code: number, reason: string) => {
    if (finished) return;
    finished = true;
    subject.next({ type: 'close', code, reason });
    subject.complete();
  };
  try {
    socket = new Impl(url);
    socket.onopen = () => subject.next({ type: 'open' });
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') subject.next({ type: 'message', data: event.data });
      else subject.next({ type: 'error', message: 'binary frame ignored' });
    };
    socket.onerror = (event: Event) => {
      const message =
        'message' in event && typeof event.message === 'string' ? event.message : 'socket error';
      if (!finished) subject.next({ type: 'error', message });
    };
    socket.onclose = (event: CloseEvent) => finish(event.code, event.reason);
  } catch (error) {
    // A malformed URL throws inside `new WebSocket`, before anyone can subscribe: every subscriber
    // gets the failure as events instead of an exception.
    finished = true;
    const message = error instanceof Error ? error.message : 'connect failed';
    failure = [
      { type: 'error', message },
      { type: 'close', code: 1006, reason: 'connect failed' },
    ];
  }
  return {
    events: defer(() => (failure === null ? subject : from(failure))),
    send(text: string) {
      if (socket !== null && socket.readyState === OPEN) socket.send(text);
    },
    close() {
      if (socket === null) return;
      socket.close(1000, 'client closed');
      // Reported at once: the server's confirmation may never come for a socket still connecting.
      finish(1000, 'client closed');
    },
  };
}
