import {
  type ChatIdentity,
  createChatConnectionMachine,
  createChatRoomMachine,
  type HttpPort,
  type SocketPort,
} from '@jinli/core';
import { proxy } from 'valtio';
import { type Actor, createActor } from 'xstate';

export const LOBBY_RID = 'lobby';

type ConnectionMachine = ReturnType<typeof createChatConnectionMachine>;
type RoomMachine = ReturnType<typeof createChatRoomMachine>;
export type ChatLinkActor = Actor<ConnectionMachine>;
export type ChatRoomActor = Actor<RoomMachine>;

/** The login token source: the session actor's snapshot (token null when logged out). */
export interface TokenSource {
  getSnapshot(): { context: { token: string | null } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

export interface ChatServiceDeps {
  socket: SocketPort;
  http: HttpPort;
  session: TokenSource;
  /** The handshake URL (resolveChatSocketUrl). */
  url: string;
  /** Unique per page load; prefixes client message ids. */
  clientId: string;
}

export interface ChatView {
  /** The panel is showing. */
  open: boolean;
}

export type ChatService = ReturnType<typeof createChatService>;

const identityOf = (token: string | null): ChatIdentity =>
  token === null ? { kind: 'guest' } : { kind: 'member', token };

/**
 * The page's one chat: a connection actor and the lobby room, created when the panel first opens (a
 * visitor who never opens chat opens no socket). The chat identity follows the session's login token,
 * so logging in or out switches it on the open socket without a reload.
 */
export function createChatService(deps: ChatServiceDeps) {
  const view = proxy<ChatView>({ open: false });
  let link: ChatLinkActor | null = null;
  let lobby: ChatRoomActor | null = null;
  let token = deps.session.getSnapshot().context.token;

  deps.session.subscribe(() => {
    const next = deps.session.getSnapshot().context.token;
    if (next === token) return;
    token = next;
    link?.send({ type: 'chat.identity', identity: identityOf(token) });
  });

  const start = (): { link: ChatLinkActor; lobby: ChatRoomActor } => {
    if (link !== null && lobby !== null) return { link, lobby };
    const connection = createActor(createChatConnectionMachine({ socket: deps.socket, http: deps.http }), {
      input: { url: deps.url, clientId: deps.clientId, identity: identityOf(token) },
    });
    connection.start();
    const room = createActor(createChatRoomMachine({ http: deps.http }), {
      input: { rid: LOBBY_RID, link: connection },
    });
    room.start();
    connection.send({ type: 'chat.connect' });
    link = connection;
    lobby = room;
    return { link: connection, lobby: room };
  };

  return {
    view,
    /** Connects (once) and answers the actors the panel renders. */
    start,
    /** The actors once started, else null. */
    started: () => (link !== null && lobby !== null ? { link, lobby } : null),
    toggle() {
      view.open = !view.open;
      if (view.open) start();
    },
    close() {
      view.open = false;
    },
  };
}
