import { games, money } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;

beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(() => {
  kit.sandbox.reset();
  kit.resetClock();
});

const withId = (requestId: string) => ({ headers: { 'X-API-REQUEST-ID': requestId } });

describe('games sandbox', () => {
  it('visitors read venues of every category and search a paged slot list', async () => {
    for (const category of ['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY']) {
      const venues = await kit.call(games.getVenueInfoByCategory.path, { category });
      expect(games.getVenueInfoByCategory.response.parse(venues.data).length).toBeGreaterThan(0);
    }
    const page = await kit.call(games.gameList.path, { enName: 'PG', pageNum: 2, pageSize: 24 });
    const parsed = games.gameList.response.parse(page.data);
    expect(parsed.total).toBe(120);
    expect(parsed.list).toHaveLength(24);
    const found = await kit.call(games.gameList.path, {
      enName: 'PG',
      keyword: '锦鲤',
      pageNum: 1,
      pageSize: 24,
    });
    const hits = games.gameList.response.parse(found.data);
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.list.every((g) => g.name.includes('锦鲤'))).toBe(true);
  });

  it('favourites need login and are listed with collect: 1', async () => {
    const anonymous = await kit.call(games.addCollection.path, { enName: 'PG', gameCode: 'pg-001' });
    expect(anonymous.status_code).toBe(6001);
    const token = await kit.loginToken('demo01', 'demo1234');
    await kit.call(games.addCollection.path, { enName: 'PG', gameCode: 'pg-003' }, token);
    const mine = await kit.call(
      games.gameList.path,
      { enName: 'PG', collect: 1, pageNum: 1, pageSize: 24 },
      token,
    );
    expect(games.gameList.response.parse(mine.data).list.map((g) => [g.gameCode, g.isCollect])).toEqual([
      ['pg-003', true],
    ]);
  });

  it('launch answers every kind; maintenance is 6415', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const url = async (enName: string, gameCode = 'lobby') =>
      ((await kit.call(games.launch.path, { enName, gameCode }, token)).data as { url: string }).url;
    expect(await url('XMTY')).toMatch(/^http:\/\/.+\/sandbox-game\/XMTY\/lobby$/);
    expect(await url('KXQP')).toBe('/sandbox-game/KXQP/lobby');
    expect(await url('PG', 'pg-001')).toContain('<!doctype html>');
    expect(JSON.parse(await url('CRTY'))).toMatchObject({ venue: 'CRTY' });
    const closed = await kit.call(games.launch.path, { enName: 'HYTY', gameCode: 'lobby' }, token);
    expect(closed.status_code).toBe(6415);
  });

  it('the activity venue answers 6413 until money is transferred in; a repeated request id moves money once', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const launch = () => kit.call(games.launch.path, { enName: 'HJDZ', gameCode: 'hjdz-001' }, token);
    expect((await launch()).status_code).toBe(6413);
    const transfer = { channelCode: 'HJDZ', amount: '100.00', ty: 1, isActivity: 1 };
    const first = await kit.call(games.transfer.path, transfer, token, withId('intent-1'));
    const again = await kit.call(games.transfer.path, transfer, token, withId('intent-1'));
    expect(first.data).toEqual({ centerWalletBalance: '8788.00', venueBalance: '100.00' });
    expect(again.data).toEqual(first.data);
    const balance = await kit.call(money.getBalance.path, {}, token);
    expect(balance.data).toMatchObject({ centerWalletBalance: '8788.00' });
    expect((await launch()).status_code).toBe(6000);
    const out = await kit.call(games.transfer.path, { ...transfer, ty: 2 }, token, withId('intent-2'));
    expect(out.status_code).toBe(6413);
    const all = await kit.call(games.allBalance.path, { category: 8 }, token);
    expect(all.data).toMatchObject({ total: '100.00' });
  });
});
