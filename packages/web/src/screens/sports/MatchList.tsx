import type { OddsType } from '@jinli/core';
import { liveTiming } from '@jinli/core';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { kickOff, type LeagueGroup, type MatchInfo } from './board.ts';
import { OddsCell } from './OddsCell.tsx';

/** Re-renders its caller every `ms` (the live clocks). */
function useNow(ms: number): number {
  const clock = useService(Tokens.Clock);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const id = setInterval(() => setNow(clock.now()), ms);
    return () => clearInterval(id);
  }, [clock, ms]);
  return now;
}

/** Clock, period and score of an in-play match, from core's pure liveTiming; kick-off otherwise. */
const MatchTime = memo(function MatchTime({ match }: { match: MatchInfo }) {
  const store = useService(Tokens.SportsStore);
  const live = useSnapshot(store.liveCell(match.gameId));
  const now = useNow(1000);
  if (match.market !== 'RB') {
    const { date, time } = kickOff(match.start);
    return (
      <div className="match-time">
        <span className="match-date">{date}</span>
        <span className="match-clock">{time}</span>
      </div>
    );
  }
  const timing = liveTiming(live.data, now, live.syncedAt);
  return (
    <div className={`match-time match-time-live${timing.isExtraTime ? ' match-time-extra' : ''}`}>
      <span className="match-period">{timing.period}</span>
      <span className="match-clock" data-testid="live-clock">
        {timing.clock}
      </span>
      {timing.score !== undefined && (
        <span className="match-score" data-testid="live-score">
          {timing.score.home} - {timing.score.away}
        </span>
      )}
    </div>
  );
});

function MatchRow({ match, oddsType }: { match: MatchInfo; oddsType: OddsType }) {
  const text = useServerText();
  const store = useService(Tokens.SportsStore);
  const keys = useSnapshot(store.state).board.data?.priceKeys[match.gameId] ?? [];
  // Venue order: handicap H C, over/under O U, then 1X2 H (N) C.
  const [rh, rc, over, under, ...moneyline] = keys;
  const cell = (key: string | undefined, showLabel = true) =>
    key === undefined ? (
      <span className="odds-cell odds-cell-empty" />
    ) : (
      <OddsCell match={match} priceKey={key} oddsType={oddsType} showLabel={showLabel} />
    );
  return (
    <li className="match-row" data-game={match.gameId}>
      <MatchTime match={match} />
      <div className="match-teams">
        <span>{text(match.team_h)}</span>
        <span>{text(match.team_c)}</span>
      </div>
      <div className="match-odds match-odds-pair">
        {cell(rh)}
        {cell(rc)}
      </div>
      <div className="match-odds match-odds-pair">
        {cell(over)}
        {cell(under)}
      </div>
      <div className="match-odds match-odds-moneyline">
        {moneyline.map((key) => (
          <OddsCell key={key} match={match} priceKey={key} oddsType={oddsType} showLabel={false} />
        ))}
      </div>
    </li>
  );
}

function OutrightBlock({ match, oddsType }: { match: MatchInfo; oddsType: OddsType }) {
  const text = useServerText();
  const store = useService(Tokens.SportsStore);
  const keys = useSnapshot(store.state).board.data?.priceKeys[match.gameId] ?? [];
  return (
    <li className="outright">
      <h3>{text(match.team_h)}</h3>
      <div className="outright-grid">
        {keys.map((key) => (
          <OddsCell key={key} match={match} priceKey={key} oddsType={oddsType} />
        ))}
      </div>
    </li>
  );
}

/** The league list: each league collapsible (keyboard: its header is a button), its matches below. */
export function MatchList({ groups, oddsType }: { groups: readonly LeagueGroup[]; oddsType: OddsType }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useService(Tokens.SportsStore);
  const { collapsed } = useSnapshot(store.state);
  return (
    <div className="league-list">
      {groups.map(({ league, matches }) => {
        const open = !collapsed[league.league_id];
        const name = text(league.name);
        const outright = matches[0] !== undefined && matches[0].team_c === '';
        return (
          <section key={league.league_id} className="league" aria-label={name}>
            <button
              type="button"
              className="league-head"
              aria-expanded={open}
              aria-label={t(open ? 'sports.collapse' : 'sports.expand', { league: name })}
              onClick={() => store.toggleLeague(league.league_id)}
            >
              <span className="league-chevron" aria-hidden="true" />
              <span className="league-name">{name}</span>
              <span className="league-count">{t('sports.matchCount', { count: matches.length })}</span>
              {!outright && (
                <span className="league-columns" aria-hidden="true">
                  <span>{t('sports.columns.handicap')}</span>
                  <span>{t('sports.columns.total')}</span>
                  <span>{t('sports.columns.moneyline')}</span>
                </span>
              )}
            </button>
            {open && (
              <ul className="league-matches">
                {matches.map((match) =>
                  outright ? (
                    <OutrightBlock key={match.gameId} match={match} oddsType={oddsType} />
                  ) : (
                    <MatchRow key={match.gameId} match={match} oddsType={oddsType} />
                  ),
                )}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
