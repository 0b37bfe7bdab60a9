import type { SocketConnection, SocketPort } from '@jinli/core';

export interface WebSocketAdapterOptions {
  /** The WebSocket class; defaults to the browser's. Node tests pass the `ws` package's class. */
  WebSocketImpl?: typeof WebSocket;
}

/**
 * SocketPort over the WebSocket API. One `connect` opens one socket; `events` (hot) reports open, text
 * messages, errors and exactly one close, then completes. WebSocket events are asynchronous, so a
 * subscriber that subscribes right after `connect` (as the chat socket actor does) misses nothing.
 *
 * `send` while the socket is not open drops the text without throwing: the chat connection machine
 * queues messages and only sends once logged in, and resends anything a drop may have lost.
 * `close` may be called at any time and more than once.
 *
 * The connection code and rxjs are not on a first visit (issue #27): `load()` imports them
 * (webSocketConnection.ts), and the engine awaits it when it builds a capability that connects (chat,
 * the sportsbook). `connect` before `load()` has resolved is a wiring bug and throws.
 */
export function createWebSocketAdapter(options: WebSocketAdapterOptions = {}): SocketPort {
  let connectWith: ((url: string) => SocketConnection) | null = null;
  return {
    async load() {
      if (connectWith !== null) return;
      const { connectWebSocket } = await import('./webSocketConnection.ts');
      connectWith = (url) => connectWebSocket(url, options);
    },
    connect(url: string): SocketConnection {
      if (connectWith === null) throw new Error('SocketPort.connect before load() resolved');
      return connectWith(url);
    },
  };
}
