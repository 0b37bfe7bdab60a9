import { promotion } from '../api/catalogue/promotion.ts';
import { user } from '../api/catalogue/user.ts';
import type { MyGrade, RebateRate, VipGrade, VipWeek } from '../api/schemas/memberCentre.ts';
import { createLoader, IDLE, keySlot, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import { type VipProgress, vipProgress } from './vipProgress.ts';

export interface VipOverview {
  grades: readonly VipGrade[];
  mine: MyGrade;
  progress: VipProgress;
}

export interface VipState {
  /** Grade table, my grade and the progress between them (one load: progress needs both). */
  overview: Loadable<VipOverview>;
  rebates: Loadable<readonly RebateRate[]>;
  /** The weekly VIP gift (welfare page). */
  week: Loadable<VipWeek>;
}

export interface Vip extends Readable<VipState> {
  /** Grade table + my grade (+ progress). */
  load(): Promise<void>;
  loadRebates(): Promise<void>;
  loadWeek(): Promise<void>;
  /** Forget everything (logout: the next member never sees these numbers). */
  clear(): void;
}

const INITIAL: VipState = { overview: IDLE, rebates: IDLE, week: IDLE };

/** The member's VIP grade, progress, rebate rates and weekly gift (SPEC §7 grade calls, vipWeek). */
export function createVip(deps: { http: HttpPort }): Vip {
  const { http } = deps;
  const store = createStore<VipState>(INITIAL);
  // A load that finishes after clear() (logout) must not bring the old member's data back.
  let generation = 0;

  const load = createLoader(store);
  /** VipState[K] is Loadable<T>; this names T so one helper serves every cell. */
  type DataOf<K extends keyof VipState> = VipState[K] extends Loadable<infer T> ? T : never;
  const run = <K extends keyof VipState>(key: K, fetch: () => Promise<DataOf<K>>) => {
    const mine = generation;
    const slot = keySlot<VipState, K>(key) as unknown as Slot<VipState, DataOf<K>>;
    return load(key, slot, fetch, { current: () => mine === generation });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load: () =>
      run('overview', async () => {
        const [grades, mine] = await Promise.all([
          http.call(user.memberGradeConfigList, {}),
          http.call(user.memberGradeInfoByGrade, {}),
        ]);
        return { grades, mine, progress: vipProgress(grades, mine) };
      }),
    loadRebates: () => run('rebates', () => http.call(user.getGameFanshuiHighLow, {})),
    loadWeek: () => run('week', () => http.call(promotion.vipWeekInfo, {})),
    clear() {
      generation += 1;
      store.set(INITIAL);
    },
  };
}
