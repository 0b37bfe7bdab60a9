import { promotion } from '../api/catalogue/promotion.ts';
import type { GiftExchangeRecord } from '../api/schemas/memberCentre.ts';
import { createLoader, IDLE, type Loadable, wholeSlot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';

export const GIFT_RECORD_PAGE_SIZE = 10;

export interface GiftRecordPage {
  list: readonly GiftExchangeRecord[];
  total: number;
  pageNum: number;
}

export interface GiftRecords extends Readable<Loadable<GiftRecordPage>> {
  load(pageNum?: number): Promise<void>;
  clear(): void;
}

/** The member's gift exchange records (SPEC §7 activityTopGift/exchangeRecord), a page at a time. */
export function createGiftRecords(deps: { http: HttpPort }): GiftRecords {
  const store = createStore<Loadable<GiftRecordPage>>(IDLE);
  const load = createLoader(store);
  let generation = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load(pageNum = store.getSnapshot().data?.pageNum ?? 1) {
      const mine = generation;
      return load(
        'records',
        wholeSlot<GiftRecordPage>(),
        async () => {
          const page = await deps.http.call(promotion.exchangeRecord, {
            pageNum,
            pageSize: GIFT_RECORD_PAGE_SIZE,
          });
          return { ...page, pageNum };
        },
        { current: () => mine === generation },
      );
    },
    clear() {
      generation += 1;
      store.set(IDLE);
    },
  };
}

/** Pages needed for `total` rows (at least 1, so a pager always has a page to show). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
