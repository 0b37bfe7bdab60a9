/** The in-play match detail beside a live match: score, events and a stream the browser can play. */

import { ApiError } from '../api/apiError.ts';
import { games } from '../api/catalogue/games.ts';
import { createLoader, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import type { MatchDetail } from './matchDetailSchemas.ts';

/** The open match's detail as a Loadable, and which match it is. */
export interface MatchDetailState extends Loadable<MatchDetail> {
  /** The match whose detail is open beside it; null when none is. */
  readonly gameId: string | null;
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
  const loader = createLoader(store);
  const slot: Slot<MatchDetailState, MatchDetail> = {
    read: (state) => state,
    write: (state, slice) => ({ ...slice, gameId: state.gameId }),
  };
  const load = (gameId: string, fresh: boolean) => {
    if (fresh) store.set({ ...CLOSED, gameId });
    return loader('detail', slot, () => deps.http.call(games.hotLiveMatchDetail, { gameId }), {
      fresh,
      current: () => store.getSnapshot().gameId === gameId,
      describe: (error) => (error instanceof ApiError ? error.message : '') || '直播数据加载失败',
    });
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async toggle(gameId) {
      if (store.getSnapshot().gameId === gameId) {
        store.set(CLOSED);
        return;
      }
      await load(gameId, true);
    },
    async refresh() {
      const { gameId } = store.getSnapshot();
      if (gameId !== null) await load(gameId, false);
    },
    close: () => store.set(CLOSED),
  };
}
