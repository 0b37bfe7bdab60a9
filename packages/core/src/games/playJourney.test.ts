import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../api/apiError.ts';
import { fakeFunds } from '../funds/fundsFakes.ts';
import type { ReservedWindow } from '../ports/navigator.ts';
import type { GameActors, GameLaunchRequest, VenueTransferRequest } from './gameActors.ts';
import type { VenueTransferResult } from './gameSchemas.ts';
import type { PlayEffect } from './playJourney.machine.ts';
import { createPlayJourney, type PlayJourney, type PlayView } from './playJourney.ts';

const LAUNCH_PATH = '/game/api/v1/venue/launch';
const refusal = (code: number, message: string) =>
  new ApiError({
    kind: 'result',
    path: LAUNCH_PATH,
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });
const timeout = () =>
  new ApiError({ kind: 'timeout', path: '/game/api/v1/venue/transfer', message: 'timeout' });

interface Fakes {
  launch?: (request: GameLaunchRequest) => Promise<string>;
  transfer?: (request: VenueTransferRequest) => Promise<VenueTransferResult>;
  balance?: () => Promise<string>;
  loggedIn?: boolean;
}

/** A journey over fake venue calls; every request id comes from the fake id port. */
function journeyWith(fakes: Fakes = {}) {
  const launches: GameLaunchRequest[] = [];
  const transfers: VenueTransferRequest[] = [];
  const effects: PlayEffect[] = [];
  let ids = 0;
  const askLogin = vi.fn();
  const refreshBalance = vi.fn();
  const newRequestId = vi.fn(() => `id-${++ids}`);
  const actors: GameActors = {
    launchGame: (input) => {
      launches.push(input);
      return (fakes.launch ?? (() => Promise.resolve('https://games.example/play')))(input);
    },
  };
  const funds = fakeFunds({
    newId: newRequestId,
    balance: fakes.balance ?? (() => Promise.resolve('8888.00')),
    transfer: (input) => {
      transfers.push(input);
      return (
        fakes.transfer ?? (() => Promise.resolve({ centerWalletBalance: '8788.00', venueBalance: '100.00' }))
      )(input);
    },
  });
  const journey = createPlayJourney({
    actors,
    funds,
    isLoggedIn: () => fakes.loggedIn ?? true,
    askLogin,
    refreshBalance,
  });
  for (const type of ['play.open', 'play.toast', 'play.dialog'] as const)
    journey.on(type, (effect) => effects.push(effect));
  return { journey, launches, transfers, effects, askLogin, refreshBalance, newRequestId };
}

/** Resolves when the journey's view satisfies `check`. */
function viewWhere(journey: PlayJourney, check: (view: PlayView) => boolean): Promise<PlayView> {
  return new Promise((resolve) => {
    const test = () => {
      const view = journey.getSnapshot();
      if (!check(view)) return false;
      off();
      resolve(view);
      return true;
    };
    const off = journey.subscribe(() => void test());
    test();
  });
}

const SLOT = { enName: 'HJDZ', gameCode: 'hjdz-001' };
const ACTIVITY = () => Promise.reject(refusal(6413, '黄金电子限时活动进行中，请先转入'));

/** The HJDZ activity venue: 6413 until money moved in, then the slot payload. */
function activityVenue() {
  let funded = false;
  return {
    launch: () => (funded ? Promise.resolve('<html>slot</html>') : ACTIVITY()),
    fund: () => {
      funded = true;
    },
  };
}

describe('play journey: login gate and launch (SPEC §4)', () => {
  it('asks a visitor to log in and launches nothing', () => {
    const { journey, launches, askLogin } = journeyWith({ loggedIn: false });
    const reserveWindow = vi.fn(() => null);
    journey.send({ type: 'play.start', request: SLOT, reserveWindow });
    expect(askLogin).toHaveBeenCalledTimes(1);
    expect(launches).toEqual([]);
    expect(reserveWindow).not.toHaveBeenCalled();
    expect(journey.getSnapshot().phase).toBe('idle');
    // Issue #27: a visitor's click loads no machine.
    expect(journey.actor).toBeNull();
  });

  it('shows which game launches, ignores a second click, then asks the host to open it', async () => {
    const { journey, launches, effects } = journeyWith();
    journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' } });
    expect(journey.getSnapshot()).toMatchObject({ phase: 'launching', launching: 'AGZR:lobby' });
    // The machine loads with a member's first launch (issue #27); the view shows the launch meanwhile.
    expect(journey.actor).toBeNull();
    journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' } });
    await viewWhere(journey, (v) => v.phase === 'opened');
    expect(launches).toHaveLength(1);
    expect(journey.getSnapshot().launching).toBeNull();
    expect(effects).toEqual([
      {
        type: 'play.open',
        launch: { kind: 'embedded', url: 'https://games.example/play' },
        request: { enName: 'AGZR', gameCode: 'lobby' },
        replace: false,
        window: null,
      },
    ]);
  });

  it('reserves a window on the click only for a new-window venue, hands it over, and closes it on failure', async () => {
    const window: ReservedWindow = { navigate: vi.fn(), close: vi.fn() };
    const { journey, effects } = journeyWith();
    journey.send({
      type: 'play.start',
      request: { enName: 'XMTY', gameCode: 'lobby' },
      reserveWindow: () => window,
    });
    await viewWhere(journey, (v) => v.phase === 'opened');
    expect(effects[0]).toMatchObject({ launch: { kind: 'newWindow' }, window });
    expect(window.close).not.toHaveBeenCalled();

    const refused = journeyWith({ launch: () => Promise.reject(refusal(6415, '场馆维护中')) });
    refused.journey.send({
      type: 'play.start',
      request: { enName: 'G1CP', gameCode: 'lobby' },
      reserveWindow: () => window,
    });
    await viewWhere(refused.journey, (v) => v.phase === 'failed');
    expect(window.close).toHaveBeenCalledTimes(1);

    const embedded = journeyWith();
    const reserve = vi.fn(() => window);
    embedded.journey.send({ type: 'play.start', request: SLOT, reserveWindow: reserve });
    expect(reserve).not.toHaveBeenCalled();
  });

  it('a relaunch of a reloaded /game/{info} replaces that entry', async () => {
    const { journey, effects } = journeyWith();
    journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' }, relaunch: true });
    expect(journey.getSnapshot().relaunch).toBe(true);
    await viewWhere(journey, (v) => v.phase === 'opened');
    expect(effects[0]).toMatchObject({ type: 'play.open', replace: true });
  });
});

describe('play journey: failures (SPEC §8)', () => {
  it('6415 and an unsafe answer are dialogs with their message', async () => {
    const closed = journeyWith({ launch: () => Promise.reject(refusal(6415, '场馆维护中，预计18:00恢复')) });
    closed.journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' } });
    await viewWhere(closed.journey, (v) => v.phase === 'failed');
    expect(closed.effects).toEqual([{ type: 'play.dialog', text: '场馆维护中，预计18:00恢复' }]);

    const unsafe = journeyWith({ launch: () => Promise.resolve('javascript:alert(1)') });
    unsafe.journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' } });
    await viewWhere(unsafe.journey, (v) => v.phase === 'failed');
    expect(unsafe.effects).toEqual([{ type: 'play.dialog', text: '游戏地址不安全，已阻止打开，请联系客服' }]);
  });

  it('the sports venue failure is the toast 请先登录账号，才能了解更多', async () => {
    const { journey, effects } = journeyWith({
      launch: () => Promise.reject(refusal(6005, '服务器开小差了')),
    });
    journey.send({ type: 'play.start', request: { enName: 'crty', gameCode: 'lobby' } });
    await viewWhere(journey, (v) => v.phase === 'failed');
    expect(effects).toEqual([{ type: 'play.toast', tone: 'error', text: '请先登录账号，才能了解更多' }]);
  });

  it('ErrUIDVerification says exactly 数据异常，请重新进入游戏 whatever the server wrote', async () => {
    const { journey, effects } = journeyWith({ launch: () => Promise.reject(refusal(6302, 'uid mismatch')) });
    journey.send({ type: 'play.start', request: { enName: 'AGZR', gameCode: 'lobby' } });
    await viewWhere(journey, (v) => v.phase === 'failed');
    expect(effects).toEqual([{ type: 'play.dialog', text: '数据异常，请重新进入游戏' }]);
    expect(journey.getSnapshot().message).toBe('数据异常，请重新进入游戏');
  });
});

describe('play journey: 6413 → transfer → relaunch (SPEC §4, §8)', () => {
  it('opens the transfer form with the server text; success says 转账成功, refreshes the balance and relaunches as the activity', async () => {
    const venue = activityVenue();
    const { journey, launches, transfers, effects, refreshBalance, newRequestId } = journeyWith({
      launch: venue.launch,
      transfer: () => {
        venue.fund();
        return Promise.resolve({ centerWalletBalance: '8788.00', venueBalance: '100.00' });
      },
    });
    journey.send({ type: 'play.start', request: SLOT });
    const form = await viewWhere(journey, (v) => v.transfer !== null && !v.transfer.loadingBalance);
    expect(form.phase).toBe('transfer');
    expect(form.transfer).toMatchObject({
      venue: 'HJDZ',
      message: '黄金电子限时活动进行中，请先转入',
      variant: 'activity',
      center: '8888.00',
      amount: '',
      busy: false,
    });
    journey.send({ type: 'transfer.amount', value: '100' });
    journey.send({ type: 'transfer.submit' });
    expect(journey.getSnapshot().transfer?.busy).toBe(true);
    await viewWhere(journey, (v) => v.phase === 'opened');
    expect(transfers).toEqual([{ channelCode: 'HJDZ', amount: '100.00', isActivity: 1, requestId: 'id-1' }]);
    expect(newRequestId).toHaveBeenCalledTimes(1);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(launches).toEqual([SLOT, { ...SLOT, isActivity: 1 }]);
    expect(effects).toEqual([
      { type: 'play.toast', tone: 'success', text: '转账成功' },
      {
        type: 'play.open',
        launch: { kind: 'slot', route: '/dz/game', payload: '<html>slot</html>' },
        request: { ...SLOT, isActivity: 1 },
        replace: false,
        window: null,
      },
    ]);
  });

  it('a refused transfer keeps the form with the message; the next submit is a new intent; closing it ends the journey', async () => {
    const { journey, transfers, effects, refreshBalance } = journeyWith({
      launch: ACTIVITY,
      transfer: () => Promise.reject(refusal(6007, '中心钱包余额不足')),
    });
    journey.send({ type: 'play.start', request: SLOT });
    await viewWhere(journey, (v) => v.transfer !== null && !v.transfer.loadingBalance);
    journey.send({ type: 'transfer.amount', value: '100' });
    journey.send({ type: 'transfer.submit' });
    const failed = await viewWhere(journey, (v) => v.transfer?.error === '中心钱包余额不足');
    expect(failed.transfer).toMatchObject({ amount: '100', busy: false });
    journey.send({ type: 'transfer.submit' });
    await viewWhere(journey, () => transfers.length === 2);
    expect(transfers.map((t) => t.requestId)).toEqual(['id-1', 'id-2']);
    await viewWhere(journey, (v) => v.transfer?.busy === false);
    journey.send({ type: 'play.dismiss' });
    expect(journey.getSnapshot()).toMatchObject({ phase: 'idle', transfer: null });
    expect(effects).toEqual([]);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('a transfer refused with 6413 shows the activity text in the variant form', async () => {
    const { journey } = journeyWith({
      launch: ACTIVITY,
      transfer: () => Promise.reject(refusal(6413, '流水未达标，暂不可转出')),
    });
    journey.send({ type: 'play.start', request: SLOT });
    await viewWhere(journey, (v) => v.transfer !== null && !v.transfer.loadingBalance);
    journey.send({ type: 'transfer.amount', value: '10' });
    journey.send({ type: 'transfer.submit' });
    const view = await viewWhere(journey, (v) => v.transfer?.message === '流水未达标，暂不可转出');
    expect(view.transfer?.variant).toBe('activity');
  });

  it('a timed-out transfer is checked; its retry carries the same request id; the form cannot close meanwhile', async () => {
    const venue = activityVenue();
    let tries = 0;
    let releaseCheck: (balance: string) => void = () => undefined;
    let checks = 0;
    const { journey, transfers, effects, newRequestId } = journeyWith({
      launch: venue.launch,
      balance: () => {
        checks += 1;
        if (checks === 2) return new Promise((resolve) => (releaseCheck = resolve));
        return Promise.resolve('8888.00');
      },
      transfer: () => {
        tries += 1;
        if (tries === 1) return Promise.reject(timeout());
        venue.fund();
        return Promise.resolve({ centerWalletBalance: '8788.00', venueBalance: '100.00' });
      },
    });
    journey.send({ type: 'play.start', request: SLOT });
    await viewWhere(journey, (v) => v.transfer !== null && !v.transfer.loadingBalance);
    journey.send({ type: 'transfer.amount', value: '100' });
    journey.send({ type: 'transfer.submit' });
    await viewWhere(journey, (v) => v.transfer?.error === '转账结果未知，正在核对余额，请勿重复提交');
    journey.send({ type: 'play.dismiss' });
    expect(journey.getSnapshot().phase).toBe('transfer');
    releaseCheck('8888.00');
    await viewWhere(
      journey,
      (v) => v.transfer?.error === '转账未完成，余额未变动，可再次提交' && !v.transfer.busy,
    );
    expect(journey.getSnapshot().transfer?.amount).toBe('100');
    journey.send({ type: 'transfer.submit' });
    await viewWhere(journey, (v) => v.phase === 'opened');
    expect(transfers.map((t) => t.requestId)).toEqual(['id-1', 'id-1']);
    expect(newRequestId).toHaveBeenCalledTimes(1);
    expect(effects.map((e) => e.type)).toEqual(['play.toast', 'play.open']);
  });

  it('a logout closes the transfer form', async () => {
    const { journey } = journeyWith({ launch: ACTIVITY });
    journey.send({ type: 'play.start', request: SLOT });
    await viewWhere(journey, (v) => v.phase === 'transfer');
    journey.send({ type: 'play.reset' });
    expect(journey.getSnapshot()).toMatchObject({ phase: 'idle', transfer: null });
  });
});

type Answer = 'ok' | 'timeout' | 'refused';

describe('play journey model: request ids of transfer intents', () => {
  test.prop([fc.array(fc.constantFrom<Answer>('ok', 'timeout', 'refused'), { minLength: 1, maxLength: 6 })], {
    numRuns: 40,
  })(
    'an unknown outcome is retried under the same id, a refusal starts a new one, success sends no more',
    async (answers) => {
      const venue = activityVenue();
      const queue = [...answers];
      const { journey, transfers, newRequestId } = journeyWith({
        launch: venue.launch,
        transfer: () => {
          const answer = queue.shift() ?? 'ok';
          if (answer === 'timeout') return Promise.reject(timeout());
          if (answer === 'refused') return Promise.reject(refusal(6007, '请稍后再试'));
          venue.fund();
          return Promise.resolve({ centerWalletBalance: '8788.00', venueBalance: '100.00' });
        },
      });
      journey.send({ type: 'play.start', request: SLOT });
      await viewWhere(journey, (v) => v.transfer !== null && !v.transfer.loadingBalance);
      journey.send({ type: 'transfer.amount', value: '100' });
      for (let click = 0; click < answers.length + 1; click += 1) {
        if (journey.getSnapshot().phase !== 'transfer') break;
        journey.send({ type: 'transfer.submit' });
        await viewWhere(journey, (v) => v.phase !== 'transfer' || v.transfer?.busy === false);
      }
      const { actor } = journey;
      expect(actor).not.toBeNull();
      if (actor !== null) await waitFor(actor, (s) => !s.hasTag('busy'));
      const sent = transfers.map((t) => t.requestId);
      // The expected ids: a new one after a known outcome, the same one after an unknown one.
      const expected: string[] = [];
      let id = 0;
      let keep = false;
      for (const answer of answers) {
        if (!keep) id += 1;
        expected.push(`id-${id}`);
        if (answer === 'ok') break;
        keep = answer === 'timeout';
      }
      expect(sent.slice(0, expected.length)).toEqual(expected);
      expect(newRequestId).toHaveBeenCalledTimes(new Set(sent).size);
      const succeeded = answers.indexOf('ok');
      if (succeeded >= 0) expect(sent).toHaveLength(succeeded + 1);
    },
  );
});
