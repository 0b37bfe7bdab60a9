import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { games } from '../../api/catalogue/games.ts';
import { formatBeijingDateTime } from '../../time/beijingTime.ts';
import { createFakeWalletHttp, dropped } from '../../wallet/walletFakes.ts';
import type { BetRecord } from '../betRecords.ts';
import { BET_CHECK_SLACK_MS, checkBet, recordMatchesBet } from './betCheck.ts';
import type { PlaceBetPayload } from './placeBet.ts';

/** 2026-11-25 12:00:00 UTC. */
const SENT = 1_795_608_000_000;

const payload = (stake: string, lines: [string, string][], mode: PlaceBetPayload['mode'] = 'single') =>
  ({
    mode,
    oddsType: 'H',
    acceptBetterOdds: true,
    stake,
    lines: lines.map(([gameId, w]) => ({
      gameId,
      gide: gameId,
      oddGameId: `${gameId}-${w}-H`,
      w,
      odds: '0.95',
    })),
  }) satisfies PlaceBetPayload;

function recordOf(bet: PlaceBetPayload, at: number, ticketId = 'T000001'): BetRecord {
  return {
    ticketId,
    venueCode: 'CRTY',
    venueName: '锦鲤体育',
    mode: bet.mode,
    lines: bet.lines.map((line) => ({
      gameId: line.gameId,
      league: '中超',
      match: '甲 vs 乙',
      selection: '主',
      w: line.w,
      odds: '0.97',
      result: '',
      score: '',
    })),
    stake: `${bet.stake}.00`,
    betAmount: `${bet.stake}.00`,
    result: '',
    payout: '',
    winLoss: '',
    status: 'pending',
    betTime: formatBeijingDateTime(at),
    settleTime: '',
  };
}

describe('checkBet (issue #29: a bet whose answer was lost)', () => {
  it('finds the bet in the unsettled records and takes it as accepted', async () => {
    const bet = payload('100', [['1001', 'R']]);
    const http = createFakeWalletHttp();
    http.on(games.betRecordList, () => ({
      list: [recordOf(bet, SENT + 1000, 'T000042')],
      total: 1,
      pageNum: 1,
      pageSize: 20,
    }));
    expect(await checkBet(http, { payload: bet, sentAt: SENT })).toEqual({
      type: 'applied',
      value: { ticket_id: 'T000042', active: 'accept' },
    });
    expect(http.calls.map((call) => call.path)).toEqual([games.betRecordList.path]);
    expect(http.calls[0]?.payload).toMatchObject({ venueCode: 'CRTY', status: 'pending', pageNum: 1 });
  });

  it('says not placed when no record matches, and not sure when the records cannot be read', async () => {
    const bet = payload('100', [['1001', 'R']]);
    const http = createFakeWalletHttp();
    http.on(games.betRecordList, () => ({
      list: [recordOf(payload('50', [['1001', 'R']]), SENT)],
      total: 1,
      pageNum: 1,
      pageSize: 20,
    }));
    expect((await checkBet(http, { payload: bet, sentAt: SENT })).type).toBe('notApplied');
    http.on(games.betRecordList, () => {
      throw dropped();
    });
    expect((await checkBet(http, { payload: bet, sentAt: SENT })).type).toBe('unknown');
  });

  it('never takes a ticket the page already knows for the lost bet (the same stake on the same line again)', async () => {
    const bet = payload('100', [['1001', 'R']]);
    const http = createFakeWalletHttp();
    http.on(games.betRecordList, () => ({
      list: [recordOf(bet, SENT, 'T000007')],
      total: 1,
      pageNum: 1,
      pageSize: 20,
    }));
    expect((await checkBet(http, { payload: bet, sentAt: SENT, known: new Set(['T000007']) })).type).toBe(
      'notApplied',
    );
    expect((await checkBet(http, { payload: bet, sentAt: SENT, known: new Set(['T000001']) })).type).toBe(
      'applied',
    );
  });

  const line = fc.tuple(fc.stringMatching(/^[1-9]\d{3}$/), fc.constantFrom('R', 'OU', 'M', 'EO'));
  const bets = fc
    .record({
      stake: fc.integer({ min: 10, max: 50_000 }).map(String),
      lines: fc.uniqueArray(line, { minLength: 1, maxLength: 5, selector: ([gameId]) => gameId }),
      mode: fc.constantFrom<PlaceBetPayload['mode']>('single', 'multiple', 'series'),
    })
    .map(({ stake, lines, mode }) => payload(stake, lines, mode));

  test.prop([bets, fc.integer({ min: 0, max: BET_CHECK_SLACK_MS / 1000 })])(
    "the bet's own record matches, whatever the line order, from the sending time on (less the slack)",
    (bet, secondsEarly) => {
      const record = recordOf(bet, SENT - secondsEarly * 1000);
      expect(recordMatchesBet({ ...record, lines: [...record.lines].reverse() }, bet, SENT)).toBe(true);
    },
  );

  test.prop([bets, fc.integer({ min: 1, max: 1000 })])(
    'another stake, another line set, a settled record or an older bet never matches',
    (bet, change) => {
      const record = recordOf(bet, SENT);
      expect(recordMatchesBet({ ...record, stake: `${Number(bet.stake) + change}.00` }, bet, SENT)).toBe(
        false,
      );
      expect(recordMatchesBet({ ...record, lines: record.lines.slice(1) }, bet, SENT)).toBe(false);
      expect(recordMatchesBet({ ...record, status: 'settled' }, bet, SENT)).toBe(false);
      expect(recordMatchesBet(recordOf(bet, SENT - BET_CHECK_SLACK_MS - change * 1000), bet, SENT)).toBe(
        false,
      );
      expect(
        recordMatchesBet({ ...record, lines: record.lines.map((l) => ({ ...l, w: `${l.w}X` })) }, bet, SENT),
      ).toBe(false);
    },
  );
});
