import {
  games,
  money,
  type PlaceBetPayload,
  SportsVenueMethod,
  sportsBets,
  sportsBoardSchema,
  sportsLiveSchema,
  type VenueMatch,
} from '@jinli/core/contract';
import { DEFAULT_LEAGUE_SHORTCUTS } from '@jinli/core/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;
let token: string;

beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(async () => {
  kit.sandbox.reset();
  kit.resetClock();
  token = await kit.loginToken('demo01', 'demo1234');
});

const resource = (method: string, requestToken = token) => ({
  method,
  enName: 'CRTY',
  Request: { timestamp: Date.now(), token: requestToken, langx: 'zh-cn', remoteip: '127.0.0.1' },
});
const board = async () =>
  sportsBoardSchema.parse(
    (await kit.call(games.resource.path, resource(SportsVenueMethod.Board), token)).data,
  );
const control = (name: string, body: unknown) =>
  fetch(`${kit.baseUrl}/__sandbox/sports/${name}`, { method: 'POST', body: JSON.stringify(body) });
const balance = async () =>
  ((await kit.call(money.getBalance.path, {}, token)).data as { centerWalletBalance: string })
    .centerWalletBalance;
const bet = (payload: PlaceBetPayload, requestId: string) =>
  kit.call(sportsBets.place.path, payload, token, { headers: { 'X-API-REQUEST-ID': requestId } });

function single(match: VenueMatch, index = 0, stake = '100'): PlaceBetPayload {
  const price = match.prices[index]!;
  return {
    mode: 'single',
    oddsType: 'H',
    acceptBetterOdds: false,
    stake,
    lines: [
      { gameId: match.gameId, gide: match.gide, oddGameId: price.oddGameId, w: price.w, odds: price.r },
    ],
  };
}

describe('crty sports venue', () => {
  it('serves every sport and market with the default league shortcuts, in Chinese', async () => {
    const data = await board();
    for (const shortcut of DEFAULT_LEAGUE_SHORTCUTS)
      expect(data.matches.some((m) => m.league_id === shortcut.id)).toBe(true);
    for (const sport of ['FT', 'BK', 'TN', 'VB', 'TT', 'BS', 'SK', 'VF'])
      expect(data.matches.some((m) => m.sport === sport)).toBe(true);
    for (const market of ['FU', 'FT', 'RB', 'FSFT', 'FSFU'])
      expect(data.matches.some((m) => m.market === market)).toBe(true);
    expect(data.matches.every((m) => /[\u4e00-\u9fff]/.test(m.team_h))).toBe(true);
    expect(data.matches.filter((m) => m.market === 'RB').every((m) => m.live?.isLive === 'Y')).toBe(true);
  });

  it('answers a Request with another token with ErrUIDVerification (6302)', async () => {
    const envelope = await kit.call(games.resource.path, resource(SportsVenueMethod.Board, 'forged'), token);
    expect(envelope).toMatchObject({ status_code: 6302, message: '数据异常，请重新进入游戏' });
  });

  it('moves odds by epoch, deterministically, and on demand', async () => {
    const live = async () =>
      sportsLiveSchema.parse(
        (await kit.call(games.resource.path, resource(SportsVenueMethod.Live), token)).data,
      );
    await control('odds', { everyMs: 0 });
    const first = await live();
    // The odds stand still; the live clocks (a basketball countdown in seconds) keep running.
    const prices = (answer: { matches: { prices: unknown }[] }) =>
      answer.matches.map((match) => match.prices);
    expect(prices(await live())).toEqual(prices(first));
    await control('move', { cents: 4 });
    const moved = await live();
    const before = first.matches[0]!.prices[0]!.r;
    expect(moved.matches[0]!.prices[0]!.r).not.toBe(before);
  });

  it('debits once per request id and refuses a stale price', async () => {
    const match = (await board()).matches.find((m) => m.market === 'FT')!;
    const first = await bet(single(match), 'bet-1');
    expect(first.data).toMatchObject({ active: 'accept' });
    expect(await balance()).toBe('8788.00');
    expect((await bet(single(match), 'bet-1')).data).toEqual(first.data);
    expect(await balance()).toBe('8788.00');
    await control('move', { gameId: match.gameId, cents: -3 });
    const stale = await bet(single(match), 'bet-2');
    expect(stale.data).toMatchObject({ active: 'reject', reason: '赔率已变化，请确认新赔率' });
    expect(await balance()).toBe('8788.00');
    expect((await bet(single(match, 0, '5'), 'bet-3')).status_code).toBe(6007);
  });

  it('holds a delayed order until it resolves, refunding a rejection', async () => {
    const match = (await board()).matches.find((m) => m.market === 'FT')!;
    await control('next-order', { outcome: 'delay-reject' });
    const placed = (await bet(single(match), 'bet-d')).data as { ticket_id: string; active: string };
    expect(placed.active).toBe('delay');
    expect(await balance()).toBe('8788.00');
    const status = () => kit.call(sportsBets.status.path, { ticket_id: placed.ticket_id }, token);
    expect((await status()).data).toMatchObject({ active: 'delay' });
    kit.advance(5000);
    expect((await status()).data).toMatchObject({ active: 'reject' });
    expect(await balance()).toBe('8788.00');
    const crty = await kit.call(games.venueBalance.path, { channelCode: 'CRTY' }, token);
    expect(crty.data).toMatchObject({ balance: '100.00' });
  });
});
