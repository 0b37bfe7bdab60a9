import { fromCallback, fromPromise } from 'xstate';
import { createFrameBatch } from '../engine/frameBatch.ts';
import type { FramePort } from '../ports/frame.ts';
import type { SocketPort } from '../ports/socket.ts';
import { type ChatFrame, ChatProtocolError, decodeFrame } from './protocol.ts';

/** What the socket actor tells the connection machine. */
export type ChatSocketFeedback =
  | { type: 'socket.open' }
  /** The frames of one display frame, in arrival order (one frame when there is no frame port). */
  | { type: 'socket.frames'; frames: ChatFrame[] }
  | { type: 'socket.malformed'; error: ChatProtocolError }
  | { type: 'socket.close'; code: number; reason: string }
  | { type: 'socket.error'; message: string };

export type ChatSocketCommand = { type: 'socket.send'; text: string };

export interface ChatSocketInput {
  url: string;
}

/**
 * One socket connection for the life of the invoking state: frames are decoded here, so the machine
 * only sees typed frames. Whatever way the connection ends (close event, error, completion, a throwing
 * `connect`), the machine hears exactly one `socket.close`. Leaving the state closes the connection.
 * Text frames are decoded as they arrive and handed over together once per display frame (`frame`);
 * any other socket event first hands over what is queued, so the machine sees everything in order.
 */
export function createChatSocketLogic(port: SocketPort, frame?: FramePort) {
  return fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, sendBack, receive }) => {
    let closed = false;
    const reportClose = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      sendBack({ type: 'socket.close', code, reason } satisfies ChatSocketFeedback);
    };
    const batch = createFrameBatch<ChatFrame>(frame, (frames) => {
      if (!closed) sendBack({ type: 'socket.frames', frames } satisfies ChatSocketFeedback);
    });
    const incoming = (text: string) => {
      const decoded = decodeIncoming(text);
      if (decoded.ok) batch.push(decoded.frame);
      else {
        batch.flush();
        sendBack({ type: 'socket.malformed', error: decoded.error } satisfies ChatSocketFeedback);
      }
    };
    let connection: ReturnType<SocketPort['connect']>;
    try {
      connection = port.connect(input.url);
    } catch (error) {
      reportClose(1006, error instanceof Error ? error.message : 'connect failed');
      return () => {};
    }
    const subscription = connection.events.subscribe({
      next: (event) => {
        if (event.type === 'message') {
          incoming(event.data);
          return;
        }
        batch.flush();
        if (event.type === 'open') sendBack({ type: 'socket.open' } satisfies ChatSocketFeedback);
        else if (event.type === 'close') reportClose(event.code, event.reason);
        else sendBack({ type: 'socket.error', message: event.message } satisfies ChatSocketFeedback);
      },
      error: () => {
        batch.flush();
        reportClose(1006, 'socket failed');
      },
      complete: () => {
        batch.flush();
        reportClose(1006, 'socket ended');
      },
    });
    receive((command) => {
      if (!closed) connection.send(command.text);
    });
    return () => {
      closed = true;
      batch.cancel();
      subscription.unsubscribe();
      connection.close();
    };
  });
}

function decodeIncoming(
  text: string,
): { ok: true; frame: ChatFrame } | { ok: false; error: ChatProtocolError } {
  try {
    return { ok: true, frame: decodeFrame(text) };
  } catch (error) {
    const rejected =
      error instanceof ChatProtocolError ? error : new ChatProtocolError('notJson', String(error));
    return { ok: false, error: rejected };
  }
}

export const socketNotProvided = fromCallback<ChatSocketCommand, ChatSocketInput>(({ sendBack }) => {
  sendBack({ type: 'socket.close', code: 1006, reason: 'chat socket actor not provided' });
});

export const jwtNotProvided = fromPromise<unknown, { token: string }>(() =>
  Promise.reject(new Error('chat actor fetchJwt not provided')),
);
