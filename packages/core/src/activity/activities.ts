import { type Actor, createActor, fromPromise } from 'xstate';
import { advertising } from '../api/catalogue/advertising.ts';
import { promotion } from '../api/catalogue/promotion.ts';
import type { DiscountAd } from '../api/schemas/activity.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { bannerPayload, type ContentLanguage } from '../home/homeCapability.ts';
import { type NewRequestId, sendIntent } from '../money/intent.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import { activityJoinMachine, type JoinArgs } from './activityJoin.machine.ts';
import { activityPageMachine } from './activityPage.machine.ts';
import { joinNeedsConfirm, joinPaysBonus } from './standing.ts';

/** The member's login state as the activities see it (the engine passes the session). */
export interface SessionView {
  isLoggedIn(): boolean;
  /** Called on every session change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface ActivitiesDeps {
  http: HttpPort;
  clock: ClockPort;
  newRequestId: NewRequestId;
  session: SessionView;
  /** A join paid money into the wallet: the engine refreshes the balance. */
  onMoneyMoved: () => void;
  /** The member's language: promotion art is lettered in it (issue #28). */
  language?: () => ContentLanguage;
}

export interface ActivitiesState {
  /** The promotions list (getMyDiscountAd), every category. */
  readonly promotions: Loadable<DiscountAd[]>;
}

export type ActivityPageActor = Actor<ReturnType<typeof activityPageMachine>>;
export type ActivityJoinActor = Actor<ReturnType<typeof activityJoinMachine>>;

/** One open activity page: its page and join machines, and the commands a screen sends. */
export interface ActivitySession {
  page: ActivityPageActor;
  join: ActivityJoinActor;
  /** Joins or claims; deposit bonuses ask for confirmation first (joinNeedsConfirm). */
  start(args?: JoinArgs): void;
  accept(): void;
  cancel(): void;
  dismiss(): void;
  reload(): void;
  stop(): void;
}

export interface Activities extends Readable<ActivitiesState> {
  loadPromotions(): Promise<void>;
  open(id: number): ActivitySession;
}

/**
 * The promotions capability (SPEC §2 /activity/*, §7 promotion calls, getMyDiscountAd): the list by
 * category, and one session per open activity page that follows login and logout by itself.
 */
export function createActivities(deps: ActivitiesDeps): Activities {
  const store = createStore<ActivitiesState>({ promotions: idle() });
  const load = createLoader(store);

  const loadPromotions = () =>
    load('promotions', keySlot<ActivitiesState, 'promotions'>('promotions'), () =>
      deps.http.call(advertising.getMyDiscountAd, bannerPayload(deps.language?.() ?? 'zh-cn')),
    );

  function open(id: number): ActivitySession {
    const page = createActor(
      activityPageMachine().provide({
        actors: {
          loadActivity: fromPromise(async ({ input }) => {
            const config = await deps.http.call(promotion.config, { id: input.id });
            const verification = input.loggedIn
              ? await deps.http.call(promotion.verification, { id: input.id })
              : null;
            return { config, verification, at: deps.clock.now() };
          }),
          loadVerification: fromPromise(async ({ input }) => ({
            verification: await deps.http.call(promotion.verification, { id: input.id }),
            at: deps.clock.now(),
          })),
        },
      }),
      { input: { id, loggedIn: deps.session.isLoggedIn() } },
    );
    const join = createActor(
      activityJoinMachine().provide({
        actors: {
          fetchTerms: fromPromise(({ input }) => deps.http.call(promotion.confirmInfo, { id: input.id })),
          join: fromPromise(({ input }) =>
            sendIntent(deps.http, promotion.joinActivity, input.payload, input.requestId, deps.newRequestId),
          ),
        },
      }),
      { input: { id, newRequestId: deps.newRequestId } },
    );
    join.on('join.succeeded', ({ result }) => {
      const type = page.getSnapshot().context.loaded?.config.type;
      if (type !== undefined && joinPaysBonus(type) && result.bonus !== '0.00') deps.onMoneyMoved();
      page.send({ type: 'activity.refreshProgress' });
    });
    const unsubscribe = deps.session.subscribe(() =>
      page.send({ type: 'activity.session', loggedIn: deps.session.isLoggedIn() }),
    );
    page.start();
    join.start();
    return {
      page,
      join,
      start(args = {}) {
        const type = page.getSnapshot().context.loaded?.config.type;
        if (type === undefined) return;
        join.send({ type: 'join.start', args, confirm: joinNeedsConfirm(type) });
      },
      accept: () => join.send({ type: 'join.accept' }),
      cancel: () => join.send({ type: 'join.cancel' }),
      dismiss: () => join.send({ type: 'join.dismiss' }),
      reload: () => page.send({ type: 'activity.reload' }),
      stop() {
        unsubscribe();
        page.stop();
        join.stop();
      },
    };
  }

  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, loadPromotions, open };
}
