import type { HttpPort, Notice, PromoCard, SponsorContent } from '@jinli/core';
import { advertising } from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

export const HOME_NOTICE_PAGE = { pageNum: 1, pageSize: 10 } as const;

export interface HomeState {
  banners: Loadable<PromoCard[]>;
  notices: Loadable<Notice[]>;
  sponsor: Loadable<SponsorContent>;
}

export interface HomeStore {
  readonly state: HomeState;
  loadBanners(): Promise<void>;
  loadNotices(): Promise<void>;
  loadSponsor(): Promise<void>;
  /** Loads every home section that has not loaded yet (a revisit reuses what is there). */
  ensureLoaded(): void;
}

export function createHomeStore(http: HttpPort): HomeStore {
  const state = proxy<HomeState>({ banners: idle(), notices: idle(), sponsor: idle() });
  const store: HomeStore = {
    state,
    loadBanners: () => loadInto(state.banners, () => http.call(advertising.getMyDiscountAd, undefined)),
    loadNotices: () =>
      loadInto(state.notices, async () => {
        const page = await http.call(advertising.queryNoticeListByPage, { ...HOME_NOTICE_PAGE });
        return page.list;
      }),
    loadSponsor: () => loadInto(state.sponsor, () => http.call(advertising.sponsorContent, undefined)),
    ensureLoaded() {
      if (state.banners.status === 'idle') void store.loadBanners();
      if (state.notices.status === 'idle') void store.loadNotices();
      if (state.sponsor.status === 'idle') void store.loadSponsor();
    },
  };
  return store;
}
