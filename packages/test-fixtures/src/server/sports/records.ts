import type { BetRecord } from '@jinli/core';
import type { BetRecordQuery, BetRecordTotal, PlacedLine } from '@jinli/core/contract';
import { addMoney } from '../auth/accounts.ts';
import { subtractMoney } from '../ledger/ledger.ts';
import { livePrices } from './simulation.ts';
import type { SportsOrder, SportsState } from './sportsState.ts';

/** record/betRecordList and record/betRecordTotal for the crty sportsbook (docs/protocol.md "Bet records"). */

const VENUE_NAME = '锦鲤体育';
const SIDES: Record<string, string> = {
  RH: '主',
  RC: '客',
  OUO: '大',
  OUU: '小',
  MH: '主胜',
  MN: '和局',
  MC: '客胜',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Beijing time `YYYY-MM-DD HH:mm:ss`. */
export function beijingTime(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

function lineView(state: SportsState, line: PlacedLine, result: string) {
  const match = state.seed.matches.find((m) => m.gameId === line.gameId);
  const league = state.seed.leagues.find((l) => l.league_id === match?.league_id)?.name ?? '';
  const side = line.oddGameId.slice(line.oddGameId.lastIndexOf('-') + 1);
  const outright = match?.outrights.find((o) => o.rtype === line.rtype);
  const finished = state.finished.get(line.gameId);
  const label = SIDES[side] ?? side;
  const handicapOrTotal = /^(RH|RC|OUO|OUU)$/.test(side);
  // Lines hang on the match's strength, never on time: any moment's price shows the same line.
  const shownLine =
    handicapOrTotal && match !== undefined
      ? livePrices(state, match, state.startedAt).find((p) => p.oddGameId === line.oddGameId)?.line
      : undefined;
  return {
    gameId: line.gameId,
    league,
    match:
      match === undefined ? '' : match.team_c === '' ? match.team_h : `${match.team_h} vs ${match.team_c}`,
    selection: outright?.name ?? (shownLine === undefined ? label : `${label} ${shownLine}`),
    w: line.w,
    odds: line.odds,
    result,
    score: finished === undefined || outright !== undefined ? '' : `${finished.home} - ${finished.away}`,
  };
}

export function recordOf(state: SportsState, order: SportsOrder): BetRecord {
  const settlement = order.settlement;
  return {
    ticketId: order.ticketId,
    venueCode: 'CRTY',
    venueName: VENUE_NAME,
    mode: order.payload.mode,
    lines: order.payload.lines.map((line, i) => lineView(state, line, settlement?.lineResults[i] ?? '')),
    stake: addMoney(order.payload.stake, '0'),
    betAmount: order.total,
    result: settlement?.result ?? '',
    payout: settlement?.payout ?? '',
    winLoss: settlement === undefined ? '' : subtractMoney(settlement.payout, order.total),
    status: settlement === undefined ? 'pending' : 'settled',
    betTime: beijingTime(order.placedAt),
    settleTime: settlement === undefined ? '' : beijingTime(settlement.at),
    ...(settlement?.cashOut === undefined ? {} : { cashOut: settlement.cashOut }),
  };
}

/** The member's accepted orders matching the filters, newest first. */
function matching(state: SportsState, member: string, query: BetRecordQuery, now: number): SportsOrder[] {
  if (query.venueCode !== undefined && query.venueCode !== '' && query.venueCode.toUpperCase() !== 'CRTY')
    return [];
  return [...state.orders.values()]
    .filter((order) => order.member === member && order.outcome === 'accept' && now >= order.resolveAt)
    .filter((order) => {
      if (query.status === 'pending' && order.settlement !== undefined) return false;
      if (query.status === 'settled' && order.settlement === undefined) return false;
      const day = beijingTime(order.placedAt).slice(0, 10);
      if (query.startDate !== undefined && day < query.startDate) return false;
      if (query.endDate !== undefined && day > query.endDate) return false;
      return true;
    })
    .sort((a, b) => b.placedAt - a.placedAt || b.ticketId.localeCompare(a.ticketId));
}

export function betRecordPage(state: SportsState, member: string, query: BetRecordQuery, now: number) {
  const all = matching(state, member, query, now);
  const from = (query.pageNum - 1) * query.pageSize;
  return {
    list: all.slice(from, from + query.pageSize).map((order) => recordOf(state, order)),
    total: all.length,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export function betRecordTotal(
  state: SportsState,
  member: string,
  query: BetRecordQuery,
  now: number,
): BetRecordTotal {
  let betAmount = '0.00';
  let winLoss = '0.00';
  const all = matching(state, member, query, now);
  for (const order of all) {
    betAmount = addMoney(betAmount, order.total);
    if (order.settlement !== undefined)
      winLoss = addMoney(winLoss, subtractMoney(order.settlement.payout, order.total));
  }
  return { count: all.length, betAmount, winLoss };
}
