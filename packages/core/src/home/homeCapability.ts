import { advertising } from '../api/catalogue/advertising.ts';
import type { Notice, PromoCard, SponsorContent } from '../api/schemas/content.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';

export const HOME_NOTICE_PAGE = { pageNum: 1, pageSize: 10 } as const;

/** The language content is asked for in (SPEC §3 `langx` spelling): banner art carries lettering. */
export type ContentLanguage = 'zh-cn' | 'zh-tw';

/** The content language of the member's stored locale (StorageKey.locale). */
export const storedContentLanguage = (storage: StoragePort) => (): ContentLanguage =>
  storage.get(StorageKey.locale) === 'zh-TW' ? 'zh-tw' : 'zh-cn';

/**
 * getMyDiscountAd's and sponsorContent's payload: none in Simplified (as before), `langx` for
 * Traditional art (both answer pictures lettered in the asked language, issue #28).
 */
export const bannerPayload = (language: ContentLanguage) =>
  language === 'zh-cn' ? undefined : { langx: language };

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
  /** The member switched language: banners and sponsors loaded in another one are asked for again (#28). */
  languageChanged(): void;
}

/** Home content (SPEC §3 home): promotion banners, the notice ticker and the sponsor block. */
export function createHome(deps: { http: HttpPort; language?: () => ContentLanguage }): Home {
  const { http } = deps;
  const language = deps.language ?? (() => 'zh-cn');
  let bannersLanguage: ContentLanguage | null = null;
  let sponsorLanguage: ContentLanguage | null = null;
  const store = createStore<HomeState>({ banners: idle(), notices: idle(), sponsor: idle() });
  const load = createLoader(store);
  const home: Home = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadBanners: () => {
      const asked = language();
      bannersLanguage = asked;
      return load('banners', keySlot<HomeState, 'banners'>('banners'), () =>
        http.call(advertising.getMyDiscountAd, bannerPayload(asked)),
      );
    },
    loadNotices: () =>
      load('notices', keySlot<HomeState, 'notices'>('notices'), async () => {
        const page = await http.call(advertising.queryNoticeListByPage, { ...HOME_NOTICE_PAGE });
        return page.list;
      }),
    loadSponsor: () => {
      const asked = language();
      sponsorLanguage = asked;
      return load('sponsor', keySlot<HomeState, 'sponsor'>('sponsor'), () =>
        http.call(advertising.sponsorContent, bannerPayload(asked)),
      );
    },
    ensureLoaded() {
      const state = store.getSnapshot();
      if (state.banners.status === 'idle') void home.loadBanners();
      if (state.notices.status === 'idle') void home.loadNotices();
      if (state.sponsor.status === 'idle') void home.loadSponsor();
    },
    languageChanged() {
      const now = language();
      if (bannersLanguage !== null && bannersLanguage !== now) void home.loadBanners();
      if (sponsorLanguage !== null && sponsorLanguage !== now) void home.loadSponsor();
    },
  };
  return home;
}
