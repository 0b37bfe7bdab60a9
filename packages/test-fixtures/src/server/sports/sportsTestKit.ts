import {
  betRecordPageSchema,
  games,
  type PlaceBetPayload,
  SportsVenueMethod,
  sportsBets,
  sportsBoardSchema,
  type VenueMatch,
} from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type AuthSandbox, startAuthSandbox } from '../auth/authTestKit.ts';

/**
 * The sportsbook's server tests' shared setup: one sandbox per file, reset with demo01 logged in before
 * each test, and the calls those tests make (the venue's resource call, the sandbox's sports controls,
 * the CRTY balance, bet records, a bet).
 */
export interface SportsKit {
  readonly kit: AuthSandbox;
  /** demo01's token for the current test. */
  token(): string;
  /** The venue's resource call body for `method`. */
  resource(method: string, token?: string): unknown;
  board(): Promise<ReturnType<typeof sportsBoardSchema.parse>>;
  /** POST /__sandbox/sports/<name> (odds, move, suspend, settle, next-order, ...). */
  control(name: string, body: unknown): Promise<Response>;
  venueBalance(): Promise<string>;
  records(status?: 'all' | 'pending' | 'settled'): Promise<ReturnType<typeof betRecordPageSchema.parse>>;
  place(payload: PlaceBetPayload, requestId: string): ReturnType<AuthSandbox['call']>;
}

/** Registers the hooks of a sportsbook server test file and answers its kit. */
export function useSportsSandbox(): SportsKit {
  let kit: AuthSandbox | undefined;
  let token = '';
  beforeAll(async () => {
    kit = await startAuthSandbox();
  });
  afterAll(() => kit?.sandbox.close());
  beforeEach(async () => {
    const k = started();
    k.sandbox.reset();
    k.resetClock();
    token = await k.loginToken('demo01', 'demo1234');
  });
  const started = () => {
    if (kit === undefined) throw new Error('the sports sandbox is not started (use it inside a test)');
    return kit;
  };
  const resource = (method: string, requestToken = token) => ({
    method,
    enName: 'CRTY',
    Request: { timestamp: Date.now(), token: requestToken, langx: 'zh-cn', remoteip: '127.0.0.1' },
  });
  return {
    get kit() {
      return started();
    },
    token: () => token,
    resource,
    board: async () =>
      sportsBoardSchema.parse(
        (await started().call(games.resource.path, resource(SportsVenueMethod.Board), token)).data,
      ),
    control: (name, body) =>
      fetch(`${started().baseUrl}/__sandbox/sports/${name}`, { method: 'POST', body: JSON.stringify(body) }),
    venueBalance: async () =>
      (
        (await started().call(games.venueBalance.path, { channelCode: 'CRTY' }, token)).data as {
          balance: string;
        }
      ).balance,
    records: async (status = 'all') =>
      betRecordPageSchema.parse(
        (await started().call(games.betRecordList.path, { status, pageNum: 1, pageSize: 10 }, token)).data,
      ),
    place: (payload, requestId) =>
      started().call(sportsBets.place.path, payload, token, { headers: { 'X-API-REQUEST-ID': requestId } }),
  };
}

/** A single on the match's `index`-th price. */
export function singleBet(match: VenueMatch, index = 0, stake = '100'): PlaceBetPayload {
  const price = match.prices[index]!;
  return {
    mode: 'single',
    oddsType: 'H',
    acceptBetterOdds: false,
    stake,
    lines: [
      { gameId: match.gameId, gide: match.gide, oddGameId: price.oddGameId, w: price.w, odds: price.r },
    ],
  };
}
