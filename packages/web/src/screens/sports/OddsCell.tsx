import { itemOfPrice } from '@jinli/core/contract';
import { displayPrice, type MatchInfo, priceKindOfWager, selectionLabel } from '@jinli/core/rules';
import { memo, useCallback, useSyncExternalStore } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useBoardCells } from './boardCells.tsx';
import { requestStakeFocus } from './slipFocus.ts';

interface OddsCellProps {
  match: MatchInfo;
  priceKey: string;
  /** Show the selection (主 -0.5, 大 2.5) above the price; outright cells show the team. */
  showLabel?: boolean;
}

/**
 * One price. It reads its own cell store, the slip's odds format and its own selected state (per price,
 * slipPicks.ts), so it re-renders only when its price moves (flashing green up or red down; reduced motion keeps the colour
 * without the animation), the format changes or its selection changes: never with the board (#27).
 * A move restarts the flash by switching the overlay between two identical keyframes (`odds-flip`, by the
 * parity of the cell's move count) instead of remounting the price: a live update then changes a text and
 * a class, with no DOM node removed or created (#27).
 */
export const OddsCell = memo(function OddsCell({ match, priceKey, showLabel = true }: OddsCellProps) {
  const { store, slip, picks, text, pickLabel, suspended } = useBoardCells();
  const cell = useReadable(store.priceCell(priceKey));
  // Woken only when this price is picked or unpicked, or the format changes (slipPicks.ts); series bets
  // are priced in Hong Kong odds whatever the member chose (core effectiveOddsType, inside picks).
  const subscribePick = useCallback(
    (listener: () => void) => picks.subscribePick(priceKey, listener),
    [picks, priceKey],
  );
  const selected = useSyncExternalStore(subscribePick, () => picks.isPicked(priceKey));
  const oddsType = useSyncExternalStore(picks.subscribeOddsType, picks.oddsType);
  const price = cell.price;
  const shown = displayPrice(price.r, priceKindOfWager(price.w), oddsType);
  const label = text(selectionLabel(price));
  const closed = price.suspended || shown === undefined;
  const match_ = `${match.team_h}${match.team_c === '' ? '' : ` vs ${match.team_c}`}`;
  return (
    <button
      type="button"
      className={`odds-cell${selected ? ' odds-cell-selected' : ''}${closed ? ' odds-cell-closed' : ''}`}
      aria-pressed={selected}
      disabled={closed}
      data-key={priceKey}
      data-game={match.gameId}
      aria-label={pickLabel(match_, label, closed ? suspended : shown)}
      onClick={(event) => {
        // A click with no pointer (detail 0) is Enter or Space: the stake of a new pick takes focus.
        requestStakeFocus(event.detail === 0 && !selected ? priceKey : null);
        slip.send({ type: 'slip.toggle', item: itemOfPrice({ ...match, prices: [] }, cell.price) });
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
        <span
          className={`odds-cell-price${cell.move === null ? '' : ` odds-${cell.move}${cell.seq % 2 === 1 ? ' odds-flip' : ''}`}`}
          data-move={cell.move ?? undefined}
        >
          {shown}
          {cell.move !== null && (
            <span className="odds-arrow" aria-hidden="true">
              {cell.move === 'up' ? '▲' : '▼'}
            </span>
          )}
        </span>
      )}
    </button>
  );
});
