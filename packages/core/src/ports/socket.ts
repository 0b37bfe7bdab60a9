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
  connect(url: string): SocketConnection;
}
