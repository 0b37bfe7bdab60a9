import {
  betRecordTotalSchema,
  games,
  type PlaceBetPayload,
  SPORTS_STREAM_PATH,
  sportsBets,
  sportsStreamFrameSchema,
} from '@jinli/core/contract';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SANDBOX_SITE_ID } from '../devKeys.ts';
import { lineResult, settleOrder } from './settlement.ts';
import { livePrices } from './simulation.ts';
import { createSportsState, type SportsOrder } from './sportsState.ts';
import { singleBet as single, useSportsSandbox } from './sportsTestKit.ts';

const sports = useSportsSandbox();
const { control, board, venueBalance, records } = sports;

describe('settlement and bet records', () => {
  it('a forced win pays stake × European odds once and the record says W', async () => {
    await control('odds', { everyMs: 0 });
    const match = (await board()).matches.find((m) => m.market === 'FT')!;
    const payload = single(match, 0, '100');
    await sports.kit.call(sportsBets.place.path, payload, sports.token(), {
      headers: { 'X-API-REQUEST-ID': 'bet-1' },
    });
    expect((await records('pending')).list).toHaveLength(1);
    const before = await venueBalance();
    const settle = async () => (await control('settle', { gameId: match.gameId, result: 'W' })).json();
    expect(await settle()).toMatchObject({ settled: [expect.any(String)] });
    expect(await settle()).toMatchObject({ settled: [] });
    const payout = ((100 * (100 + Math.round(Number(payload.lines[0]!.odds) * 100))) / 100).toFixed(2);
    expect(Number(await venueBalance())).toBeCloseTo(Number(before) + Number(payout), 2);
    const [record] = (await records('settled')).list;
    expect(record).toMatchObject({ result: 'W', payout, status: 'settled', betAmount: '100.00' });
    expect((await records('pending')).list).toHaveLength(0);
    const total = betRecordTotalSchema.parse(
      (
        await sports.kit.call(
          games.betRecordTotal.path,
          { status: 'all', pageNum: 1, pageSize: 10 },
          sports.token(),
        )
      ).data,
    );
    expect(total).toMatchObject({ count: 1, betAmount: '100.00' });
    expect((await board()).matches.some((m) => m.gameId === match.gameId)).toBe(false);
  });

  it('split handicap lines settle half win and half loss', () => {
    const state = createSportsState(1, 0);
    const match = state.seed.matches.find((m) => m.market === 'FT')!;
    const line = (w: string, oddGameId: string) => ({
      gameId: match.gameId,
      gide: '',
      oddGameId,
      w,
      odds: '0.90',
    });
    // Home -0.5/1 is not this match's line unless it is; settle by the over/under side with a forced score instead.
    const over = line('OU', `${match.gameId}-OUO`);
    const results = [0, 1, 2, 3, 4, 5, 6].map((goals) =>
      lineResult(state, over, { home: goals, away: 0, at: 0 }),
    );
    expect(results).toContain('W');
    expect(results).toContain('L');
    expect(lineResult(state, over, { home: 0, away: 0, at: 0, code: 'D4' })).toBe('D4');
  });

  it('odd/even (单/双) is priced in European odds on every match and settles by the total score', () => {
    const state = createSportsState(1, 0);
    const match = state.seed.matches.find((m) => m.market === 'RB' && m.sport === 'FT')!;
    const board = livePrices(state, match, 0);
    expect(board).toHaveLength(9);
    const [odd, even] = board.filter((p) => p.w === 'REO');
    expect(odd).toMatchObject({ side: 'ODD', oddGameId: `${match.gameId}-EOO` });
    expect(even).toMatchObject({ side: 'EVEN', oddGameId: `${match.gameId}-EOE` });
    expect(Number(odd!.r)).toBeGreaterThan(1.4);
    const line = (oddGameId: string) => ({
      gameId: match.gameId,
      gide: '',
      oddGameId,
      w: 'REO',
      odds: '1.93',
    });
    expect(lineResult(state, line(odd!.oddGameId), { home: 2, away: 1, at: 0 })).toBe('W');
    expect(lineResult(state, line(even!.oddGameId), { home: 2, away: 1, at: 0 })).toBe('L');
    expect(lineResult(state, line(even!.oddGameId), { home: 0, away: 0, at: 0 })).toBe('W');
  });

  it('payouts: half win, half loss, void and a parlay in decimal cents', () => {
    const order = (mode: PlaceBetPayload['mode'], odds: string[], total: string): SportsOrder => ({
      ticketId: 'T1',
      member: 'm',
      total,
      placedAt: 0,
      resolveAt: 0,
      outcome: 'accept',
      refunded: false,
      payload: {
        mode,
        oddsType: 'H',
        acceptBetterOdds: false,
        stake: '100',
        lines: odds.map((o, i) => ({ gameId: `g${i}`, gide: '', oddGameId: `g${i}-RH`, w: 'R', odds: o })),
      },
    });
    expect(settleOrder(order('single', ['0.90'], '100.00'), ['LW'], 0).payout).toBe('145.00');
    expect(settleOrder(order('single', ['0.90'], '100.00'), ['LL'], 0).payout).toBe('50.00');
    expect(settleOrder(order('single', ['0.90'], '100.00'), ['D1'], 0).payout).toBe('100.00');
    const parlay = settleOrder(order('multiple', ['0.90', '1.05'], '100.00'), ['W', 'W'], 0);
    expect(parlay).toMatchObject({ result: 'W', payout: '389.50' });
    expect(settleOrder(order('multiple', ['0.90', '1.05'], '100.00'), ['W', 'L'], 0).result).toBe('L');
  });
});

describe('sports stream', () => {
  it('sends a snapshot, then only the prices that moved', async () => {
    await control('odds', { everyMs: 0, streamMs: 50 });
    const url = `${sports.kit.baseUrl.replace('http', 'ws')}${SPORTS_STREAM_PATH}?token=${sports.token()}&siteId=${SANDBOX_SITE_ID}`;
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => ws.once('open', resolve));
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    const snapshot = sportsStreamFrameSchema.parse(frames[0]);
    expect(snapshot).toMatchObject({ type: 'snapshot', seq: 1 });
    const gameId = snapshot.matches.find((m) => m.live === undefined)!.gameId;
    await control('move', { gameId, cents: 2 });
    await expect
      .poll(() =>
        frames
          .map((f) => sportsStreamFrameSchema.parse(f))
          .find((f) => f.matches.some((m) => m.gameId === gameId && f.type === 'delta')),
      )
      .toBeDefined();
    const delta = frames
      .map((f) => sportsStreamFrameSchema.parse(f))
      .find((f) => f.type === 'delta' && f.matches.some((m) => m.gameId === gameId))!;
    expect(delta.matches.find((m) => m.gameId === gameId)!.prices.length).toBeGreaterThan(0);
    ws.close();
  });

  it('refuses a connection without a member token', async () => {
    const ws = new WebSocket(
      `${sports.kit.baseUrl.replace('http', 'ws')}${SPORTS_STREAM_PATH}?token=x&siteId=${SANDBOX_SITE_ID}`,
    );
    const failed = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(false));
      ws.once('error', () => resolve(true));
    });
    expect(failed).toBe(true);
  });
});
