import type { Game } from '@jinli/core';
import type { VenueCategory } from '@jinli/core/contract';
import { selectIsLoggedIn } from '@jinli/core/machines';
import { favouriteKey, GAME_PAGE_SIZE, pageCount } from '@jinli/core/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { BonusPoolTicker } from './BonusPoolTicker.tsx';
import { LobbyError, LobbyHero } from './LobbyHero.tsx';
import './games.css';
import { usePlay } from './usePlay.ts';

const TILE_SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

/** /game/egame and /game/fishing: venue tabs, search, favourites, pools and a paged game grid. */
export function SlotLobby({ category, title }: { category: VenueCategory; title: string }) {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle(title);
  const store = useServices().Games;
  const session = useServices().Session;
  const loggedIn = useReadable(session, selectIsLoggedIn);
  const snap = useReadable(store);
  const venues = snap.venues[category];
  const [keyword, setKeyword] = useState('');

  useEffect(() => store.ensureVenues(category), [store, category]);
  const firstVenue = venues?.data?.find((v) => v.hasGameList)?.enName ?? '';
  const active = venues?.data?.some((v) => v.enName === snap.query.enName) ? snap.query.enName : firstVenue;
  useEffect(() => {
    if (active !== '') void store.setQuery({ enName: active, keyword: '', collect: false });
    setKeyword('');
  }, [store, active]);
  useEffect(() => {
    if (!loggedIn && store.getSnapshot().query.collect) void store.setQuery({ collect: false });
  }, [store, loggedIn]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void store.setQuery({ keyword });
  };
  const page = snap.list.data;
  const pages = page === null ? 1 : pageCount(page.total, GAME_PAGE_SIZE);

  return (
    <section className="lobby">
      <LobbyHero category={category} />
      <BonusPoolTicker category={category} />
      {venues?.status === 'error' && (
        <LobbyError message={t('games.loadFailed')} onRetry={() => void store.loadVenues(category)} />
      )}
      <div className="slot-bar">
        <div className="venue-tabs" role="tablist" aria-label={t('games.venueTabs')}>
          {(venues?.data ?? []).map((venue) => (
            <button
              key={venue.enName}
              type="button"
              role="tab"
              aria-selected={venue.enName === active}
              className="venue-tab"
              onClick={() => void store.setQuery({ enName: venue.enName, keyword: '', collect: false })}
            >
              {text(venue.name)}
              {venue.maintain && <span className="venue-tab-note">{t('games.maintenance')}</span>}
              {venue.isActivity === 1 && <span className="venue-tab-note">{t('games.activity')}</span>}
            </button>
          ))}
        </div>
        <form className="slot-search" onSubmit={search}>
          <input
            type="search"
            aria-label={t('games.searchLabel')}
            placeholder={t('games.searchPlaceholder')}
            value={keyword}
            maxLength={30}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('games.search')}
          </button>
        </form>
      </div>
      {loggedIn && (
        <div className="slot-filters">
          <button
            type="button"
            className={`chip ${snap.query.collect ? '' : 'chip-on'}`}
            aria-pressed={!snap.query.collect}
            onClick={() => void store.setQuery({ collect: false })}
          >
            {t('games.allGames')}
          </button>
          <button
            type="button"
            className={`chip ${snap.query.collect ? 'chip-on' : ''}`}
            aria-pressed={snap.query.collect}
            onClick={() => void store.setQuery({ collect: true })}
          >
            {t('games.favourites')}
          </button>
        </div>
      )}
      {snap.list.status === 'error' ? (
        <LobbyError message={t('games.gamesFailed')} onRetry={() => void store.loadGames()} />
      ) : page === null || (snap.list.status === 'loading' && page.list.length === 0) ? (
        <ul className="game-grid" aria-busy="true" aria-label={t('common.loading')}>
          {TILE_SKELETONS.map((id) => (
            <li key={id} className="game-tile game-tile-skeleton" />
          ))}
        </ul>
      ) : page.list.length === 0 ? (
        <div className="lobby-state">
          <p className="lobby-state-title">
            {snap.query.collect ? t('games.favouritesEmpty') : t('games.gamesEmpty')}
          </p>
          {snap.query.keyword !== '' && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setKeyword('');
                void store.setQuery({ keyword: '' });
              }}
            >
              {t('games.clearSearch')}
            </button>
          )}
        </div>
      ) : (
        <>
          <ul className="game-grid" aria-busy={snap.list.status === 'loading'}>
            {page.list.map((game) => (
              <GameTile key={favouriteKey(game)} game={game as Game} loggedIn={loggedIn} />
            ))}
          </ul>
          <nav
            className="pager"
            aria-label={t('games.pageInfo', { page: snap.query.pageNum, pages, total: page.total })}
          >
            <button
              type="button"
              className="btn btn-outline"
              disabled={snap.query.pageNum <= 1}
              onClick={() => void store.setQuery({ pageNum: snap.query.pageNum - 1 })}
            >
              {t('games.prevPage')}
            </button>
            <span className="num">
              {t('games.pageInfo', { page: snap.query.pageNum, pages, total: page.total })}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={snap.query.pageNum >= pages}
              onClick={() => void store.setQuery({ pageNum: snap.query.pageNum + 1 })}
            >
              {t('games.nextPage')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

function GameTile({ game, loggedIn }: { game: Game; loggedIn: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Games;
  const ui = useServices().UiStore;
  const { launching, play } = usePlay();
  const { toggling } = useReadable(store);
  const key = favouriteKey(game);
  const name = text(game.name);
  const toggle = async () => {
    const failed = await store.toggleFavourite(game);
    if (failed !== null) ui.toast(failed, 'error');
  };
  return (
    <li className="game-tile">
      <button
        type="button"
        className="game-launch"
        disabled={launching === key}
        onClick={() => play({ enName: game.enName, gameCode: game.gameCode })}
      >
        <img className="game-art" src={game.art} alt="" width={240} height={240} loading="lazy" />
        <span className="game-name">{name}</span>
        <span className="game-cta" aria-hidden="true">
          {launching === key ? t('games.launching') : t('games.play')}
        </span>
      </button>
      {game.hot && <span className="game-hot">{t('games.hot')}</span>}
      {loggedIn && (
        <button
          type="button"
          className={`game-fav ${game.isCollect ? 'game-fav-on' : ''}`}
          aria-pressed={game.isCollect}
          aria-label={
            game.isCollect ? t('games.removeFavourite', { name }) : t('games.addFavourite', { name })
          }
          disabled={toggling[key] === true}
          onClick={() => void toggle()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.4 0 5.4 3.6 4.1 6.7C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      )}
    </li>
  );
}
