import { isInPlay, kickOff, type LeagueGroup, type MatchInfo, rowColumns } from '@jinli/core/rules';
import { type Rect, useWindowVirtualizer, type Virtualizer, windowScroll } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterPaint } from '../../app/afterPaint.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { BoardCellsProvider } from './boardCells.tsx';
import { liveTimingOf, secondTicker } from './liveClock.ts';
import { MatchDetailButton, MatchDetailPanel } from './MatchDetailPanel.tsx';
import { OddsCell } from './OddsCell.tsx';

/** Clock, period and score of an in-play match, from core's pure liveTiming; kick-off otherwise. */
const MatchTime = memo(function MatchTime({ match }: { match: MatchInfo }) {
  if (!isInPlay(match)) {
    const { date, time } = kickOff(match.start);
    return (
      <div className="match-time">
        <span className="match-date">{date}</span>
        <span className="match-clock">{time}</span>
      </div>
    );
  }
  return <LiveMatchTime gameId={match.gameId} />;
});

/** An in-play match's period, clock and score: renders only when one of them changes (liveClock.ts). */
function LiveMatchTime({ gameId }: { gameId: string }) {
  const { Sports: store, Clock: clock } = useServices();
  const cell = store.liveCell(gameId);
  const timing = useReadable(useMemo(() => liveTimingOf(cell, secondTicker(clock)), [cell, clock]));
  const text = useServerText();
  return (
    <div className={`match-time match-time-live${timing.isExtraTime ? ' match-time-extra' : ''}`}>
      <span className="match-period">{text(timing.period)}</span>
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
}

/** The 聊天 button of an in-play match: opens its room in the right column. */
function MatchChatButton({ match }: { match: MatchInfo }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Sports;
  const active = useReadable(store, (s) => s.chatMatch === match.gameId && s.panel === 'chat');
  return (
    <button
      type="button"
      className={`match-chat${active ? ' is-active' : ''}`}
      aria-pressed={active}
      aria-label={t('sports.matchChat.open', { match: `${text(match.team_h)} vs ${text(match.team_c)}` })}
      onClick={() => store.openMatchChat(match.gameId)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
          fill="currentColor"
        />
      </svg>
      {t('sports.matchChat.button')}
    </button>
  );
}

const NO_KEYS: readonly string[] = [];

/** The slip keys of a match's prices: the same array until the board changes (no re-render otherwise). */
function usePriceKeys(gameId: string): readonly string[] {
  const store = useServices().Sports;
  return useReadable(store, (s) => s.board.data?.priceKeys[gameId] ?? NO_KEYS);
}

const MatchRow = memo(function MatchRow({ match }: { match: MatchInfo }) {
  const text = useServerText();
  const store = useServices().Sports;
  const keys = usePriceKeys(match.gameId);
  // A price's wager never changes: read it from the cell without subscribing to its moves.
  const columns = rowColumns(keys, (key) => store.priceCell(key).getSnapshot().price.w);
  const [rh, rc] = columns.handicap;
  const [over, under] = columns.total;
  const [odd, even] = columns.oddEven;
  const cell = (key: string | undefined, showLabel = true) =>
    key === undefined ? (
      <span className="odds-cell odds-cell-empty" />
    ) : (
      <OddsCell match={match} priceKey={key} showLabel={showLabel} />
    );
  return (
    <div className="match-row" data-game={match.gameId}>
      <MatchTime match={match} />
      <div className="match-side">
        <div className="match-teams">
          <span>{text(match.team_h)}</span>
          <span>{text(match.team_c)}</span>
        </div>
        {isInPlay(match) && (
          <div className="match-side-actions">
            <MatchChatButton match={match} />
            <MatchDetailButton gameId={match.gameId} />
          </div>
        )}
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
        {columns.moneyline.map((key) => (
          <OddsCell key={key} match={match} priceKey={key} showLabel={false} />
        ))}
      </div>
      <div className="match-odds match-odds-pair match-odds-oddeven">
        {cell(odd)}
        {cell(even)}
      </div>
    </div>
  );
});

const OutrightBlock = memo(function OutrightBlock({ match }: { match: MatchInfo }) {
  const text = useServerText();
  const keys = usePriceKeys(match.gameId);
  return (
    <div className="outright">
      <h3>{text(match.team_h)}</h3>
      <div className="outright-grid">
        {keys.map((key) => (
          <OddsCell key={key} match={match} priceKey={key} />
        ))}
      </div>
    </div>
  );
});

type Row =
  | { kind: 'league'; group: LeagueGroup; outright: boolean; open: boolean }
  | { kind: 'match'; match: MatchInfo; outright: boolean; last: boolean };

/** League headers and the open leagues' matches, in list order. */
export function flattenGroups(
  groups: readonly LeagueGroup[],
  collapsed: Readonly<Record<string, boolean>>,
): Row[] {
  const rows: Row[] = [];
  for (const group of groups) {
    const open = !collapsed[group.league.league_id];
    const outright = group.matches[0] !== undefined && group.matches[0].team_c === '';
    rows.push({ kind: 'league', group, outright, open });
    if (!open) continue;
    group.matches.forEach((match, i) => {
      rows.push({ kind: 'match', match, outright, last: i === group.matches.length - 1 });
    });
  }
  return rows;
}

const rowKey = (row: Row) =>
  row.kind === 'league' ? `L${row.group.league.league_id}` : `M${row.match.gameId}`;

const LeagueHead = memo(function LeagueHead({ row }: { row: Extract<Row, { kind: 'league' }> }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Sports;
  const { league, matches } = row.group;
  const name = text(league.name);
  return (
    <button
      type="button"
      className="league-head"
      aria-expanded={row.open}
      aria-label={t(row.open ? 'sports.collapse' : 'sports.expand', { league: name })}
      onClick={() => store.toggleLeague(league.league_id)}
    >
      <span className="league-chevron" aria-hidden="true" />
      <span className="league-name">{name}</span>
      <span className="league-count">{t('sports.matchCount', { count: matches.length })}</span>
      {!row.outright && (
        <span className="league-columns" aria-hidden="true">
          <span>{t('sports.columns.handicap')}</span>
          <span>{t('sports.columns.total')}</span>
          <span>{t('sports.columns.moneyline')}</span>
          <span>{t('sports.columns.oddEven')}</span>
        </span>
      )}
    </button>
  );
});

/** The list's distance from the page's top, kept across mounts (a sport switch starts with it). */
let lastScrollMargin = 0;

/** Phones and narrow windows lay a match out on several lines (sports.css, max-width: 1023px). */
const NARROW = '(max-width: 1023px)';

/**
 * A row's height before it is measured: it decides how many rows the first render draws; the observer's sizes
 * correct the positions before the first paint.
 */
function estimateRow(row: Row | undefined, narrow: boolean): number {
  if (row?.kind === 'league') return 56;
  if (row?.outright) return 220;
  return narrow ? 185 : 81;
}

type VirtualizerOf = Virtualizer<Window, Element>;

/** The window's size as last read outside a commit (the list's mount, a resize event, an animation frame). */
let viewport: Rect = { width: 0, height: 0 };

function readViewport(): Rect {
  viewport = { width: window.innerWidth, height: window.innerHeight };
  return viewport;
}

/**
 * The library's window observer reads `innerWidth` in React's commit, right after the list's rows are inserted:
 * a forced layout of the whole page inside the commit's task (issue #27: the sportsbook's first load). This one
 * reports the size read when the list mounted, then reads it again once the next frame has painted, and on each
 * resize. Not in that frame's animation callbacks: they run before its layout, so the read laid out the new rows
 * there and the frame laid out again after them (one task of about 100 ms at 4× CPU on a phone, half of it the
 * read).
 */
function observeViewport(instance: VirtualizerOf, report: (rect: Rect) => void): () => void {
  const win = instance.scrollElement ?? window;
  const read = () => {
    const before = viewport;
    const now = readViewport();
    if (now.width !== before.width || now.height !== before.height) report(now);
  };
  report(viewport);
  const cancelRead = afterPaint(read);
  win.addEventListener('resize', read, { passive: true });
  return () => {
    cancelRead();
    win.removeEventListener('resize', read);
  };
}

/** The lists whose first scroll write has been seen (see scrollWindow). */
const mounted = new WeakSet<VirtualizerOf>();

/**
 * The library's window scroll, except its first write when the list mounts: it writes back the offset it was
 * created with (read when the list mounted), where the window already is, and the write lays out the page inside
 * React's commit (issue #27). Any later write, or a first one elsewhere, scrolls.
 */
function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: VirtualizerOf,
): void {
  const first = !mounted.has(instance);
  mounted.add(instance);
  if (first && !options.adjustments && offset === instance.options.initialOffset) return;
  windowScroll(offset, options, instance);
}

/**
 * The list's class until its rows' first sizes are in (sports.css: hidden, still laid out). The rows are drawn
 * at estimated places, then moved in the observer's callback before the paint; Chromium still counts that move
 * as a layout shift (0.07 at 800 px, where a match is 159 px against 185 estimated), unless the rows were not
 * visible before it.
 */
const MEASURING = 'league-list-measuring';
const measuredLists = new WeakSet<Element>();

/**
 * A row's size from its ResizeObserver entry, after the browser's layout; when the row mounts (no entry), the
 * size already known or the estimate. The virtualiser's default reads every row's box while React commits
 * (a forced layout of the page) and re-renders the list inside the same commit: one long task (issue #27).
 */
function rowSize(element: Element, entry: ResizeObserverEntry | undefined, instance: VirtualizerOf): number {
  const box = entry?.borderBoxSize?.[0];
  if (box !== undefined) {
    // The rows' first sizes are in: the virtualiser places them in this same callback, before the paint.
    element.parentElement?.classList.remove(MEASURING);
    return Math.round(box.blockSize);
  }
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * The league list, virtualised against the page scroll: only the rows near the viewport are in the
 * DOM (thousands of matches stay cheap). Rows are absolutely placed; the virtualiser learns their heights
 * from a ResizeObserver after layout (never inside React's commit) and writes their positions and the list's
 * height itself (`directDomUpdates`), in the observer's callback before the paint: a row that grows (a match's
 * detail opening) moves the rows below it without a React render of the list. Each league header is a button
 * (keyboard: Tab, Enter/Space collapses); rows render in list order, so Tab walks the list and the browser
 * scrolls focus into view.
 */
export const MatchList = memo(function MatchList({ groups }: { groups: readonly LeagueGroup[] }) {
  const store = useServices().Sports;
  const collapsed = useReadable(store, (s) => s.collapsed);
  const rows = useMemo(() => flattenGroups(groups, collapsed), [groups, collapsed]);
  const listRef = useRef<HTMLDivElement | null>(null);
  // The list's offset from the page's top, read after the paint (no layout effect re-rendering inside the
  // commit): the first render takes the last one known (0 on a first visit: a few rows too many, none too few).
  const [scrollMargin, setScrollMargin] = useState(lastScrollMargin);
  useEffect(() => {
    lastScrollMargin = listRef.current?.offsetTop ?? 0;
    setScrollMargin(lastScrollMargin);
  }, []);
  const narrow = window.matchMedia(NARROW).matches;
  // Read once, when the list mounts: the virtualiser takes them only then (a later render reads nothing).
  const [viewportNow] = useState(readViewport);
  const [scrollNow] = useState(() => window.scrollY);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateRow(rows[i], narrow),
    measureElement: rowSize,
    getItemKey: (i) => (rows[i] === undefined ? i : rowKey(rows[i])),
    overscan: 8,
    scrollMargin,
    // The window's size now (the library's default is 0 × 0 until its observer reports, in the commit): the
    // first render, cut into short tasks, draws the rows in view, and the commit neither re-renders the list
    // synchronously with them nor lays the page out (issue #27: long tasks on the sportsbook's first load).
    initialRect: viewportNow,
    initialOffset: scrollNow,
    observeElementRect: observeViewport,
    scrollToFn: scrollWindow,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  const { containerRef } = virtualizer;
  const setList = useCallback(
    (node: HTMLDivElement | null) => {
      if (node !== null && !measuredLists.has(node)) {
        measuredLists.add(node);
        node.classList.add(MEASURING);
        // Shown by the next frame whatever happens (the observer measures nothing while the window scrolls).
        requestAnimationFrame(() => requestAnimationFrame(() => node.classList.remove(MEASURING)));
      }
      listRef.current = node;
      containerRef(node);
    },
    [containerRef],
  );
  return (
    <BoardCellsProvider>
      <div ref={setList} className="league-list league-list-virtual" data-rows={rows.length}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const place =
            row.kind === 'league'
              ? row.open
                ? ' league-top'
                : ' league-top league-bottom'
              : row.last
                ? ' league-bottom'
                : '';
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={`league-item${place}`}
            >
              {row.kind === 'league' ? (
                <LeagueHead row={row} />
              ) : row.outright ? (
                <OutrightBlock match={row.match} />
              ) : (
                <>
                  <MatchRow match={row.match} />
                  {isInPlay(row.match) && <MatchDetailPanel gameId={row.match.gameId} />}
                </>
              )}
            </div>
          );
        })}
      </div>
    </BoardCellsProvider>
  );
});
