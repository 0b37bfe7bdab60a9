import { describe, expect, it } from 'vitest';
import { games } from '../api/catalogue/games.ts';
import { createMemoryStorage, fixedClock, NOW } from '../auth/authFakes.ts';
import { createIntentRunner } from '../money/intent.ts';
import { createFakeWalletHttp, sequentialIds } from '../wallet/walletFakes.ts';
import { betRecordQuery } from './betRecordsCapability.ts';
import { createSports } from './sportsCapability.ts';
import { itemOfPrice, priceKey, SportsVenueMethod } from './venueData.ts';

const price = (r: string) => ({
  oddGameId: 'o1',
  w: 'RE',
  rtype: 'REH',
  side: 'H',
  line: '-0.5',
  r,
  suspended: false,
});
const match = (r: string) => ({
  gameId: 'g1',
  gide: 'e1',
  hgid: 'h1',
  league_id: 'l1',
  sport: 'FT',
  market: 'RB' as const,
  start: NOW,
  team_h: '青岚联',
  team_c: '赤城竞技',
  prices: [price(r)],
});

function setup() {
  const http = createFakeWalletHttp();
  let live = '1.10';
  let moved = 0;
  http.on(games.resource, (payload) =>
    payload.method === SportsVenueMethod.Board
      ? { at: NOW, pollMs: 2000, limits: { min: '10', max: '5000' }, leagues: [], matches: [match('0.95')] }
      : { at: NOW, matches: [{ gameId: 'g1', prices: [price(live)] }] },
  );
  http.on(games.venueBalance, () => ({ balance: '100.00' }));
  const ids = sequentialIds();
  const sports = createSports({
    http,
    storage: createMemoryStorage(),
    clock: fixedClock(NOW),
    clientIp: () => '1.2.3.4',
    newId: ids,
    runner: createIntentRunner(ids),
    onMoneyMoved: () => {
      moved += 1;
    },
  });
  return { http, sports, setLive: (r: string) => (live = r), moved: () => moved };
}

describe('sports capability', () => {
  it('loads the board into one store per price, and sends the client ip with the venue request', async () => {
    const { http, sports } = setup();
    await sports.load();
    const key = priceKey('g1', price('0.95'));
    expect(sports.getSnapshot().board.data?.priceKeys.g1).toEqual([key]);
    expect(sports.priceCell(key).getSnapshot()).toMatchObject({ price: { r: '0.95' }, move: null });
    const request = http.callsTo(games.resource)[0]?.payload.Request as { remoteip: string };
    expect(request.remoteip).toBe('1.2.3.4');
  });

  it('compares odds as decimals: 0.95 → 1.10 is up, 1.10 → 1.1 is no move, then down', async () => {
    const { sports, setLive } = setup();
    await sports.load();
    const cell = sports.priceCell(priceKey('g1', price('0.95')));
    let renders = 0;
    cell.subscribe(() => {
      renders += 1;
    });
    await sports.refreshLive();
    expect(cell.getSnapshot()).toMatchObject({ move: 'up', seq: 1 });
    setLive('1.1');
    await sports.refreshLive();
    expect(cell.getSnapshot()).toMatchObject({ move: 'up', seq: 1 });
    setLive('0.9');
    await sports.refreshLive();
    expect(cell.getSnapshot()).toMatchObject({ move: 'down', seq: 2 });
    expect(renders).toBe(3);
  });

  it('moves the price of a slip line inside core (no UI in between)', async () => {
    const { sports } = setup();
    await sports.load();
    sports.slip.send({ type: 'slip.toggle', item: itemOfPrice(match('0.95'), price('0.95')) });
    await sports.refreshLive();
    const line = Object.values(sports.slip.getSnapshot().context.odds)[0];
    expect(line?.currentOdds).toBe('1.10');
  });

  it('a price no slip line holds moves its cell and leaves the slip asleep (#27)', async () => {
    const { sports } = setup();
    await sports.load();
    let woken = 0;
    sports.slip.subscribe(() => {
      woken += 1;
    });
    await sports.refreshLive();
    expect(sports.priceCell(priceKey('g1', price('1.10'))).getSnapshot()).toMatchObject({ move: 'up' });
    expect(woken).toBe(0);
  });
});

describe('bet record ranges', () => {
  it('counts whole Beijing days back from today, whatever the device zone', () => {
    // 2026-11-24 16:30 UTC is already 2026-11-25 in Beijing.
    const now = 1_795_537_800_000;
    const query = betRecordQuery({ status: 'all', range: 'week', pageNum: 1 }, now, 10);
    expect(query).toMatchObject({ startDate: '2026-11-19', endDate: '2026-11-25' });
    expect(betRecordQuery({ status: 'all', range: 'today', pageNum: 1 }, now, 10).startDate).toBe(
      '2026-11-25',
    );
  });
});
