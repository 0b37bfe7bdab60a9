import { games } from '../../api/catalogue/games.ts';
import { parseDecimal } from '../../money/decimal.ts';
import type { IntentCheck } from '../../money/intent.ts';
import type { HttpPort } from '../../ports/http.ts';
import { formatBeijingDateTime } from '../../time/beijingTime.ts';
import type { BetRecord } from '../betRecords.ts';
import type { BetOrder, PlaceBetPayload } from './placeBet.ts';

/** The member's texts around a bet whose answer was lost (issue #29). */
export const BET_UNKNOWN_MESSAGES = {
  checking: '投注结果未知，正在核对投注记录，请勿重复投注',
  applied: '网络异常，经核对投注成功',
  notApplied: '投注记录中没有这笔投注，可再次投注，不会重复扣款',
  checkFailed: '暂时无法确认投注结果，请稍后在投注记录中查看；再次投注不会重复扣款',
} as const;

/** How many of the newest unsettled bets are searched. */
const RECORDS_SEARCHED = 20;
/** A found bet may be this much older than the lost call (clock skew between member and server). */
export const BET_CHECK_SLACK_MS = 5 * 60_000;

const sameDecimal = (a: string, b: string): boolean => {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x !== undefined && y !== undefined && x.eq(y);
};

/** The lines as a sorted key list: `gameId|w` per line (a record names no price id). */
const lineKeys = (lines: readonly { gameId: string; w: string }[]): string =>
  lines
    .map((line) => `${line.gameId}|${line.w}`)
    .sort()
    .join(',');

/**
 * Is this unsettled record the bet `payload` describes, placed no earlier than `sentAt` (less the
 * slack)? Same mode, same stake, the same matches and markets. Pure, for the property tests.
 */
export function recordMatchesBet(record: BetRecord, payload: PlaceBetPayload, sentAt?: number): boolean {
  if (record.status !== 'pending' || record.mode !== payload.mode) return false;
  if (!sameDecimal(record.stake, payload.stake)) return false;
  if (record.lines.length !== payload.lines.length) return false;
  if (lineKeys(record.lines) !== lineKeys(payload.lines)) return false;
  // Both sides are Beijing `YYYY-MM-DD HH:mm:ss`, which order as text.
  return sentAt === undefined || record.betTime >= formatBeijingDateTime(sentAt - BET_CHECK_SLACK_MS);
}

export interface BetCheckInput {
  readonly payload: PlaceBetPayload;
  /** When the lost call was sent (epoch ms), if the slip has a clock. */
  readonly sentAt?: number | undefined;
  /**
   * Tickets this slip already holds an answer for (earlier bets of the page): never the lost bet, even
   * when it was the same stake on the same line a minute before.
   */
  readonly known?: ReadonlySet<string> | undefined;
}

/**
 * Issue #29: did a bet whose answer was lost go through? The newest unsettled CRTY records are read
 * (nothing is sent again): the newest one matching the slip (`recordMatchesBet`) is the bet, taken
 * (`accept`). None matching: `notApplied` — a bet the venue is still confirming or refused is not in the
 * records, and pressing 投注 again under the same request id gets the venue's first answer, never a
 * second debit. A failed read: `unknown`.
 */
export async function checkBet(http: HttpPort, input: BetCheckInput): Promise<IntentCheck<BetOrder>> {
  try {
    const page = await http.call(games.betRecordList, {
      venueCode: 'CRTY',
      status: 'pending',
      pageNum: 1,
      pageSize: RECORDS_SEARCHED,
    });
    const found = page.list.find(
      (record) =>
        input.known?.has(record.ticketId) !== true && recordMatchesBet(record, input.payload, input.sentAt),
    );
    return found === undefined
      ? { type: 'notApplied' }
      : { type: 'applied', value: { ticket_id: found.ticketId, active: 'accept' } };
  } catch {
    return { type: 'unknown' };
  }
}
