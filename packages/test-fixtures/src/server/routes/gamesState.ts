import { createLedger, type Ledger } from '../ledger/ledger.ts';

/** Venue balances, favourites and bonus pools of the games issue (#6); rebuilt by reset. */
export interface GamesState {
  ledger: Ledger;
  /** member name -> `${enName}:${gameCode}` favourites, newest last. */
  favourites: Map<string, string[]>;
  /** Pools grow from this sandbox time. */
  poolsStartedAt: number;
  /** Set by POST /__sandbox/next-launch: the next venue/launch answers this url once. */
  nextLaunchUrl: string | null;
  /** Set by POST /__sandbox/hostile-content: game names replaced by these texts (issue #15). */
  hostileNames?: string[];
}

export function createGamesState(now: number): GamesState {
  return { ledger: createLedger(), favourites: new Map(), poolsStartedAt: now, nextLaunchUrl: null };
}
