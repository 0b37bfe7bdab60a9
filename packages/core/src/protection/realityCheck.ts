import { games } from '../api/catalogue/games.ts';
import { createLoader, IDLE, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import { formatBeijingDate } from '../time/beijingTime.ts';

/** Regulated sites' convention: a reality check every 60 minutes of play. */
export const REALITY_CHECK_INTERVAL_MS = 60 * 60_000;

export interface TodayResult {
  /** Bets placed today (Beijing day). */
  count: number;
  betAmount: string;
  /** Sum of win/loss over today's settled bets; negative is a loss. */
  winLoss: string;
}

export interface RealityCheckState {
  /** Epoch ms the member's visit began (login or page load while logged in); null when logged out. */
  startedAt: number | null;
  /** The reminder is showing. */
  due: boolean;
  /** Time on site when the reminder came up. */
  elapsedMs: number;
  today: Loadable<TodayResult>;
  intervalMs: number;
}

export interface RealityCheck extends Readable<RealityCheckState> {
  start(): void;
  stop(): void;
  /** "Keep playing": hide the reminder; the next one comes a full interval later. */
  dismiss(): void;
  /** Shows the reminder now (used by the timer and by tests). */
  check(): Promise<void>;
}

export interface RealityCheckDeps {
  http: HttpPort;
  clock: ClockPort;
  bus?: LoginEventBus;
  intervalMs?: number;
}

/**
 * Player protection beyond the spec: while a member is logged in, every interval a reminder shows
 * the time on site and today's net result from the bet records (games record/betRecordTotal).
 */
export function createRealityCheck(deps: RealityCheckDeps): RealityCheck {
  const { http, clock } = deps;
  const intervalMs = deps.intervalMs ?? REALITY_CHECK_INTERVAL_MS;
  const initial: RealityCheckState = { startedAt: null, due: false, elapsedMs: 0, today: IDLE, intervalMs };
  const store = createStore<RealityCheckState>(initial);
  const load = createLoader(store);
  let timer: TimerHandle | null = null;

  const schedule = () => {
    if (timer !== null) clock.cancelAfter(timer);
    timer = clock.after(() => void check.check(), intervalMs);
  };

  const check: RealityCheck = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start() {
      if (store.getSnapshot().startedAt !== null) return;
      store.set({ ...initial, startedAt: clock.now() });
      schedule();
    },
    stop() {
      if (timer !== null) clock.cancelAfter(timer);
      timer = null;
      store.set(initial);
    },
    dismiss() {
      if (store.getSnapshot().startedAt === null) return;
      store.update((s) => ({ ...s, due: false }));
      schedule();
    },
    async check() {
      const { startedAt } = store.getSnapshot();
      if (startedAt === null) return;
      timer = null;
      const now = clock.now();
      store.update((s) => ({ ...s, due: true, elapsedMs: now - startedAt }));
      const day = formatBeijingDate(now);
      await load(
        'today',
        keySlot<RealityCheckState, 'today'>('today'),
        async () => {
          const total = await http.call(games.betRecordTotal, {
            status: 'all',
            startDate: day,
            endDate: day,
            pageNum: 1,
            pageSize: 1,
          });
          return { count: total.count, betAmount: total.betAmount, winLoss: total.winLoss };
        },
        { current: () => store.getSnapshot().startedAt === startedAt },
      );
    },
  };
  deps.bus?.on('login_success', () => check.start());
  deps.bus?.on('login_expired', () => check.stop());
  return check;
}

/** Whole hours and minutes of a duration, for "你已在本站 1 小时 5 分钟". */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
