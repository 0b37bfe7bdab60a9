import { SPORTS_VENUE } from '@jinli/core/contract';
import type { OddsType } from '@jinli/core/rules';
import {
  ALL_LEAGUES_FILTER_ID,
  DEFAULT_LEAGUE_SHORTCUTS,
  EDITION_LABELS,
  effectiveOddsType,
  formatMoney,
  leagueGroups,
  MARKET_TABS,
  ODDS_TYPE_LABELS,
  SPORT_ORDER,
  SportCode,
  spendableInVenue,
  sportCounts,
  sportLabel,
  toggleEdition,
} from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { MatchList } from './MatchList.tsx';
import { SlipColumn } from './SlipColumn.tsx';
import './sports.css';
import './slip.css';

const ODDS_TYPES: readonly OddsType[] = ['H', 'E', 'I', 'M'];

const Toolbar = memo(function Toolbar() {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const slip = useServices().BetSlip;
  // Issue #27: only what the toolbar shows; a sport or market click does not re-render it.
  const edition = useReadable(store, (s) => s.edition);
  const feed = useReadable(store, (s) => s.feed);
  // 可用余额: the center wallet + CRTY from the engine's one balance summary (issue #28).
  const summary = useReadable(useServices().Balances, (s) => s.summary);
  // Series bets are priced in Hong Kong odds whatever the member chose (core effectiveOddsType).
  const oddsType = useSelector(slip, (s) => effectiveOddsType(s.context.slip));
  const series = useSelector(slip, (s) => s.context.slip.mode === 'series');
  const text = useServerText();
  const balance = summary === null ? null : spendableInVenue(summary, SPORTS_VENUE);
  usePageTitle(t('page.sportsTitle'));
  return (
    <div className="sports-toolbar">
      <h1>{t('page.sportsTitle')}</h1>
      <span className={`sports-feed sports-feed-${feed}`} data-testid="sports-feed" data-feed={feed}>
        {t(feed === 'stream' ? 'sports.streamLive' : 'sports.streamPolling')}
      </span>
      <span className="sports-balance" data-testid="sports-balance">
        {t('sports.balance')} <strong>{balance === null ? '--' : formatMoney(balance)}</strong>
      </span>
      <label className="sports-odds-type">
        {t('sports.oddsType')}
        <select
          value={oddsType}
          disabled={series}
          onChange={(e) => slip.send({ type: 'slip.oddsType', oddsType: e.target.value as OddsType })}
        >
          {ODDS_TYPES.map((type) => (
            <option key={type} value={type}>
              {text(ODDS_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="sports-edition" onClick={() => store.toggleEdition()}>
        {t('sports.editionSwitch', { edition: text(EDITION_LABELS[toggleEdition(edition)]) })}
      </button>
    </div>
  );
});

/** The sports list with each sport's count of matches under the market tab; answers a click at once. */
const SportsNav = memo(function SportsNav() {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const text = useServerText();
  const current = useReadable(store, (s) => s.sport);
  const board = useReadable(store, (s) => s.board.data);
  const tab = useReadable(store, (s) => s.tab);
  const counts = useMemo(() => (board === null ? {} : sportCounts(board.matches, tab)), [board, tab]);
  return (
    <nav className="sports-nav" aria-label={t('sports.sportsNav')}>
      {SPORT_ORDER.map((code) => (
        <button
          key={code}
          type="button"
          aria-current={current === code ? 'true' : undefined}
          className={current === code ? 'active' : ''}
          onClick={() => store.setSport(code)}
        >
          <span>{text(sportLabel(code))}</span>
          {/* No board (loading, or it failed): no count to tell; the hidden 0 keeps the button's width. */}
          <span className={board === null ? 'sports-nav-count sports-nav-count-unknown' : 'sports-nav-count'}>
            {counts[code] ?? 0}
          </span>
        </button>
      ))}
    </nav>
  );
});

/** The football league shortcuts (全部 and the big leagues); the chosen one is pressed at once. */
const LeagueShortcuts = memo(function LeagueShortcuts() {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const text = useServerText();
  const current = useReadable(store, (s) => s.leagueFilter);
  return (
    <div className="sports-leagues" role="toolbar" aria-label={t('sports.leaguesNav')}>
      {[{ id: ALL_LEAGUES_FILTER_ID, name: t('sports.allLeagues') }, ...DEFAULT_LEAGUE_SHORTCUTS].map((f) => (
        <button
          key={f.id}
          type="button"
          aria-pressed={current === f.id}
          className={current === f.id ? 'active' : ''}
          onClick={() => store.setLeagueFilter(f.id)}
        >
          {text(f.name)}
        </button>
      ))}
    </div>
  );
});

/** 滚球 / 今日 / 早盘 / 冠军. */
const MarketTabs = memo(function MarketTabs() {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const current = useReadable(store, (s) => s.tab);
  return (
    <div className="sports-markets" role="tablist" aria-label={t('sports.marketsNav')}>
      {MARKET_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={current === tab}
          className={current === tab ? 'active' : ''}
          onClick={() => store.setTab(tab)}
        >
          {t(`sports.markets.${tab}`)}
        </button>
      ))}
    </div>
  );
});

/** /game/sport/crty: sports and markets, the league filter and list, and the bet slip (issue #5). */
export function SportsScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Sports;
  const snap = useReadable(store);
  useEffect(() => store.enter(), [store]);
  // Issue #27: the match list, the page's heaviest part, renders in the background (a transition, cut into
  // short tasks), never inside the update that brought it: the page's first render draws its frame (the
  // title, sports, markets and the slip) with the board's skeleton, and the board's answer (or a reload's)
  // keeps what is shown until the new list is ready. A sport (or league) switch answers at once (the button
  // shows the choice) and the new board renders in the background too; the old one stays on screen, with a
  // loading bar, until it is ready. A market tab switch stays immediate (what it shows next is read at once).
  // The sports list, the market tabs and the toolbar follow the store themselves, so the click's own render
  // is this frame only.
  const board = useDeferredValue(snap.board.data, null);
  const sport = useDeferredValue(snap.sport);
  const leagueFilter = useDeferredValue(snap.leagueFilter);
  const switching = sport !== snap.sport || leagueFilter !== snap.leagueFilter;
  const loadingBar = switching && board !== null;
  const groups = useMemo(
    () => (board === null ? [] : leagueGroups(board.leagues, board.matches, sport, snap.tab, leagueFilter)),
    [board, sport, snap.tab, leagueFilter],
  );

  return (
    <div className={`sports sports-${snap.edition}`}>
      <Toolbar />
      <div className="sports-body">
        <SportsNav />
        <section className="sports-main" aria-label={t('sports.matchesRegion')}>
          <MarketTabs />
          {/* The league shortcuts belong to the board shown: they change with it, not before it. */}
          {sport === SportCode.Football && <LeagueShortcuts />}
          {/* The board and its loading bar share one box. The bar is always there, hidden (so out of the
              accessibility tree too), and takes no height: a switch shows it without laying anything out,
              so the click's frame restyles and repaints only the bar and the pressed button. */}
          <div className="sports-board">
            <div
              className={loadingBar ? 'sports-switch-bar sports-switching' : 'sports-switch-bar'}
              role="status"
              aria-label={t('sports.loading')}
            />
            {snap.board.status === 'error' ? (
              <div className="sports-state" role="alert">
                <p className="sports-state-title">{t('sports.loadFailed')}</p>
                <p>{text(snap.board.errorMessage)}</p>
                <button type="button" className="sports-retry" onClick={() => void store.load()}>
                  {t('common.retry')}
                </button>
              </div>
            ) : board === null ? (
              <div
                className="sports-skeleton"
                role="status"
                aria-busy="true"
                aria-label={t('sports.loading')}
              >
                {['a', 'b', 'c', 'd', 'e', 'f'].map((id) => (
                  <div key={id} className="sports-skeleton-row" />
                ))}
              </div>
            ) : groups.length === 0 ? (
              <div className="sports-state">
                <p className="sports-state-title">{t('sports.empty')}</p>
                <p>{t('sports.emptyHint')}</p>
              </div>
            ) : (
              <MatchList groups={groups} />
            )}
          </div>
        </section>
        <SlipColumn />
      </div>
    </div>
  );
}
