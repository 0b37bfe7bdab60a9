/** The seven venue categories on the home page, in SPEC §2 order, with the route each opens. */
export const HOME_CATEGORIES = [
  { id: 'sport', path: '/game/sport', tone: 'green' },
  { id: 'realbet', path: '/game/realbet', tone: 'red' },
  { id: 'chess', path: '/game/chess', tone: 'jade' },
  { id: 'gaming', path: '/game/gaming', tone: 'violet' },
  { id: 'lottery', path: '/game/lottery', tone: 'gold' },
  { id: 'egame', path: '/game/egame', tone: 'orange' },
  { id: 'fishing', path: '/game/fishing', tone: 'blue' },
] as const;

export type HomeCategoryId = (typeof HOME_CATEGORIES)[number]['id'];
