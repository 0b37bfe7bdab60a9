import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { promotion } from '../api/catalogue/promotion.ts';
import type { ActivityConfig, ActivityVerification } from '../api/schemas/activity.ts';
import type { ClockPort } from '../ports/clock.ts';
import { createFakeWalletHttp, dropped, refused, sequentialIds } from '../wallet/walletFakes.ts';
import { createActivities } from './activities.ts';
import { selectJoinBusy, selectJoinError, selectJoinTerms } from './activityJoin.machine.ts';
import { selectActivityStanding } from './activityPage.machine.ts';

const NOW = 1_800_000_000_000;
const clock = { now: () => NOW } as ClockPort;
const base = {
  title: '活动',
  subtitle: '',
  image: '',
  category: 'daily',
  categoryName: '每日福利',
  rules: [],
};
const signConfig: ActivityConfig = {
  ...base,
  id: 102,
  type: 'signGift',
  startTime: NOW - 1000,
  endTime: null,
  rewards: ['1', '2'],
};
const firstDeposit: ActivityConfig = {
  ...base,
  id: 101,
  type: 'firstDeposit',
  startTime: NOW - 1000,
  endTime: NOW + 1000,
  bonus: { rate: '1', minDeposit: '100', maxBonus: '8888', turnoverMultiple: 10 },
};
const signVerification: ActivityVerification = {
  eligible: true,
  reason: null,
  progress: { type: 'signGift', today: '2027-01-15', signedDates: [], streak: 0 },
};

function setup(config: ActivityConfig, loggedIn: boolean) {
  const http = createFakeWalletHttp();
  http.on(promotion.config, () => config);
  http.on(promotion.verification, () => signVerification);
  let logged = loggedIn;
  const listeners = new Set<() => void>();
  const onMoneyMoved = vi.fn();
  const activities = createActivities({
    http,
    clock,
    newRequestId: sequentialIds(),
    onMoneyMoved,
    session: {
      isLoggedIn: () => logged,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
  const login = (value: boolean) => {
    logged = value;
    for (const listener of listeners) listener();
  };
  return { http, activities, onMoneyMoved, login };
}

describe('activity sessions', () => {
  it('shows a visitor the activity without asking for the member verification, then loads it at login', async () => {
    const { http, activities, login } = setup(signConfig, false);
    const session = activities.open(102);
    await waitFor(session.page, (s) => s.matches('ready'));
    expect(selectActivityStanding(session.page.getSnapshot())).toEqual({ kind: 'visitor' });
    expect(http.callsTo(promotion.verification)).toHaveLength(0);
    login(true);
    await waitFor(session.page, (s) => s.matches('ready') && s.context.loggedIn);
    expect(selectActivityStanding(session.page.getSnapshot())).toEqual({ kind: 'open' });
    session.stop();
  });

  it('keeps one request id for a sign-in retried after a lost answer, and pays once', async () => {
    const { http, activities, onMoneyMoved } = setup(signConfig, true);
    let calls = 0;
    http.on(promotion.joinActivity, () => {
      calls += 1;
      if (calls === 1) throw dropped();
      return { bonus: '1.00', prizeId: null, message: '签到成功' };
    });
    const session = activities.open(102);
    await waitFor(session.page, (s) => s.matches('ready'));
    session.start();
    await waitFor(session.join, (s) => !selectJoinBusy(s));
    expect(selectJoinError(session.join.getSnapshot())).not.toBe('');
    session.start();
    await waitFor(session.join, (s) => s.context.result !== null);
    const ids = http.callsTo(promotion.joinActivity).map((call) => call.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('a refusal with a code ends the intent: the next try is a new id', async () => {
    const { http, activities } = setup(signConfig, true);
    http.on(promotion.joinActivity, () => {
      throw refused(6009, '今日已签到，请明天再来');
    });
    const session = activities.open(102);
    await waitFor(session.page, (s) => s.matches('ready'));
    session.start();
    await waitFor(session.join, (s) => selectJoinError(s) !== '');
    expect(selectJoinError(session.join.getSnapshot())).toBe('今日已签到，请明天再来');
    session.start();
    await waitFor(
      session.join,
      (s) => http.callsTo(promotion.joinActivity).length === 2 && !selectJoinBusy(s),
    );
    const ids = http.callsTo(promotion.joinActivity).map((call) => call.requestId);
    expect(ids[0]).not.toBe(ids[1]);
    session.stop();
  });

  it('shows the deposit-bonus terms before joining; cancel sends nothing', async () => {
    const { http, activities } = setup(firstDeposit, true);
    http.on(promotion.verification, () => ({
      eligible: true,
      reason: null,
      progress: { type: 'firstDeposit', depositAmount: '500.00', claimed: false },
    }));
    http.on(promotion.confirmInfo, () => ({
      depositAmount: '500.00',
      bonus: '500.00',
      requiredTurnover: '10000.00',
      notes: [],
    }));
    http.on(promotion.joinActivity, () => ({ bonus: '500.00', prizeId: null, message: '申请成功' }));
    const session = activities.open(101);
    await waitFor(session.page, (s) => s.matches('ready'));
    session.start();
    await waitFor(session.join, (s) => selectJoinTerms(s) !== null);
    session.cancel();
    expect(http.callsTo(promotion.joinActivity)).toHaveLength(0);
    session.start();
    await waitFor(session.join, (s) => selectJoinTerms(s) !== null);
    session.accept();
    await waitFor(session.join, (s) => s.context.result !== null);
    expect(session.join.getSnapshot().context.result?.bonus).toBe('500.00');
    session.stop();
  });

  it('groups nothing until promotions load, then reports a failure as a message', async () => {
    const { http, activities } = setup(signConfig, false);
    http.on({ path: '/site/api/v1/advertising/getMyDiscountAd' }, () => {
      throw refused(6005, '服务器错误');
    });
    await activities.loadPromotions();
    expect(activities.getSnapshot().promotions).toMatchObject({
      status: 'error',
      errorMessage: '服务器错误',
    });
  });
});
