import { advertising } from '../api/catalogue/advertising.ts';
import type { Notice, PromoCard, SponsorContent } from '../api/schemas/content.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';

export const HOME_NOTICE_PAGE = { pageNum: 1, pageSize: 10 } as const;

export interface HomeState {
  banners: Loadable<PromoCard[]>;
  notices: Loadable<Notice[]>;
  sponsor: Loadable<SponsorContent>;
}

export interface Home extends Readable<HomeState> {
  loadBanners(): Promise<void>;
  loadNotices(): Promise<void>;
  loadSponsor(): Promise<void>;
  /** Loads every home section that has not loaded yet (a revisit reuses what is there). */
  ensureLoaded(): void;
}

/** Home content (SPEC §3 home): promotion banners, the notice ticker and the sponsor block. */
export function createHome(deps: { http: HttpPort }): Home {
  const { http } = deps;
  const store = createStore<HomeState>({ banners: idle(), notices: idle(), sponsor: idle() });
  const load = createLoader(store);
  const home: Home = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadBanners: () =>
      load('banners', keySlot<HomeState, 'banners'>('banners'), () =>
        http.call(advertising.getMyDiscountAd, undefined),
      ),
    loadNotices: () =>
      load('notices', keySlot<HomeState, 'notices'>('notices'), async () => {
        const page = await http.call(advertising.queryNoticeListByPage, { ...HOME_NOTICE_PAGE });
        return page.list;
      }),
    loadSponsor: () =>
      load('sponsor', keySlot<HomeState, 'sponsor'>('sponsor'), () =>
        http.call(advertising.sponsorContent, undefined),
      ),
    ensureLoaded() {
      const state = store.getSnapshot();
      if (state.banners.status === 'idle') void home.loadBanners();
      if (state.notices.status === 'idle') void home.loadNotices();
      if (state.sponsor.status === 'idle') void home.loadSponsor();
    },
  };
  return home;
}
