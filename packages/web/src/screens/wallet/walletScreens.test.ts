import { WALLET_ROUTE_NAMES } from '@jinli/core/rules';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SCREEN_NAMES } from '../activity/activityScreenNames.ts';
import { ACTIVITY_SCREENS } from '../activity/activityScreens.tsx';
import { GAME_SCREEN_NAMES } from '../games/gameScreenNames.ts';
import { GAME_SCREENS } from '../games/gameScreens.tsx';
import { MEMBER_SCREEN_NAMES } from '../member/memberScreenNames.ts';
import { MEMBER_SCREENS } from '../member/memberScreens.tsx';
import { WALLET_SCREENS } from './walletScreens.tsx';

// The router maps these names (the wallet's are core's WALLET_ROUTE_NAMES, which also decide what the route loads) to screens before the groups' maps load (routes/lazyScreen.ts screenGroup):
// a name missing from the list would show 即将上线 for a built screen.
describe('screen group names', () => {
  it('list exactly the wallet, member, games and activity maps’ route names', () => {
    expect([...WALLET_ROUTE_NAMES].sort()).toEqual(Object.keys(WALLET_SCREENS).sort());
    expect([...MEMBER_SCREEN_NAMES].sort()).toEqual(Object.keys(MEMBER_SCREENS).sort());
    expect([...GAME_SCREEN_NAMES].sort()).toEqual(Object.keys(GAME_SCREENS).sort());
    expect([...ACTIVITY_SCREEN_NAMES].sort()).toEqual(Object.keys(ACTIVITY_SCREENS).sort());
  });
});
