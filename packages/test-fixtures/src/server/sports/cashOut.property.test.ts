import { fc, test } from '@fast-check/vitest';
import { cashOutValue } from '@jinli/core/rules';
import { describe, expect } from 'vitest';
import { cashOutOffer } from './cashOut.ts';
import { livePrices } from './simulation.ts';
import { createSportsState, type SportsOrder } from './sportsState.ts';

const START = 1_795_485_600_000;

describe('the sandbox quote is the engine rule (issue #30)', () => {
  test.prop([
    fc.integer({ min: 0, max: 10_000 }),
    fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 10, max: 5000 }),
    fc.integer({ min: 0, max: 30 }),
  ])(
    'for any prices the member sees, the quote equals cashOutValue of them',
    (later, nudges, stake, margin) => {
      const state = createSportsState(7, START);
      state.cashOutMargin = (margin / 100).toString();
      const matches = state.seed.matches
        .filter((m) => m.market === 'FT' && m.team_c !== '')
        .slice(0, nudges.length);
      const placed = matches.map((match, i) => {
        const price = livePrices(state, match, START).filter((p) => p.r !== '')[i % 4]!;
        return {
          gameId: match.gameId,
          gide: `G${match.gameId}`,
          oddGameId: price.oddGameId,
          w: price.w,
          odds: price.r,
        };
      });
      const order: SportsOrder = {
        ticketId: 'T1',
        member: 'demo01',
        payload: {
          mode: placed.length === 1 ? 'single' : 'multiple',
          oddsType: 'H',
          acceptBetterOdds: false,
          stake: String(stake),
          lines: placed,
        },
        total: `${stake}.00`,
        placedAt: START,
        resolveAt: START,
        outcome: 'accept',
        refunded: false,
      };
      for (const [i, match] of matches.entries()) state.nudges.set(match.gameId, nudges[i]!);
      const now = START + later * 1000;
      // What the member's board shows now for each leg.
      const legs = placed.map((line, i) => ({
        w: line.w,
        placedOdds: line.odds,
        state: 'open' as const,
        currentOdds: livePrices(state, matches[i]!, now).find((p) => p.oddGameId === line.oddGameId)!.r,
      }));
      const offer = cashOutOffer(state, order, now);
      const suspended = livePrices(state, matches[0]!, now)[0]!.suspended;
      if (suspended) expect(offer).toHaveProperty('reason');
      else
        expect(offer).toEqual({
          amount: cashOutValue({ stake: String(stake), legs, margin: state.cashOutMargin }),
        });
    },
  );
});
