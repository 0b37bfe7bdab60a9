import { VenueCategory } from '@jinli/core';
import { EmbeddedGamePage, SlotGamePage } from './GamePage.tsx';
import { SlotLobby } from './SlotLobby.tsx';
import { VenueLobby } from './VenueLobby.tsx';

/** The games issue's screens by core route name, merged into the router's SCREENS map. */
export const GAME_SCREENS: Record<string, () => React.JSX.Element> = {
  sport: () => <VenueLobby category={VenueCategory.Sport} title="体育" />,
  realbet: () => <VenueLobby category={VenueCategory.Live} title="真人" />,
  chess: () => <VenueLobby category={VenueCategory.Chess} title="棋牌" />,
  gaming: () => <VenueLobby category={VenueCategory.Esports} title="电竞" />,
  lottery: () => <VenueLobby category={VenueCategory.Lottery} title="彩票" />,
  egame: () => <SlotLobby key="DZ" category={VenueCategory.Electronic} title="电子" />,
  fishing: () => <SlotLobby key="BY" category={VenueCategory.Fishing} title="捕鱼" />,
  game: EmbeddedGamePage,
  pgGame: SlotGamePage,
  dzGame: SlotGamePage,
};
