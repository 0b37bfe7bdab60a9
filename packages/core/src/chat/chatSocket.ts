import { fromCallback, fromPromise } from 'xstate';
import type { SocketPort } from '../ports/socket.ts';
import { type ChatFrame, ChatProtocolError, decodeFrame } from './protocol.ts';

/** What the socket actor tells the connection machine. */
export type ChatSocketFeedback =
  | { type: 'socket.open' }
  | { type: 'socket.frame'; frame: ChatFrame }
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
 */
export function createChatSocketLogic(port: SocketPort) {
  return fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, sendBack, receive }) => {
    let closed = false;
    const reportClose = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      sendBack({ type: 'socket.close', code, reason } satisfies ChatSocketFeedback);
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
        if (event.type === 'open') sendBack({ type: 'socket.open' } satisfies ChatSocketFeedback);
        else if (event.type === 'close') reportClose(event.code, event.reason);
        else if (event.type === 'error') {
          sendBack({ type: 'socket.error', message: event.message } satisfies ChatSocketFeedback);
        } else sendBack(decodeIncoming(event.data));
      },
      error: () => reportClose(1006, 'socket failed'),
      complete: () => reportClose(1006, 'socket ended'),
    });
    receive((command) => {
      if (!closed) connection.send(command.text);
    });
    return () => {
      closed = true;
      subscription.unsubscribe();
      connection.close();
    };
  });
}

function decodeIncoming(text: string): ChatSocketFeedback {
  try {
    return { type: 'socket.frame', frame: decodeFrame(text) };
  } catch (error) {
    const rejected =
      error instanceof ChatProtocolError ? error : new ChatProtocolError('notJson', String(error));
    return { type: 'socket.malformed', error: rejected };
  }
}

export const socketNotProvided = fromCallback<ChatSocketCommand, ChatSocketInput>(({ sendBack }) => {
  sendBack({ type: 'socket.close', code: 1006, reason: 'chat socket actor not provided' });
});

export const jwtNotProvided = fromPromise<unknown, { token: string }>(() =>
  Promise.reject(new Error('chat actor fetchJwt not provided')),
);
