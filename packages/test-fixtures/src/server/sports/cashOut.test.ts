import { BetResultCode, cashOutApi, type PlaceBetPayload, type VenueMatch } from '@jinli/core/contract';
import { cashOutValue } from '@jinli/core/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASH_OUT_REASONS } from './cashOut.ts';
import { useSportsSandbox } from './sportsTestKit.ts';

const sports = useSportsSandbox();
const { control, board, venueBalance } = sports;
beforeEach(async () => {
  await control('odds', { everyMs: 0 });
});
const records = async () => (await sports.records('all')).list;
const quote = async (ticketId: string) => {
  const answer = await sports.kit.call(cashOutApi.quote.path, { ticketIds: [ticketId] }, sports.token());
  return cashOutApi.quote.response.parse(answer.data).quotes[0]!;
};
const accept = async (body: unknown, requestId: string) =>
  sports.kit.call(cashOutApi.accept.path, body, sports.token(), {
    headers: { 'X-API-REQUEST-ID': requestId },
  });

function bet(matches: VenueMatch[], stake: string): PlaceBetPayload {
  return {
    mode: matches.length === 1 ? 'single' : 'multiple',
    oddsType: 'H',
    acceptBetterOdds: false,
    stake,
    lines: matches.map((match) => {
      const price = match.prices[0]!;
      return {
        gameId: match.gameId,
        gide: match.gide,
        oddGameId: price.oddGameId,
        w: price.w,
        odds: price.r,
      };
    }),
  };
}

async function place(payload: PlaceBetPayload, requestId: string): Promise<string> {
  return ((await sports.place(payload, requestId)).data as { ticket_id: string }).ticket_id;
}

const prematch = async () => (await board()).matches.filter((m) => m.market === 'FT' && m.team_c !== '');

describe('cash out (issue #30)', () => {
  it('quotes the value rule for the prices now, follows a move, and pays once per request id', async () => {
    const [match] = await prematch();
    const payload = bet([match!], '100');
    const ticket = await place(payload, 'bet-1');
    const first = await quote(ticket);
    const line = payload.lines[0]!;
    expect(first.amount).toBe(
      cashOutValue({
        stake: '100',
        margin: '0.05',
        legs: [{ w: line.w, placedOdds: line.odds, state: 'open', currentOdds: line.odds }],
      }),
    );
    expect(first.quoteId).not.toBe('');
    expect(first.expiresAt).toBeGreaterThan(Date.now() - 60_000);
    await control('move', { gameId: match!.gameId, cents: -10 });
    const moved = await quote(ticket);
    // A lower price now means the bet is more likely to win: worth more.
    expect(Number(moved.amount)).toBeGreaterThan(Number(first.amount));
    const before = await venueBalance();
    const stale = await accept(
      { ticketId: ticket, quoteId: first.quoteId, amount: first.amount, acceptBetterOdds: false },
      'co-0',
    );
    expect(stale.data).toMatchObject({ status: 'refused', reason: CASH_OUT_REASONS.moved });
    expect(await venueBalance()).toBe(before);
    const body = { ticketId: ticket, quoteId: moved.quoteId, amount: moved.amount, acceptBetterOdds: false };
    const done = await accept(body, 'co-1');
    expect(done.data).toMatchObject({ status: 'done', amount: moved.amount });
    const again = await accept(body, 'co-1');
    expect(again.data).toEqual(done.data);
    expect(Number(await venueBalance())).toBeCloseTo(Number(before) + Number(moved.amount), 2);
    const [record] = await records();
    expect(record).toMatchObject({
      status: 'settled',
      result: BetResultCode.CashedOut,
      payout: moved.amount,
      cashOut: moved.amount,
    });
    expect(await quote(ticket)).toMatchObject({ reason: CASH_OUT_REASONS.settled, settled: true });
    const late = await accept(body, 'co-2');
    expect(late.data).toMatchObject({ status: 'refused', reason: CASH_OUT_REASONS.settled });
  });

  it('takes a better value with acceptBetterOdds, refuses an expired quote, and has no quote when suspended', async () => {
    const [a, b] = await prematch();
    const ticket = await place(bet([a!, b!], '50'), 'bet-2');
    const first = await quote(ticket);
    await control('move', { gameId: a!.gameId, cents: -5 });
    const better = await accept(
      { ticketId: ticket, quoteId: first.quoteId, amount: first.amount, acceptBetterOdds: true },
      'co-3',
    );
    expect(better.data).toMatchObject({ status: 'done' });
    expect(Number((better.data as { amount: string }).amount)).toBeGreaterThan(Number(first.amount));

    const fresh = (await board()).matches.find((m) => m.gameId === a!.gameId)!;
    const other = await place(bet([fresh], '20'), 'bet-3');
    const old = await quote(other);
    sports.kit.advance(7_000);
    const expired = await accept(
      { ticketId: other, quoteId: old.quoteId, amount: old.amount, acceptBetterOdds: false },
      'co-4',
    );
    expect(expired.data).toMatchObject({ status: 'refused', reason: CASH_OUT_REASONS.expired });
    expect((expired.data as { quote: { quoteId: string } }).quote.quoteId).not.toBe('');

    await control('suspend', { gameId: a!.gameId });
    const suspended = await quote(other);
    expect(suspended).toMatchObject({ quoteId: '', amount: '', reason: CASH_OUT_REASONS.suspended });
    expect(suspended.settled).toBeUndefined();
  });

  it('fault injection covers the accept: a lost answer still credits once, the retry gets the first answer', async () => {
    const [match] = await prematch();
    const ticket = await place(bet([match!], '100'), 'bet-4');
    const q = await quote(ticket);
    const before = await venueBalance();
    await fetch(`${sports.kit.baseUrl}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: cashOutApi.accept.path, count: 1, httpStatus: 500 }),
    });
    const body = { ticketId: ticket, quoteId: q.quoteId, amount: q.amount, acceptBetterOdds: false };
    await accept(body, 'co-5').catch(() => undefined);
    const retry = await accept(body, 'co-5');
    expect(retry.data).toMatchObject({ status: 'done', amount: q.amount });
    expect(Number(await venueBalance())).toBeCloseTo(Number(before) + Number(q.amount), 2);
  });
});
