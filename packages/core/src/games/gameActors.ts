import { fromPromise } from 'xstate';
import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import type { HttpPort } from '../ports/http.ts';
import type { VenueTransferResult } from './gameSchemas.ts';

/** One launch request (SPEC §3): `isActivity` 1 after a transfer into an activity venue. */
export interface GameLaunchRequest {
  enName: string;
  gameCode: string;
  isActivity?: 0 | 1;
}

/** One transfer into a venue; `requestId` is the intent's id, reused when the member retries. */
export interface VenueTransferRequest {
  channelCode: string;
  amount: string;
  isActivity: 0 | 1;
  requestId: string;
}

export interface GameActorDeps {
  http: HttpPort;
}

export type GameActors = ReturnType<typeof createGameActors>;

/**
 * Side effects of the play journey and its venue transfer form over HttpPort (playJourney.ts provides
 * them to both machines).
 */
export function createGameActors({ http }: GameActorDeps) {
  return {
    launchGame: fromPromise<string, GameLaunchRequest>(async ({ input }) => {
      const payload =
        input.isActivity === undefined
          ? { enName: input.enName, gameCode: input.gameCode }
          : { enName: input.enName, gameCode: input.gameCode, isActivity: input.isActivity };
      const answer = await http.call(games.launch, payload);
      return answer.url;
    }),
    fetchCenterBalance: fromPromise<string>(async () => {
      const balance = await http.call(money.getBalance, {});
      return balance.centerWalletBalance;
    }),
    transferToVenue: fromPromise<VenueTransferResult, VenueTransferRequest>(({ input }) =>
      http.call(
        games.transfer,
        { channelCode: input.channelCode, amount: input.amount, ty: 1, isActivity: input.isActivity },
        { requestId: input.requestId },
      ),
    ),
  };
}
