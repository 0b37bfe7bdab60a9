import { venues } from '../api/catalogue/venues.ts';
import type { HttpPort } from '../ports/http.ts';

/** One launch request (SPEC §3): `isActivity` 1 after a transfer into an activity venue. */
export interface GameLaunchRequest {
  enName: string;
  gameCode: string;
  isActivity?: 0 | 1;
}

/** One transfer into a venue; `requestId` is the intent's id (the funds' runner), reused on retry. */
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
 * The play journey's launch over HttpPort (the transfer form's balance and transfer are the engine's
 * funds, playJourney.ts).
 */
export function createGameActors({ http }: GameActorDeps) {
  return {
    /** The launch call; answers the launch URL (or payload) as the server gave it. */
    launchGame: async (input: GameLaunchRequest): Promise<string> => {
      const payload =
        input.isActivity === undefined
          ? { enName: input.enName, gameCode: input.gameCode }
          : { enName: input.enName, gameCode: input.gameCode, isActivity: input.isActivity };
      const answer = await http.call(venues.launch, payload);
      return answer.url;
    },
  };
}
