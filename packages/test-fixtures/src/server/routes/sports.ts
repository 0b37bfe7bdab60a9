import { ResultCode } from '@jinli/core';
import {
  cashOutApi,
  type FeaturedMatches,
  games,
  SPORTS_VENUE,
  type SportsBoard,
  type SportsLive,
  SportsVenueMethod,
  showcaseApi,
  sportsBets,
} from '@jinli/core/contract';
import type { SeedMatch } from '../../seed/sports.ts';
import { acceptCashOut, cashOutQuotes } from '../sports/cashOut.ts';
import { orderStatus, placeOrder } from '../sports/orders.ts';
import { betRecordPage, betRecordTotal } from '../sports/records.ts';
import { settleReady } from '../sports/settlement.ts';
import { liveData, livePrices } from '../sports/simulation.ts';
import { type SportsState, STAKE_LIMITS } from '../sports/sportsState.ts';
import { Failure, memberRoute, type Route, route } from './route.ts';

function matchView(state: SportsState, match: SeedMatch, now: number): SportsBoard['matches'][number] {
  const live = liveData(state, match, now);
  return {
    gameId: match.gameId,
    gide: `G${match.gameId}`,
    hgid: match.gameId,
    league_id: match.league_id,
    sport: match.sport,
    market: match.market,
    start: match.start,
    team_h: match.team_h,
    team_c: match.team_c,
    ...(live === undefined ? {} : { live }),
    prices: livePrices(state, match, now),
  };
}

export function sportsBoard(state: SportsState, now: number): SportsBoard {
  return {
    at: now,
    pollMs: state.pollMs,
    limits: { ...STAKE_LIMITS },
    leagues: state.seed.leagues.map((league) => ({ ...league })),
    matches: state.seed.matches
      .filter((match) => !state.finished.has(match.gameId))
      .map((match) => matchView(state, match, now)),
  };
}

export function sportsLive(state: SportsState, now: number): SportsLive {
  return {
    at: now,
    matches: state.seed.matches
      .filter((match) => !state.finished.has(match.gameId))
      .map((match) => {
        const live = liveData(state, match, now);
        return {
          gameId: match.gameId,
          ...(live === undefined ? {} : { live }),
          prices: livePrices(state, match, now),
        };
      }),
  };
}

/**
 * The home showcase's featured matches (ours, docs/protocol.md "Home showcase"): in-play matches first,
 * then the soonest, with the board's match shape; readable by visitors.
 */
export function featuredMatches(state: SportsState, now: number, limit = 8): FeaturedMatches {
  const open = state.seed.matches.filter((match) => !state.finished.has(match.gameId) && match.team_c !== '');
  const ordered = [...open].sort(
    (a, b) => Number(b.market === 'RB') - Number(a.market === 'RB') || a.start - b.start,
  );
  const matches = ordered.slice(0, limit).map((match) => matchView(state, match, now));
  const leagueIds = new Set(matches.map((match) => match.league_id));
  return {
    at: now,
    leagues: state.seed.leagues.filter((league) => leagueIds.has(league.league_id)).map((l) => ({ ...l })),
    matches,
  };
}

/**
 * The crty sports venue (issue #5, docs/protocol.md "Sports venue data"): venue/resource answers the
 * board or the live prices for the member whose login token the signed Request carries (anything else
 * is 6302 ErrUIDVerification); the bet and order-status calls go through sports/orders.ts.
 */
export const sportsRoutes: readonly Route[] = [
  route(showcaseApi.featuredMatches, ({ payload, state, now }) =>
    featuredMatches(state.sports, now, payload.limit),
  ),
  memberRoute(games.resource, ({ payload, state, token, now }) => {
    if (payload.enName.toUpperCase() !== SPORTS_VENUE) return new Failure(ResultCode.NotFound);
    if (payload.Request.token === '' || payload.Request.token !== token)
      return new Failure(ResultCode.UidVerificationError);
    if (state.sports.uidErrors > 0) {
      state.sports.uidErrors -= 1;
      return new Failure(ResultCode.UidVerificationError, state.sports.uidErrorMessage ?? undefined);
    }
    if (payload.method === SportsVenueMethod.Board) return sportsBoard(state.sports, now);
    if (payload.method === SportsVenueMethod.Live) return sportsLive(state.sports, now);
    return new Failure(ResultCode.InvalidParameter);
  }),
  memberRoute(sportsBets.place, ({ payload, member, state, requestId, now }) =>
    placeOrder({ state: state.sports, ledger: state.games.ledger, wallet: member, payload, requestId, now }),
  ),
  memberRoute(sportsBets.status, ({ payload, member, state, now }) =>
    orderStatus(state.sports, state.games.ledger, member.name, payload.ticket_id, now),
  ),
  // A delayed order accepted after its match finished settles on the next look at the records.
  memberRoute(games.betRecordList, ({ payload, member, state, now }) => {
    settleReady(state.sports, state.games.ledger, now);
    return betRecordPage(state.sports, member.name, payload, now);
  }),
  memberRoute(games.betRecordTotal, ({ payload, member, state, now }) => {
    settleReady(state.sports, state.games.ledger, now);
    return betRecordTotal(state.sports, member.name, payload, now);
  }),
  // Issue #30: cash out (docs/protocol.md "Cash out").
  memberRoute(cashOutApi.quote, ({ payload, member, state, now }) => {
    settleReady(state.sports, state.games.ledger, now);
    return cashOutQuotes(state.sports, member.name, payload.ticketIds, now);
  }),
  memberRoute(cashOutApi.accept, ({ payload, member, state, requestId, now }) => {
    settleReady(state.sports, state.games.ledger, now);
    return acceptCashOut({
      state: state.sports,
      ledger: state.games.ledger,
      member: member.name,
      payload,
      requestId,
      now,
    });
  }),
];
