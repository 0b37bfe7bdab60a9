import { describe, expect, it } from 'vitest';
import { games } from '../api/catalogue/games.ts';
import { createTestClock } from '../inbox/testClock.ts';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { createFakeWalletHttp } from '../wallet/walletFakes.ts';
import { createRealityCheck, splitDuration } from './realityCheck.ts';

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
// 2026-11-24 10:00 Beijing
const START = 1_795_485_600_000;

function setup(intervalMs?: number) {
  const http = createFakeWalletHttp();
  http.on(games.betRecordTotal, () => ({ count: 4, betAmount: '400.00', winLoss: '-120.50' }));
  const clock = createTestClock(START);
  const bus = createLoginEventBus();
  const check = createRealityCheck({ http, clock, bus, ...(intervalMs ? { intervalMs } : {}) });
  return { http, clock, bus, check };
}

describe('reality check', () => {
  it('comes up after 60 minutes of a login with time on site and today’s net result', async () => {
    const { http, clock, bus, check } = setup();
    bus.emit('login_success', { token: 't', userId: '1' });
    clock.advance(59 * 60_000);
    expect(check.getSnapshot().due).toBe(false);
    clock.advance(60_000);
    await flush();
    const s = check.getSnapshot();
    expect(s.due).toBe(true);
    expect(splitDuration(s.elapsedMs)).toEqual({ hours: 1, minutes: 0 });
    expect(s.today.data).toEqual({ count: 4, betAmount: '400.00', winLoss: '-120.50' });
    expect(http.callsTo(games.betRecordTotal)[0]?.payload).toMatchObject({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
  });

  it('waits a full interval again after "keep playing", and never runs logged out', async () => {
    const { clock, check } = setup(10 * 60_000);
    check.start();
    clock.advance(10 * 60_000);
    await flush();
    check.dismiss();
    expect(check.getSnapshot().due).toBe(false);
    clock.advance(9 * 60_000);
    expect(check.getSnapshot().due).toBe(false);
    clock.advance(60_000);
    await flush();
    expect(splitDuration(check.getSnapshot().elapsedMs)).toEqual({ hours: 0, minutes: 20 });
    check.stop();
    clock.advance(60 * 60_000);
    expect(check.getSnapshot()).toMatchObject({ due: false, startedAt: null });
  });
});
