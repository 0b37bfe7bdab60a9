import { stream } from '@jinli/core/contract';
import { historyPage } from '../chat/chatWorld.ts';
import { route } from './route.ts';

/** Chat history for visitors and members alike: page 1 is the newest `pageSize` lines, oldest first. */
export const chatHistoryRoutes = [
  route(stream.history, ({ payload, state }) => ({
    list: historyPage(state.chat, payload.rid, payload.pageNum, payload.pageSize),
  })),
];
