/** The in-play match detail beside a live match: score, events and a stream the browser can play. */

import { ApiError } from '../api/apiError.ts';
import { games } from '../api/catalogue/games.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import type { MatchDetail } from './matchDetailSchemas.ts';

export interface MatchDetailState {
  /** The match whose detail is open beside it; null when none is. */
  readonly gameId: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly data: MatchDetail | null;
  readonly errorMessage: string;
}

export interface MatchDetailStore extends Readable<MatchDetailState> {
  /** Opens a live match's detail (the same one again closes it). */
  toggle(gameId: string): Promise<void>;
  /** Reloads the open detail (score and events move during the match). */
  refresh(): Promise<void>;
  close(): void;
}

const CLOSED: MatchDetailState = { gameId: null, status: 'idle', data: null, errorMessage: '' };

/** The match-detail capability: one open match at a time, its detail fetched through the HttpPort. */
export function createMatchDetail(deps: { http: HttpPort }): MatchDetailStore {
  const store = createStore<MatchDetailState>(CLOSED);
  const load = async (gameId: string, quiet: boolean) => {
    if (!quiet) store.set({ gameId, status: 'loading', data: null, errorMessage: '' });
    try {
      const data = await deps.http.call(games.hotLiveMatchDetail, { gameId });
      if (store.getSnapshot().gameId === gameId)
        store.set({ gameId, status: 'ready', data, errorMessage: '' });
    } catch (error) {
      if (store.getSnapshot().gameId !== gameId) return;
      const message = error instanceof ApiError ? error.message : '';
      store.set({ gameId, status: 'error', data: null, errorMessage: message || '直播数据加载失败' });
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async toggle(gameId) {
      if (store.getSnapshot().gameId === gameId) {
        store.set(CLOSED);
        return;
      }
      await load(gameId, false);
    },
    async refresh() {
      const { gameId } = store.getSnapshot();
      if (gameId !== null) await load(gameId, true);
    },
    close: () => store.set(CLOSED),
  };
}
