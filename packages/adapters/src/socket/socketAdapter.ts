import type { SocketConnection, SocketEvent, SocketPort } from '@jinli/core';
import { defer, from, Subject } from 'rxjs';

export interface WebSocketAdapterOptions {
  /** The WebSocket class; defaults to the browser's. Node tests pass the `ws` package's class. */
  WebSocketImpl?: typeof WebSocket;
}

const OPEN = 1;

/**
 * SocketPort over the WebSocket API. One `connect` opens one socket; `events` (hot) reports open, text
 * messages, errors and exactly one close, then completes. WebSocket events are asynchronous, so a
 * subscriber that subscribes right after `connect` (as the chat socket actor does) misses nothing.
 *
 * `send` while the socket is not open drops the text without throwing: the chat connection machine
 * queues messages and only sends once logged in, and resends anything a drop may have lost.
 * `close` may be called at any time and more than once.
 */
export function createWebSocketAdapter(options: WebSocketAdapterOptions = {}): SocketPort {
  return {
    connect(url: string): SocketConnection {
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
    },
  };
}
