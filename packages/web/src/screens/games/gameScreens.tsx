import { VenueCategory } from '@jinli/core/contract';
import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const venueLobby = (category: VenueCategory, title: string) =>
  lazyScreen(
    () => import('./VenueLobby.tsx'),
    ({ VenueLobby }) =>
      () => <VenueLobby category={category} title={title} />,
  );
const slotLobby = (key: string, category: VenueCategory, title: string) =>
  lazyScreen(
    () => import('./SlotLobby.tsx'),
    ({ SlotLobby }) =>
      () => <SlotLobby key={key} category={category} title={title} />,
  );
const SlotGamePage = lazyScreen(
  () => import('./GamePage.tsx'),
  (m) => m.SlotGamePage,
);

/** The games issue's screens by core route name, merged into the router's SCREENS map. */
export const GAME_SCREENS: ScreenMap = {
  sport: venueLobby(VenueCategory.Sport, '体育'),
  realbet: venueLobby(VenueCategory.Live, '真人'),
  chess: venueLobby(VenueCategory.Chess, '棋牌'),
  gaming: venueLobby(VenueCategory.Esports, '电竞'),
  lottery: venueLobby(VenueCategory.Lottery, '彩票'),
  egame: slotLobby('DZ', VenueCategory.Electronic, '电子'),
  fishing: slotLobby('BY', VenueCategory.Fishing, '捕鱼'),
  game: lazyScreen(
    () => import('./GamePage.tsx'),
    (m) => m.EmbeddedGamePage,
  ),
  pgGame: SlotGamePage,
  dzGame: SlotGamePage,
};
