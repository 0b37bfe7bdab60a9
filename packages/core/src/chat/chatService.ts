import { type Actor, createActor } from 'xstate';
import { createStore, type Readable } from '../engine/store.ts';
import type { FramePort } from '../ports/frame.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { StoragePort } from '../ports/storage.ts';
import { createChatConnectionMachine } from './connection.machine.ts';
import type { ChatIdentity } from './connection.types.ts';
import { createChatRoomMachine } from './room.machine.ts';

export const LOBBY_RID = 'lobby';
/** The chat room of a sportsbook match (docs/protocol.md "Live chat"). */
export const matchRoomId = (gameId: string) => `match-${gameId}`;

type ConnectionMachine = ReturnType<typeof createChatConnectionMachine>;
type RoomMachine = ReturnType<typeof createChatRoomMachine>;
export type ChatLinkActor = Actor<ConnectionMachine>;
export type ChatRoomActor = Actor<RoomMachine>;

/** The login token source: the session actor's snapshot (token null when logged out). */
export interface TokenSource {
  getSnapshot(): { context: { token: string | null } };
  subscribe(listener: () => void): () => void;
}

export interface ChatServiceDeps {
  socket: SocketPort;
  /** Incoming chat frames are applied once per display frame through it (each at once without it). */
  frame?: FramePort;
  http: HttpPort;
  /** Keeps the member/jwt answer under `jwtToken` (SPEC §3). */
  storage?: StoragePort;
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
 * visitor who never opens chat opens no socket). A match room (the sportsbook's in-play chat) joins on
 * the same connection. The chat identity follows the session's login token, so logging in or out
 * switches it on the open socket without a reload.
 */
export function createChatService(deps: ChatServiceDeps) {
  const view = createStore<ChatView>({ open: false });
  let link: ChatLinkActor | null = null;
  let lobby: ChatRoomActor | null = null;
  let token = deps.session.getSnapshot().context.token;

  deps.session.subscribe(() => {
    const next = deps.session.getSnapshot().context.token;
    if (next === token) return;
    token = next;
    link?.send({ type: 'chat.identity', identity: identityOf(token) });
  });

  /** The one connection, opened on first use. */
  const connect = (): ChatLinkActor => {
    if (link !== null) return link;
    const connection = createActor(
      createChatConnectionMachine({
        socket: deps.socket,
        http: deps.http,
        storage: deps.storage,
        frame: deps.frame,
      }),
      {
        input: { url: deps.url, clientId: deps.clientId, identity: identityOf(token) },
      },
    );
    connection.start();
    connection.send({ type: 'chat.connect' });
    link = connection;
    return connection;
  };

  const openRoom = (rid: string, connection: ChatLinkActor): ChatRoomActor => {
    const room = createActor(createChatRoomMachine({ http: deps.http }), {
      input: { rid, link: connection },
    });
    room.start();
    return room;
  };

  const start = (): { link: ChatLinkActor; lobby: ChatRoomActor } => {
    const connection = connect();
    if (lobby === null) lobby = openRoom(LOBBY_RID, connection);
    return { link: connection, lobby };
  };

  return {
    /** Whether the chat panel shows (a page's panel; a native client may ignore it). */
    view: view as Readable<ChatView>,
    /** Connects (once) and answers the actors the panel renders. */
    start,
    /** The actors once started, else null. */
    started: () => (link !== null && lobby !== null ? { link, lobby } : null),
    /**
     * Joins another room (a match's) on the page's connection, connecting if need be. The caller
     * owns the room: `leave` it when the member leaves the match or the page.
     */
    join(rid: string): { link: ChatLinkActor; room: ChatRoomActor } {
      const connection = connect();
      return { link: connection, room: openRoom(rid, connection) };
    },
    /** Leaves the room (the connection stops joining it after a reconnect) and stops its actor. */
    leave(room: ChatRoomActor): void {
      room.send({ type: 'room.leave' });
      room.stop();
    },
    toggle() {
      const open = !view.getSnapshot().open;
      view.set({ open });
      if (open) start();
    },
    close() {
      view.set({ open: false });
    },
  };
}
