import type { Observable } from 'rxjs';

/** One raw socket connection. Text frames only; the chat codec lives in core. */
export type SocketEvent =
  | { type: 'open' }
  | { type: 'message'; data: string }
  | { type: 'close'; code: number; reason: string }
  | { type: 'error'; message: string };

export interface SocketConnection {
  readonly events: Observable<SocketEvent>;
  send(text: string): void;
  close(): void;
}

export interface SocketPort {
  /**
   * Loads what `connect` needs, when the port has code of its own to load (issue #27: the browser's
   * loads its connection code and rxjs here, off the first visit). The engine awaits it when it builds
   * a capability that connects (chat, the sportsbook); `connect` is only called after that.
   */
  load?(): Promise<void>;
  connect(url: string): SocketConnection;
}
