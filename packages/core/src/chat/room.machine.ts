import { assign, enqueueActions, fromCallback, fromPromise, type SnapshotFrom, sendTo, setup } from 'xstate';
import { stream } from '../api/catalogue/stream.ts';
import { CHAT_HISTORY_PAGE_SIZE } from '../api/schemas/messages.ts';
import { builtOnce } from '../engine/builtOnce.ts';
import type { HttpPort } from '../ports/http.ts';
import { mergeLines } from './chatLog.ts';
import { type ChatConnectionRef, selectChatStatus } from './connection.machine.ts';
import { type ChatLine, chatHistoryResponseSchema } from './payloads.ts';
import type { ChatFrame } from './protocol.ts';
import { applyRoomFrames, checkSend, emptyRoomState, type RoomState, type SendProblem } from './roomState.ts';

export interface ChatRoomInput {
  rid: string;
  /** The page's one chat connection; the room joins through it and reads its frames. */
  link: ChatConnectionRef;
  pageSize?: number;
}

export interface HistoryQuery {
  rid: string;
  pageNum: number;
  pageSize: number;
}

export interface ChatRoomContext extends RoomState {
  link: ChatConnectionRef;
  pageSize: number;
  /** Page of history to load next; page 1 is the newest. */
  nextPage: number;
  /** False once a page came back shorter than the page size. */
  hasOlder: boolean;
  historyError: string | null;
}

export type ChatRoomEvent =
  /** The member scrolled to the top. */
  | { type: 'room.loadOlder' }
  | { type: 'room.send'; text: string }
  | { type: 'room.leave' }
  /** The frames of one display frame, applied together (new lines appended once). */
  | { type: 'room.frames'; frames: ChatFrame[] }
  /** The connection logged in again: lines sent while it was down come from history page 1. */
  | { type: 'room.reconnected' };

export type ChatRoomEmitted = { type: 'room.sendRefused'; problem: SendProblem; message: string };

export const HISTORY_FAILED_MESSAGE = '聊天记录加载失败，请稍后重试';

const isGuest = (link: ChatConnectionRef) => link.getSnapshot().context.identity.kind === 'guest';

/** Frames for the room, and `room.reconnected` on every login after the first one this room saw. */
const roomLink = fromCallback<{ type: 'noop' }, { link: ChatConnectionRef }>(({ input, sendBack }) => {
  let seenReady = selectChatStatus(input.link.getSnapshot()) === 'ready';
  const frames = input.link.on('chat.frames', ({ frames }) => sendBack({ type: 'room.frames', frames }));
  const ready = input.link.on('chat.ready', () => {
    if (seenReady) sendBack({ type: 'room.reconnected' });
    seenReady = true;
  });
  return () => {
    frames.unsubscribe();
    ready.unsubscribe();
  };
});

export const chatRoomMachine = builtOnce(() =>
  setup({
    types: {
      context: {} as ChatRoomContext,
      events: {} as ChatRoomEvent,
      emitted: {} as ChatRoomEmitted,
      input: {} as ChatRoomInput,
    },
    actors: {
      roomLink,
      history: fromPromise<ChatLine[], HistoryQuery>(() => Promise.reject(new Error('history not provided'))),
    },
    guards: {
      hasOlder: ({ context }) => context.hasOlder,
    },
    actions: {
      join: sendTo(
        ({ context }) => context.link,
        ({ context }) => ({ type: 'chat.join' as const, rid: context.rid }),
      ),
      leave: sendTo(
        ({ context }) => context.link,
        ({ context }) => ({ type: 'chat.leave' as const, rid: context.rid }),
      ),
      send: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'room.send') return;
        const check = checkSend(context, isGuest(context.link), event.text);
        if (check.ok) enqueue.sendTo(context.link, { type: 'chat.send', rid: context.rid, text: check.text });
        else enqueue.emit({ type: 'room.sendRefused', problem: check.problem, message: check.message });
      }),
      applyFrames: assign(({ context, event }) =>
        event.type === 'room.frames' ? applyRoomFrames(context, event.frames) : {},
      ),
    },
  }).createMachine({
    id: 'room',
    context: ({ input }) => ({
      ...emptyRoomState(input.rid),
      link: input.link,
      pageSize: input.pageSize ?? CHAT_HISTORY_PAGE_SIZE,
      nextPage: 1,
      hasOlder: true,
      historyError: null,
    }),
    initial: 'active',
    states: {
      active: {
        entry: 'join',
        exit: 'leave',
        invoke: { src: 'roomLink', input: ({ context }) => ({ link: context.link }) },
        on: {
          'room.frames': { actions: 'applyFrames' },
          'room.send': { actions: 'send' },
          'room.leave': 'left',
        },
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              src: 'history',
              input: ({ context }) => ({
                rid: context.rid,
                pageNum: context.nextPage,
                pageSize: context.pageSize,
              }),
              onDone: {
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  lines: mergeLines(context.lines, event.output),
                  nextPage: context.nextPage + 1,
                  hasOlder: event.output.length >= context.pageSize,
                  historyError: null,
                })),
              },
              onError: { target: 'failed', actions: assign({ historyError: HISTORY_FAILED_MESSAGE }) },
            },
          },
          idle: {
            on: {
              'room.loadOlder': { guard: 'hasOlder', target: 'loading' },
              'room.reconnected': 'catchingUp',
            },
          },
          /** Reloads the newest page after a reconnect; paging is unchanged and a failure is ignored. */
          catchingUp: {
            invoke: {
              src: 'history',
              input: ({ context }) => ({ rid: context.rid, pageNum: 1, pageSize: context.pageSize }),
              onDone: {
                target: 'idle',
                actions: assign(({ context, event }) => ({ lines: mergeLines(context.lines, event.output) })),
              },
              onError: 'idle',
            },
          },
          failed: { on: { 'room.loadOlder': 'loading' } },
        },
      },
      left: { type: 'final' },
    },
  }),
);

export type ChatRoomMachine = ReturnType<typeof chatRoomMachine>;
export type ChatRoomSnapshot = SnapshotFrom<ChatRoomMachine>;

/** The room machine with history from /stream/api/v1/history. */
export function createChatRoomMachine(ports: { http: HttpPort }) {
  return chatRoomMachine().provide({
    actors: {
      history: fromPromise<ChatLine[], HistoryQuery>(async ({ input }) =>
        chatHistoryResponseSchema.parse(await ports.http.call(stream.history, input)),
      ),
    },
  });
}

export type HistoryStatus = 'loading' | 'idle' | 'failed' | 'exhausted';

export function selectHistoryStatus(snapshot: ChatRoomSnapshot): HistoryStatus {
  if (snapshot.matches({ active: 'loading' })) return 'loading';
  if (snapshot.matches({ active: 'failed' })) return 'failed';
  return snapshot.context.hasOlder ? 'idle' : 'exhausted';
}

/** Why the composer is disabled (muted, blocked, closed, guest), or null when the member may write. */
export function selectSendBlocker(
  snapshot: ChatRoomSnapshot,
): { problem: SendProblem; message: string } | null {
  const check = checkSend(snapshot.context, isGuest(snapshot.context.link), 'x');
  return check.ok ? null : { problem: check.problem, message: check.message };
}
