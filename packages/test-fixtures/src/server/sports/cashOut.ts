import { ResultCode } from '@jinli/core';
import {
  BetResultCode,
  type CashOutPayload,
  type CashOutQuote,
  type CashOutResult,
  SPORTS_VENUE,
} from '@jinli/core/contract';
import { type CashOutLeg, cashOutValue } from '@jinli/core/rules';
import { applyOnce, creditVenue, type Ledger, lessThan } from '../ledger/ledger.ts';
import { Failure } from '../routes/route.ts';
import { lineResult } from './settlement.ts';
import { livePrices } from './simulation.ts';
import type { SportsOrder, SportsState } from './sportsState.ts';

/**
 * Cash out (提前结算, issue #30; docs/protocol.md "Cash out"): quotes follow the live prices through
 * core's `cashOutValue` (the same rule the engine's property tests check), carry an id and expire after
 * `cashOutQuoteMs`; accepting one settles the bet as `CO` and credits the CRTY balance once per request id.
 */

export const CASH_OUT_REASONS = {
  suspended: '盘口已封盘，暂停提前结算',
  settled: '注单已结算',
  legSettled: '部分投注项已结算，暂停提前结算',
  series: '复式串关不支持提前结算',
  confirming: '注单确认中，暂不能提前结算',
  moved: '提前结算金额已变化，请确认新金额',
  expired: '提前结算报价已过期，请确认新金额',
} as const;

type Offer = { amount: string } | { reason: string; settled?: true };

/** The order's cash-out value at `now`, or why it has none. */
export function cashOutOffer(state: SportsState, order: SportsOrder, now: number): Offer {
  if (order.settlement !== undefined) return { reason: CASH_OUT_REASONS.settled, settled: true };
  if (order.outcome !== 'accept' || now < order.resolveAt) return { reason: CASH_OUT_REASONS.confirming };
  if (order.payload.mode === 'series') return { reason: CASH_OUT_REASONS.series };
  const legs: CashOutLeg[] = [];
  for (const line of order.payload.lines) {
    const finished = state.finished.get(line.gameId);
    if (finished !== undefined) {
      if (lineResult(state, line, finished) !== BetResultCode.Win)
        return { reason: CASH_OUT_REASONS.legSettled };
      legs.push({ w: line.w, placedOdds: line.odds, state: 'won' });
      continue;
    }
    const match = state.seed.matches.find((m) => m.gameId === line.gameId);
    const price = match && livePrices(state, match, now).find((p) => p.oddGameId === line.oddGameId);
    if (price === undefined || price.suspended || price.r === '')
      return { reason: CASH_OUT_REASONS.suspended };
    legs.push({ w: line.w, placedOdds: line.odds, state: 'open', currentOdds: price.r });
  }
  const amount = cashOutValue({ stake: order.payload.stake, legs, margin: state.cashOutMargin });
  return amount === undefined ? { reason: CASH_OUT_REASONS.suspended } : { amount };
}

/** A fresh quote for the ticket (remembered until it expires), or the reason there is none. */
function quoteOf(state: SportsState, member: string, ticketId: string, now: number): CashOutQuote {
  const order = state.orders.get(ticketId);
  const none = (reason: string, settled = false): CashOutQuote => ({
    ticketId,
    quoteId: '',
    amount: '',
    expiresAt: 0,
    reason,
    ...(settled ? { settled } : {}),
  });
  if (order === undefined || order.member !== member) return none(CASH_OUT_REASONS.settled, true);
  const offer = cashOutOffer(state, order, now);
  if ('reason' in offer) return none(offer.reason, offer.settled === true);
  for (const [id, quote] of state.cashOutQuotes) if (quote.expiresAt <= now) state.cashOutQuotes.delete(id);
  state.nextQuote += 1;
  const quote: CashOutQuote = {
    ticketId,
    quoteId: `Q${String(state.nextQuote).padStart(6, '0')}`,
    amount: offer.amount,
    expiresAt: now + state.cashOutQuoteMs,
    reason: '',
  };
  state.cashOutQuotes.set(quote.quoteId, quote);
  return quote;
}

/** record/cashOutQuote: one quote (or reason) per asked ticket. */
export function cashOutQuotes(state: SportsState, member: string, ticketIds: readonly string[], now: number) {
  return { at: now, quotes: ticketIds.map((ticketId) => quoteOf(state, member, ticketId, now)) };
}

export interface CashOutContext {
  state: SportsState;
  ledger: Ledger;
  member: string;
  payload: CashOutPayload;
  requestId: string | null | undefined;
  now: number;
}

/**
 * record/cashOut, once per request id: the quote must be this ticket's, unexpired and still worth the
 * confirmed amount (or more, with acceptBetterOdds); then the bet settles as CO and the amount is credited
 * to the CRTY balance. Otherwise it is refused with the offer now.
 */
export function acceptCashOut(context: CashOutContext): CashOutResult | Failure {
  const { state, ledger, member, payload, now } = context;
  const order = state.orders.get(payload.ticketId);
  if (order === undefined || order.member !== member) return new Failure(ResultCode.NotFound);
  return applyOnce(ledger, member, context.requestId, (): CashOutResult => {
    const refuse = (reason: string): CashOutResult => {
      const quote = quoteOf(state, member, order.ticketId, now);
      return {
        status: 'refused',
        ticketId: order.ticketId,
        amount: '',
        reason: quote.reason || reason,
        quote,
      };
    };
    const offer = cashOutOffer(state, order, now);
    if ('reason' in offer) return refuse(offer.reason);
    const quoted = state.cashOutQuotes.get(payload.quoteId);
    const ours =
      quoted !== undefined && quoted.ticketId === order.ticketId && quoted.amount === payload.amount;
    if (!ours) return refuse(CASH_OUT_REASONS.moved);
    // A live quote still worth the confirmed amount, or (the member's 自动接受更好赔率) more than it.
    const live = quoted.expiresAt > now && offer.amount === payload.amount;
    const better = payload.acceptBetterOdds && lessThan(payload.amount, offer.amount);
    if (!(live || better))
      return refuse(offer.amount === payload.amount ? CASH_OUT_REASONS.expired : CASH_OUT_REASONS.moved);
    state.cashOutQuotes.delete(payload.quoteId);
    order.settlement = {
      result: BetResultCode.CashedOut,
      lineResults: order.payload.lines.map(() => ''),
      payout: offer.amount,
      at: now,
      cashOut: offer.amount,
    };
    creditVenue(ledger, member, SPORTS_VENUE, offer.amount);
    return { status: 'done', ticketId: order.ticketId, amount: offer.amount, reason: '' };
  });
}
