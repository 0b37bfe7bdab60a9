import { ResultCode } from '@jinli/core';
import { ALL_VENUES_CATEGORY, games, showcaseApi, TransferDirection } from '@jinli/core/contract';
import { gameArtName, venueArtName } from '../../art/games.ts';
import { findVenue, hasGameList, SEED_VENUES, type SeedVenue, venueGames } from '../../seed/games.ts';
import { addMoney } from '../auth/accounts.ts';
import { sessionAccount } from '../auth/authState.ts';
import { applyOnce, lessThan, moveMoney, recycleAll, venueBalance, venueTurnover } from '../ledger/ledger.ts';
import { demoGameHtml } from './gamesPage.ts';
import { Failure, memberRoute, type Route, route } from './route.ts';

/** venue/allBalance categories as numbers (docs/protocol.md); 8 = every venue. */
export const CATEGORY_NUMBERS: Record<string, number> = { TY: 1, ZR: 2, QP: 3, DJ: 4, CP: 5, DZ: 6, BY: 7 };
/** Turnover an activity venue needs before money may leave it. */
export const ACTIVITY_TURNOVER = '1000.00';
const LOBBY = 'lobby';

const artUrl = (name: string) => `/sandbox-art/${name}.svg`;

function venueInfo(venue: SeedVenue) {
  return {
    enName: venue.enName,
    name: venue.name,
    category: venue.category,
    tagline: venue.tagline,
    art: artUrl(venueArtName(venue.enName)),
    maintain: venue.maintain,
    isActivity: venue.activity ? (1 as const) : (0 as const),
    hasGameList: hasGameList(venue),
  };
}

const maintenance = (venue: SeedVenue) =>
  new Failure(ResultCode.VenueMaintenance, `${venue.name}正在维护中，请稍后再试`);
const activityMessage = (venue: SeedVenue) =>
  `${venue.name}限时活动进行中：请先转入额度参与活动，活动流水未达标前不可转出`;

const cents = (value: bigint): string => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** Pools grow by a pool-specific amount per second from the sandbox start. */
function poolAmount(index: number, elapsedMs: number): string {
  const base = 120_000_000n + BigInt(index) * 35_791_317n;
  const perSecond = 137n + BigInt(index) * 29n;
  return cents(base + perSecond * BigInt(Math.floor(elapsedMs / 1000)));
}

function launchAnswer(venue: SeedVenue, gameCode: string, origin: string): string {
  const path = `/sandbox-game/${venue.enName}/${gameCode}`;
  switch (venue.launch) {
    case 'http':
      return `${origin}${path}`;
    case 'sameOrigin':
      return path;
    case 'localSport':
      return JSON.stringify({ venue: venue.enName, session: `crty-${gameCode}`, lang: 'zh-cn' });
    case 'slot': {
      const game = venueGames(venue).find((g) => g.gameCode === gameCode);
      return demoGameHtml(
        venue.name,
        game?.name ?? `${venue.name}大厅`,
        venue.category === 'BY' ? 'fishing' : 'slot',
      );
    }
  }
}

/** The games calls of SPEC §7 over the seeded venues and the ledger (docs/protocol.md). */
export const gamesRoutes: readonly Route[] = [
  route(games.getVenueInfoByCategory, ({ payload }) =>
    SEED_VENUES.filter((venue) => venue.category === payload.category).map(venueInfo),
  ),
  route(games.gameList, ({ payload, state, token }) => {
    const venue = findVenue(payload.enName);
    if (venue === undefined || !hasGameList(venue)) return new Failure(ResultCode.NotFound);
    const member = sessionAccount(state.auth, token);
    if (payload.collect === 1 && member === undefined) return new Failure(ResultCode.LoginExpired);
    const favourites = new Set(member === undefined ? [] : (state.games.favourites.get(member.name) ?? []));
    const keyword = payload.keyword?.trim() ?? '';
    const matching = venueGames(venue).filter(
      (game) =>
        (keyword === '' || game.name.includes(keyword) || game.gameCode.includes(keyword.toLowerCase())) &&
        (payload.collect !== 1 || favourites.has(`${venue.enName}:${game.gameCode}`)),
    );
    const start = (payload.pageNum - 1) * payload.pageSize;
    return {
      list: matching.slice(start, start + payload.pageSize).map((game, i) => ({
        gameCode: game.gameCode,
        name: state.games.hostileNames?.[i % state.games.hostileNames.length] ?? game.name,
        enName: game.enName,
        art: artUrl(gameArtName(game.gameCode)),
        hot: game.hot,
        isCollect: favourites.has(`${venue.enName}:${game.gameCode}`),
      })),
      total: matching.length,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    };
  }),
  route(games.getBonusPools, ({ payload, state, now }) => ({
    pools: SEED_VENUES.filter(hasGameList)
      .filter((venue) => payload.category === undefined || venue.category === payload.category)
      .map((venue, index) => ({
        enName: venue.enName,
        name: venue.name,
        amount: poolAmount(index, Math.max(0, now - state.games.poolsStartedAt)),
      })),
    at: now,
  })),
  memberRoute(games.addCollection, ({ payload, member, state }) => {
    const venue = findVenue(payload.enName);
    if (venue === undefined || !venueGames(venue).some((g) => g.gameCode === payload.gameCode))
      return new Failure(ResultCode.NotFound);
    const key = `${payload.enName}:${payload.gameCode}`;
    const list = state.games.favourites.get(member.name) ?? [];
    if (!list.includes(key)) state.games.favourites.set(member.name, [...list, key]);
    return null;
  }),
  memberRoute(games.removeCollection, ({ payload, member, state }) => {
    const key = `${payload.enName}:${payload.gameCode}`;
    const list = state.games.favourites.get(member.name) ?? [];
    state.games.favourites.set(
      member.name,
      list.filter((entry) => entry !== key),
    );
    return null;
  }),
  memberRoute(games.launch, ({ payload, member, state, origin }) => {
    const venue = findVenue(payload.enName);
    if (venue === undefined) return new Failure(ResultCode.NotFound);
    if (venue.maintain) return maintenance(venue);
    const override = state.games.nextLaunchUrl;
    if (override !== null) {
      state.games.nextLaunchUrl = null;
      return { url: override };
    }
    if (venue.activity && !lessThan('0.00', venueBalance(state.games.ledger, member.name, venue.enName)))
      return new Failure(ResultCode.VenueActivity, activityMessage(venue));
    const gameCode = hasGameList(venue) ? payload.gameCode : LOBBY;
    if (hasGameList(venue) && !venueGames(venue).some((g) => g.gameCode === gameCode))
      return new Failure(ResultCode.NotFound);
    return { url: launchAnswer(venue, gameCode, origin) };
  }),
  memberRoute(games.transfer, ({ payload, member, state, requestId }) => {
    const venue = findVenue(payload.channelCode);
    if (venue === undefined) return new Failure(ResultCode.NotFound);
    if (venue.maintain) return maintenance(venue);
    if (!lessThan('0.00', payload.amount))
      return new Failure(ResultCode.InvalidParameter, '请输入正确的转账金额');
    const ledger = state.games.ledger;
    return applyOnce(ledger, member.name, requestId, () => {
      const out = payload.ty === TransferDirection.OutOfVenue;
      if (
        out &&
        venue.activity &&
        lessThan(venueTurnover(ledger, member.name, venue.enName), ACTIVITY_TURNOVER)
      )
        return new Failure(ResultCode.VenueActivity, activityMessage(venue));
      const moved = moveMoney(ledger, member, venue.enName, payload.amount, out ? 'out' : 'into');
      if (!moved.ok)
        return new Failure(ResultCode.InvalidParameter, out ? '场馆余额不足' : '中心钱包余额不足');
      return { centerWalletBalance: moved.centerWalletBalance, venueBalance: moved.venueBalance };
    });
  }),
  memberRoute(games.allBalance, ({ payload, member, state }) => {
    const list = SEED_VENUES.filter(
      (venue) =>
        payload.category === ALL_VENUES_CATEGORY || CATEGORY_NUMBERS[venue.category] === payload.category,
    ).map((venue) => ({
      enName: venue.enName,
      name: venue.name,
      balance: venueBalance(state.games.ledger, member.name, venue.enName),
    }));
    return { list, total: list.reduce((sum, row) => addMoney(sum, row.balance), '0.00') };
  }),
  memberRoute(games.venueBalance, ({ payload, member, state }) => {
    if (findVenue(payload.channelCode) === undefined) return new Failure(ResultCode.NotFound);
    return {
      channelCode: payload.channelCode,
      balance: venueBalance(state.games.ledger, member.name, payload.channelCode),
    };
  }),
  memberRoute(games.recycle, ({ member, state, requestId }) => {
    const ledger = state.games.ledger;
    return applyOnce(ledger, member.name, requestId, () => ({
      centerWalletBalance: recycleAll(ledger, member, (enName) => {
        const venue = findVenue(enName);
        return (
          venue?.activity === true && lessThan(venueTurnover(ledger, member.name, enName), ACTIVITY_TURNOVER)
        );
      }),
    }));
  }),
];

/** Game lists, venue info and bonus pools are readable by visitors (everything else needs login). */
export const PUBLIC_GAME_CALLS: ReadonlySet<string> = new Set([
  showcaseApi.featuredMatches.path,
  games.getVenueInfoByCategory.path,
  games.gameList.path,
  games.getBonusPools.path,
]);
