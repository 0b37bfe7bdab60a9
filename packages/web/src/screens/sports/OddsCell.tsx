import type { Sports } from '@jinli/core';
import { itemOfPrice } from '@jinli/core/contract';
import {
  displayPrice,
  type MatchInfo,
  type OddsType,
  priceKindOfWager,
  selectionLabel,
} from '@jinli/core/rules';
import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useBoardCells } from './boardCells.tsx';
import { flashPrice } from './priceFlash.ts';
import { requestStakeFocus } from './slipFocus.ts';

interface OddsCellProps {
  match: MatchInfo;
  priceKey: string;
  /** Show the selection (主 -0.5, 大 2.5) above the price; outright cells show the team. */
  showLabel?: boolean;
}

const noop = () => {};

/** One price's live state, as the sports capability's `priceCell` store holds it. */
type PriceCell = ReturnType<ReturnType<Sports['priceCell']>['getSnapshot']>;

/** The price as shown (core's rules in the member's format), or undefined when it cannot be shown. */
const shownPrice = (cell: PriceCell, oddsType: OddsType) =>
  displayPrice(cell.price.r, priceKindOfWager(cell.price.w), oddsType);

/** Writes an element's one text node: a move changes its value, never the node. */
function writeText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node === null) element.textContent = text;
  else if (node.nodeValue !== text) node.nodeValue = text;
}

/**
 * What React renders of a price cell: everything but the shown price, its flash and arrow, and the
 * accessible name. It changes when the price closes or opens or its selection (line, name) changes.
 */
const shapeOf = ({ price }: PriceCell, shown: string | undefined) => {
  const closed = price.suspended || shown === undefined;
  return `${closed ? 1 : 0}|${price.w}|${price.side}|${price.line ?? ''}|${price.name ?? ''}`;
};

/**
 * One price. React renders the button (selected, closed, the selection label) from the cell's shape, the
 * slip's odds format and its own selected state (per price, slipPicks.ts); a live move that changes only
 * the price does not render it (#27). The price's text and colour (green up, red down), the arrow's mark
 * and the button's accessible name are written by `paint` from the cell's own subscription, in the
 * display frame that applies the move, and again after each render. React renders their elements empty
 * and never their content, so it never holds a stale copy of what `paint` wrote. That subscription is the
 * cell's only one: a change of shape makes `paint` render the cell instead, so a move asks core's format
 * once and wakes no React code (#27).
 * A move flashes the cell for a second (priceFlash.ts: a class on the button that one timer takes away;
 * reduced motion shows no tint). Picking the price renders the button's class and ends its flash.
 * A live update changes a text and classes, no DOM node, and no element of the cell is positioned: the
 * arrow overlaps the cell's grid in its corner (sports.css), so a cell is no paint layer of its own for
 * hit testing and painting to walk (#27).
 */
export const OddsCell = memo(function OddsCell({ match, priceKey, showLabel = true }: OddsCellProps) {
  const { store, slip, picks, text, pickLabel, suspended } = useBoardCells();
  const cellStore = store.priceCell(priceKey);
  // Woken only when this price is picked or unpicked, or the format changes (slipPicks.ts); series bets
  // are priced in Hong Kong odds whatever the member chose (core effectiveOddsType, inside picks).
  const subscribePick = useCallback(
    (listener: () => void) => picks.subscribePick(priceKey, listener),
    [picks, priceKey],
  );
  const selected = useSyncExternalStore(subscribePick, () => picks.isPicked(priceKey));
  const oddsType = useSyncExternalStore(picks.subscribeOddsType, picks.oddsType);
  // React's store listener, woken by `paint` only when the shape changes (so React renders it in the
  // same frame, as for any store); a move that keeps the shape never reaches React.
  const wakeReact = useRef(noop);
  const subscribeShape = useCallback((listener: () => void) => {
    wakeReact.current = listener;
    return () => {
      wakeReact.current = noop;
    };
  }, []);
  const shape = useSyncExternalStore(subscribeShape, () => {
    const cell = cellStore.getSnapshot();
    return shapeOf(cell, shownPrice(cell, oddsType));
  });
  const price = cellStore.getSnapshot().price;
  const label = text(selectionLabel(price));
  const closed = shape.startsWith('1');
  const match_ = `${match.team_h}${match.team_c === '' ? '' : ` vs ${match.team_c}`}`;
  const button = useRef<HTMLButtonElement>(null);
  const priceSpan = useRef<HTMLSpanElement>(null);
  const arrowSpan = useRef<HTMLSpanElement>(null);
  // The move last flashed: a cell flashes for moves it shows happening, not for one it mounts with.
  const flashedSeq = useRef<number | null>(null);

  useLayoutEffect(() => {
    let painted: PriceCell | null = null;
    const paint = () => {
      const cell = cellStore.getSnapshot();
      if (cell === painted) return;
      const shown = shownPrice(cell, oddsType);
      if (shapeOf(cell, shown) !== shape) {
        // Closed, opened or a new selection: React renders the cell, then this effect paints it.
        wakeReact.current();
        return;
      }
      painted = cell;
      const cellButton = button.current;
      cellButton?.setAttribute('aria-label', pickLabel(match_, label, closed ? suspended : (shown ?? '')));
      const span = priceSpan.current;
      const arrow = arrowSpan.current;
      if (cellButton === null || span === null || arrow === null || shown === undefined) return;
      const { move } = cell;
      const moveClass = move === null ? '' : ` odds-${move}`;
      if (span.className !== `odds-cell-price${moveClass}`) {
        span.className = `odds-cell-price${moveClass}`;
        arrow.className = `odds-arrow${moveClass}`;
        // Hidden from assistive tech: the button's name says the price.
        writeText(arrow, move === null ? '' : move === 'up' ? '▲' : '▼');
      }
      if (flashedSeq.current === null) flashedSeq.current = cell.seq;
      else if (cell.seq !== flashedSeq.current) {
        flashedSeq.current = cell.seq;
        if (move !== null) flashPrice(cellButton);
      }
      writeText(span, shown);
    };
    paint();
    return cellStore.subscribe(paint);
  }, [cellStore, oddsType, shape, closed, label, match_, pickLabel, suspended]);

  return (
    <button
      ref={button}
      type="button"
      className={`odds-cell${selected ? ' odds-cell-selected' : ''}${closed ? ' odds-cell-closed' : ''}`}
      aria-pressed={selected}
      disabled={closed}
      data-key={priceKey}
      data-game={match.gameId}
      onClick={(event) => {
        // A click with no pointer (detail 0) is Enter or Space: the stake of a new pick takes focus.
        requestStakeFocus(event.detail === 0 && !selected ? priceKey : null);
        slip.send({
          type: 'slip.toggle',
          item: itemOfPrice({ ...match, prices: [] }, cellStore.getSnapshot().price),
        });
      }}
    >
      {showLabel && (
        <span className="odds-cell-label">
          {price.name === undefined ? (price.line ?? label) : text(price.name)}
        </span>
      )}
      {closed ? (
        <span className="odds-cell-lock">{suspended}</span>
      ) : (
        <>
          <span ref={priceSpan} className="odds-cell-price" />
          <span ref={arrowSpan} className="odds-arrow" aria-hidden="true" />
        </>
      )}
    </button>
  );
});
