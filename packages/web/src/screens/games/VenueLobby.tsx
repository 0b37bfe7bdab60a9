import type { Venue } from '@jinli/core';
import type { VenueCategory } from '@jinli/core/contract';
import { selectIsLoggedIn } from '@jinli/core/machines';
import { formatBalance } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { LobbyError, LobbyHero } from './LobbyHero.tsx';
import './games.css';
import { usePlay } from './usePlay.ts';

/** /game/sport, realbet, chess, gaming, lottery: venue cards with art, balance and a launch button. */
export function VenueLobby({ category, title }: { category: VenueCategory; title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const store = useServices().Games;
  const session = useServices().Session;
  const loggedIn = useReadable(session, selectIsLoggedIn);
  const snap = useReadable(store);
  const funds = useServices().Balances;
  const venueBalances = useReadable(funds, (s) => s.venues.data);
  const venues = snap.venues[category];

  useEffect(() => store.ensureVenues(category), [store, category]);
  useEffect(() => {
    if (loggedIn) void funds.loadVenues();
  }, [funds, loggedIn]);

  return (
    <section className="lobby">
      <LobbyHero category={category} />
      {venues?.status === 'error' ? (
        <LobbyError message={t('games.loadFailed')} onRetry={() => void store.loadVenues(category)} />
      ) : venues?.status !== 'ready' || venues.data === null ? (
        <ul className="venue-grid" aria-busy="true" aria-label={t('common.loading')}>
          {['a', 'b', 'c'].map((id) => (
            <li key={id} className="venue-card venue-card-skeleton" />
          ))}
        </ul>
      ) : venues.data.length === 0 ? (
        <div className="lobby-state">
          <p className="lobby-state-title">{t('games.empty')}</p>
        </div>
      ) : (
        <ul className="venue-grid">
          {venues.data.map((venue) => (
            <VenueCard
              key={venue.enName}
              venue={venue}
              balance={
                loggedIn
                  ? (venueBalances?.find((row) => row.enName === venue.enName)?.balance ?? null)
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function VenueCard({ venue, balance }: { venue: Venue; balance: string | null | undefined }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { launching, play } = usePlay();
  const isLaunching = launching === `${venue.enName}:lobby`;
  return (
    <li className={`venue-card ${venue.maintain ? 'venue-card-closed' : ''}`}>
      <div className="venue-art">
        <img src={venue.art} alt="" width={480} height={270} loading="lazy" />
        {venue.maintain && <span className="venue-badge venue-badge-maintain">{t('games.maintenance')}</span>}
        {!venue.maintain && venue.isActivity === 1 && (
          <span className="venue-badge venue-badge-activity">{t('games.activity')}</span>
        )}
      </div>
      <div className="venue-body">
        <h2>{text(venue.name)}</h2>
        <p>{text(venue.tagline)}</p>
        <div className="venue-foot">
          <span className="venue-balance">
            {balance === undefined ? (
              t('games.balanceLoginHint')
            ) : (
              <>
                {t('games.balance')} <b className="num">{balance === null ? '--' : formatBalance(balance)}</b>
              </>
            )}
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={venue.maintain || isLaunching}
            aria-label={`${t('games.enter')} ${venue.name}`}
            onClick={() => play({ enName: venue.enName, gameCode: 'lobby' })}
          >
            {venue.maintain ? t('games.maintenance') : isLaunching ? t('games.launching') : t('games.enter')}
          </button>
        </div>
      </div>
    </li>
  );
}
