import {
  games,
  money,
  type PlaceBetPayload,
  SportsVenueMethod,
  sportsBets,
  sportsLiveSchema,
} from '@jinli/core/contract';
import { DEFAULT_LEAGUE_SHORTCUTS } from '@jinli/core/rules';
import { describe, expect, it } from 'vitest';
import { singleBet as single, useSportsSandbox } from '../sports/sportsTestKit.ts';

const sports = useSportsSandbox();
const { resource, board, control } = sports;
const balance = async () =>
  ((await sports.kit.call(money.getBalance.path, {}, sports.token())).data as { centerWalletBalance: string })
    .centerWalletBalance;
const bet = (payload: PlaceBetPayload, requestId: string) => sports.place(payload, requestId);

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
    const envelope = await sports.kit.call(
      games.resource.path,
      resource(SportsVenueMethod.Board, 'forged'),
      sports.token(),
    );
    expect(envelope).toMatchObject({ status_code: 6302, message: '数据异常，请重新进入游戏' });
  });

  it('moves odds by epoch, deterministically, and on demand', async () => {
    const live = async () =>
      sportsLiveSchema.parse(
        (await sports.kit.call(games.resource.path, resource(SportsVenueMethod.Live), sports.token())).data,
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
    const status = () =>
      sports.kit.call(sportsBets.status.path, { ticket_id: placed.ticket_id }, sports.token());
    expect((await status()).data).toMatchObject({ active: 'delay' });
    sports.kit.advance(5000);
    expect((await status()).data).toMatchObject({ active: 'reject' });
    expect(await balance()).toBe('8788.00');
    const crty = await sports.kit.call(games.venueBalance.path, { channelCode: 'CRTY' }, sports.token());
    expect(crty.data).toMatchObject({ balance: '100.00' });
  });
});
