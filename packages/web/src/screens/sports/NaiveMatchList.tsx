import type { OddsType } from '@jinli/core';
import { displayPrice, priceKindOfWager } from '@jinli/core';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import type { LeagueGroup } from './board.ts';

/**
 * The bench's naive baseline (`?bench=naive`, used only by sportsFlood.bench.ts): every league and
 * match in the DOM, every price read from one state object, so any price change re-renders the whole
 * list. It exists to measure what virtualisation and per-cell state save; members never see it.
 */
export function NaiveMatchList({ groups, oddsType }: { groups: readonly LeagueGroup[]; oddsType: OddsType }) {
  const store = useService(Tokens.SportsStore);
  const { prices } = useSnapshot(store.naive);
  const keys = useSnapshot(store.state).board.data?.priceKeys ?? {};
  return (
    <div className="league-list" data-naive="true">
      {groups.map(({ league, matches }) => (
        <section key={league.league_id} className="league" aria-label={league.name}>
          <div className="league-head">{league.name}</div>
          {matches.map((match) => (
            <div key={match.gameId} className="match-row" data-game={match.gameId}>
              <div className="match-time" />
              <div className="match-teams">
                <span>{match.team_h}</span>
                <span>{match.team_c}</span>
              </div>
              <div className="match-odds match-odds-moneyline">
                {(keys[match.gameId] ?? []).map((key) => {
                  const price = prices[key];
                  return (
                    <button key={key} type="button" className="odds-cell" data-key={key}>
                      <span className="odds-cell-price">
                        {price === undefined
                          ? ''
                          : displayPrice(price.r, priceKindOfWager(price.w), oddsType)}
                      </span>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
