import { ResultCode } from '@jinli/core';
import { type BetOrder, type PlaceBetPayload, SPORTS_VENUE } from '@jinli/core/contract';
import { seriesCount } from '@jinli/core/rules';
import { addMoney } from '../auth/accounts.ts';
import {
  applyOnce,
  creditVenue,
  type Ledger,
  lessThan,
  moveMoney,
  recordTurnover,
  venueBalance,
  type Wallet,
} from '../ledger/ledger.ts';
import { Failure } from '../routes/route.ts';
import { livePrices } from './simulation.ts';
import { type ForcedOrder, type SportsOrder, type SportsState, STAKE_LIMITS } from './sportsState.ts';

export const ORDER_REASONS = {
  moved: '赔率已变化，请确认新赔率',
  suspended: '盘口已暂停投注',
  gone: '投注项已失效',
  venue: '赛事状态变化，注单未被接受',
} as const;

/** A positive amount with at most 2 decimals (what the ledger's cent arithmetic takes). */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** How many bets the payload makes: 1, or every parlay of two or more lines in series mode. */
function betCount(payload: PlaceBetPayload): number {
  return payload.mode === 'series' ? seriesCount(payload.lines.length) : 1;
}

function times(amount: string, count: number): string {
  let total = '0.00';
  for (let i = 0; i < count; i += 1) total = addMoney(total, amount);
  return total;
}

/** Why the venue refuses the lines at their current prices, or undefined when every price holds. */
function priceRefusal(state: SportsState, payload: PlaceBetPayload, now: number): string | undefined {
  for (const line of payload.lines) {
    const match = state.seed.matches.find((m) => m.gameId === line.gameId);
    const price = match && livePrices(state, match, now).find((p) => p.oddGameId === line.oddGameId);
    if (match === undefined || price === undefined || price.w !== line.w) return ORDER_REASONS.gone;
    if (!AMOUNT.test(line.odds)) return ORDER_REASONS.moved;
    if (price.suspended) return ORDER_REASONS.suspended;
    if (price.r === addMoney(line.odds, '0')) continue;
    const better = lessThan(line.odds, price.r);
    if (!(better && payload.acceptBetterOdds)) return ORDER_REASONS.moved;
  }
  return undefined;
}

function shapeRefusal(payload: PlaceBetPayload): Failure | undefined {
  if (!AMOUNT.test(payload.stake)) return new Failure(ResultCode.InvalidParameter, '请输入正确的投注金额');
  if (lessThan(payload.stake, STAKE_LIMITS.min))
    return new Failure(ResultCode.InvalidParameter, `单注最低投注额为${STAKE_LIMITS.min}`);
  if (lessThan(STAKE_LIMITS.max, payload.stake))
    return new Failure(ResultCode.InvalidParameter, `单注最高投注额为${STAKE_LIMITS.max}`);
  const matches = new Set(payload.lines.map((line) => line.gameId));
  if (payload.mode === 'single' && payload.lines.length !== 1)
    return new Failure(ResultCode.InvalidParameter, '单注只能包含1个投注项');
  if (payload.mode !== 'single' && payload.lines.length < 2)
    return new Failure(ResultCode.InvalidParameter, '串关至少需要选择2个投注项');
  if (payload.mode !== 'single' && matches.size !== payload.lines.length)
    return new Failure(ResultCode.InvalidParameter, '同场比赛的投注项不能串关，请先移除');
  return undefined;
}

/** Takes `total` from the CRTY balance, topping it up from the center wallet first (auto transfer). */
function debit(ledger: Ledger, wallet: Wallet, total: string): boolean {
  const inVenue = venueBalance(ledger, wallet.name, SPORTS_VENUE);
  if (lessThan(inVenue, total)) {
    const shortfall = addMoney(total, `-${inVenue}`);
    if (!moveMoney(ledger, wallet, SPORTS_VENUE, shortfall, 'into').ok) return false;
  }
  creditVenue(ledger, wallet.name, SPORTS_VENUE, `-${total}`);
  recordTurnover(ledger, wallet.name, SPORTS_VENUE, total);
  return true;
}

function answer(order: SportsOrder, now: number): BetOrder {
  if (now < order.resolveAt) return { ticket_id: order.ticketId, active: 'delay' };
  return order.outcome === 'accept'
    ? { ticket_id: order.ticketId, active: 'accept' }
    : { ticket_id: order.ticketId, active: 'reject', reason: order.reason ?? ORDER_REASONS.venue };
}

export interface PlaceContext {
  state: SportsState;
  ledger: Ledger;
  wallet: Wallet;
  payload: PlaceBetPayload;
  requestId: string | null | undefined;
  now: number;
}

/**
 * /game/api/v1/sport/bet: checks stake and shape (business errors), then, once per request id, the
 * prices (a moved or closed price is a rejected order, nothing debited), debits the stake and answers
 * accept, or delay (in-play orders, or as forced) resolved `delayMs` later by betStatus.
 */
export function placeOrder(context: PlaceContext): BetOrder | Failure {
  const { state, ledger, wallet, payload, now } = context;
  const refused = shapeRefusal(payload);
  if (refused !== undefined) return refused;
  return applyOnce(ledger, wallet.name, context.requestId, (): BetOrder | Failure => {
    const ticketId = `T${String(state.nextTicket).padStart(6, '0')}`;
    const reason = priceRefusal(state, payload, now);
    const forced: ForcedOrder | null = state.nextOrder;
    state.nextOrder = null;
    if (reason !== undefined || forced === 'reject') {
      state.nextTicket += 1;
      return { ticket_id: ticketId, active: 'reject', reason: reason ?? ORDER_REASONS.venue };
    }
    const total = times(payload.stake, betCount(payload));
    if (!debit(ledger, wallet, total)) return new Failure(ResultCode.InvalidParameter, '余额不足，请先充值');
    state.nextTicket += 1;
    const inPlay = payload.lines.some(
      (line) => state.seed.matches.find((m) => m.gameId === line.gameId)?.market === 'RB',
    );
    const delayed = forced === 'delay-accept' || forced === 'delay-reject' || (forced === null && inPlay);
    const order: SportsOrder = {
      ticketId,
      member: wallet.name,
      payload,
      total,
      placedAt: now,
      resolveAt: delayed ? now + state.delayMs : now,
      outcome: forced === 'delay-reject' ? 'reject' : 'accept',
      reason: forced === 'delay-reject' ? ORDER_REASONS.venue : undefined,
      refunded: false,
    };
    state.orders.set(ticketId, order);
    return answer(order, now);
  });
}

/** /game/api/v1/sport/betStatus: the order's answer now; a delayed order that ends rejected is refunded once. */
export function orderStatus(
  state: SportsState,
  ledger: Ledger,
  member: string,
  ticketId: string,
  now: number,
): BetOrder | Failure {
  const order = state.orders.get(ticketId);
  if (order === undefined || order.member !== member) return new Failure(ResultCode.NotFound);
  const result = answer(order, now);
  if (result.active === 'reject' && !order.refunded) {
    order.refunded = true;
    creditVenue(ledger, member, SPORTS_VENUE, order.total);
  }
  return result;
}
