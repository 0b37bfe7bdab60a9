import { createSeedData, type SeedData } from '../seed/seedData.ts';
import { type ActivityBook, createActivityBook } from './activities/activityBook.ts';
import { type AuthState, createAuthState } from './auth/authState.ts';
import { type CentreState, createCentreState } from './centre/centreState.ts';
import { type ChatWorld, createChatWorld, inPlayMatches } from './chat/chatWorld.ts';
import type { ActiveFault } from './faults.ts';
import { createWalletBook, type WalletBook } from './ledger/walletBook.ts';
import { createGamesState, type GamesState } from './routes/gamesState.ts';
import { createSiteConfig, type SiteConfig } from './siteConfig.ts';
import { createSportsState, type SportsState } from './sports/sportsState.ts';

/** One API call as GET /__sandbox/requests shows it. Never holds login tokens or passwords. */
export interface ApiRequestRecord {
  time: number;
  method: string;
  rawPath: string;
  realPath: string | null;
  encrypted: boolean;
  requestId: string | null;
  /** The envelope's code as sent; null when no intact envelope went out (dropped, replaced body). */
  status_code: number | null;
}

export interface SandboxState {
  data: SeedData;
  /** Accounts, sessions, captchas and sent codes (issue #3). */
  auth: AuthState;
  /** Chat rooms, history, mutes and blocks (issue #7); sockets live in chat/chatServer.ts. */
  chat: ChatWorld;
  /** Venue ledger, favourites, bonus pools and the launch override (issue #6). */
  games: GamesState;
  /** The crty sportsbook: odds rate and nudges, suspensions, orders (issue #5). */
  sports: SportsState;
  /** Deposits, withdrawals, bound accounts and deal records (issue #4); venue money is in games.ledger. */
  wallet: WalletBook;
  /** Payment types, withdrawal limits and banks as the site configures them (POST /__sandbox/site). */
  siteConfig: SiteConfig;
  /** Letters, feedback, uploads and VIP credits (issue #12 part B). */
  centre: CentreState;
  /** Sign-ins, draws, claims and race entries of the promotions (issue #13). */
  activities: ActivityBook;
  faults: ActiveFault[];
  requests: ApiRequestRecord[];
  nextFaultId: number;
}

export const MAX_REQUEST_RECORDS = 500;

export function createSandboxState(seed: number, now: number): SandboxState {
  const sports = createSportsState(seed, now);
  return {
    data: createSeedData({ seed, now }),
    auth: createAuthState(seed, now),
    // A chat room per in-play match of the sportsbook (issue #7).
    chat: createChatWorld(seed, now, inPlayMatches(sports.seed)),
    games: createGamesState(now),
    sports,
    wallet: createWalletBook(),
    siteConfig: createSiteConfig(),
    centre: createCentreState(now),
    activities: createActivityBook(seed, now),
    faults: [],
    requests: [],
    nextFaultId: 1,
  };
}

export function recordRequest(state: SandboxState, record: ApiRequestRecord): void {
  state.requests.push(record);
  if (state.requests.length > MAX_REQUEST_RECORDS)
    state.requests.splice(0, state.requests.length - MAX_REQUEST_RECORDS);
}
