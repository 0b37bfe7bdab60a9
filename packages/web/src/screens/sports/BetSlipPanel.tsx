import type { BetSlipActor } from '@jinli/core';
import {
  selectBetSlipLines,
  selectCanPlace,
  selectComboView,
  selectHasMovedOdds,
  selectIsConfirming,
  selectIsPlacing,
  selectLineStake,
} from '@jinli/core/machines';
import type { BetMode, BetSlipLineView } from '@jinli/core/rules';
import { describeSelection, formatMoney, pickKey, selectionLabel } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useAfterPaint } from '../../app/afterPaint.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { useStakeFocus } from './slipFocus.ts';

const MODES: readonly BetMode[] = ['single', 'multiple', 'series'];

function StakeInput({
  stakeKey,
  value,
  label,
  picks,
}: {
  stakeKey?: string;
  value: string;
  label: string;
  /** The picks whose keyboard selection focuses this input. */
  picks: readonly string[];
}) {
  const { t } = useTranslation();
  const slip = useServices().BetSlip;
  const limits = useSelector(slip, (s) => s.context.limits);
  const ref = useRef<HTMLInputElement>(null);
  useStakeFocus(ref, picks);
  return (
    <label className="slip-stake">
      <span>{label}</span>
      <input
        ref={ref}
        inputMode="decimal"
        value={value}
        placeholder={t('sports.slip.stakePlaceholder', { min: limits.min, max: limits.max })}
        onChange={(e) =>
          slip.send({ type: 'stake.change', key: stakeKey, value: e.target.value.replace(/[^\d.]/g, '') })
        }
        onBlur={() => slip.send({ type: 'stake.commit', key: stakeKey })}
      />
    </label>
  );
}

/** A money figure that follows the stake: the typed digit paints first, the amounts right after (#27). */
function AmountAfterPaint({ value }: { value: string }) {
  return formatMoney(useAfterPaint(value));
}

/** A line's stake and win, followed by the line itself: a keystroke re-renders only its own row (#27). */
function useLineStake(line: BetSlipLineView) {
  const slip = useServices().BetSlip;
  const select = useCallback((s: SnapshotFrom<BetSlipActor>) => selectLineStake(s, line), [line]);
  return useSelector(slip, select, shallowObject);
}

function SlipLineRow({ line, single }: { line: BetSlipLineView; single: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const slip = useServices().BetSlip;
  const { stake, win } = useLineStake(line);
  const store = useServices().Sports;
  const cell = useReadable(store.priceCell(line.key));
  const { team_h, team_c } = line.item.gameInfo;
  const match = team_c === '' ? text(team_h) : `${text(team_h)} vs ${text(team_c)}`;
  const selection =
    cell.price.oddGameId === '' ? describeSelection(line.item.playInfo.w) : selectionLabel(cell.price);
  return (
    <li className={`slip-line${line.invalid ? ' slip-line-invalid' : ''}`} data-key={line.key}>
      <div className="slip-line-head">
        <span className="slip-line-selection">{text(selection)}</span>
        <span
          className={`slip-line-price${line.oddsMove ? ` odds-${line.oddsMove}` : ''}`}
          data-testid="slip-price"
        >
          {line.oddsMove === 'suspended' ? t('sports.slip.closed') : line.price}
        </span>
        <button
          type="button"
          className="slip-line-remove"
          aria-label={t('sports.slip.remove', { match })}
          onClick={() => slip.send({ type: 'slip.remove', key: line.key })}
        >
          ×
        </button>
      </div>
      <div className="slip-line-match">{match}</div>
      {line.oddsMove !== undefined && line.oddsMove !== 'suspended' && (
        <div className="slip-line-moved" role="status">
          {t('sports.slip.moved')} · {t('sports.slip.was', { price: line.selectedPrice ?? '' })}
        </div>
      )}
      {line.invalid && (
        <div className="slip-line-invalid-note" role="status">
          {t('sports.slip.invalid')}
        </div>
      )}
      {single && (
        <div className="slip-line-stake">
          <StakeInput stakeKey={line.key} value={stake} label={t('sports.slip.stake')} picks={[line.key]} />
          <span className="slip-win">
            {t('sports.slip.win')}{' '}
            <strong>
              <AmountAfterPaint value={win} />
            </strong>
          </span>
        </div>
      )}
    </li>
  );
}

const NO_LINES: readonly BetSlipLineView[] = [];

/** The slip's picks, as one string of their keys (equal while the picks are). */
const selectPickKeys = (s: SnapshotFrom<BetSlipActor>) => s.context.slip.items.map(pickKey).join('\n');

/**
 * The bet slip on the right: lines at live prices, stakes, modes, moved odds, 投注 and confirmation.
 * Issue #27: a new line is drawn right after the click's frame has painted the pressed price; a removed
 * one goes at once. Only this wrapper follows the picks in the click itself (one string of keys); the
 * panel renders with the lines shown, so a pick's click does not re-render it. Stakes and prices are
 * read live, so typing is never held back.
 */
export function BetSlipPanel() {
  const keys = useSelector(useServices().BetSlip, selectPickKeys);
  const added = useAfterPaint(keys);
  // A removal shows at once: only keys still picked are shown, the added ones after the paint.
  const picked = new Set(keys.split('\n'));
  const shownKeys = added
    .split('\n')
    .filter((key) => picked.has(key))
    .join('\n');
  return <SlipPanel shownKeys={shownKeys} />;
}

const SlipPanel = memo(function SlipPanel({ shownKeys }: { shownKeys: string }) {
  const { t } = useTranslation();
  const slip = useServices().BetSlip;
  const select = useCallback(
    (s: SnapshotFrom<BetSlipActor>) => {
      if (shownKeys === '') return NO_LINES;
      const shown = new Set(shownKeys.split('\n'));
      return selectBetSlipLines(s).filter((line) => shown.has(line.key));
    },
    [shownKeys],
  );
  // Each row follows its own stake and win (useLineStake), so typing does not re-render the panel.
  const lines = useSelector(slip, select, sameLinesButStakes);
  const combo = useSelector(slip, selectComboView, shallowObject);
  const mode = useSelector(slip, (s) => s.context.slip.mode);
  const placing = useSelector(slip, selectIsPlacing);
  const confirming = useSelector(slip, selectIsConfirming);
  const canPlace = useSelector(slip, selectCanPlace);
  const moved = useSelector(slip, selectHasMovedOdds);
  const acceptBetter = useSelector(slip, (s) => s.context.acceptBetterOdds);
  const error = useSelector(slip, (s) => s.context.error);
  return (
    <aside className="slip" aria-label={t('sports.slip.title')}>
      <header className="slip-head">
        <h2>
          {t('sports.slip.title')} <span className="slip-count">{lines.length}</span>
        </h2>
        {lines.length > 0 && (
          <button type="button" className="slip-clear" onClick={() => slip.send({ type: 'slip.clear' })}>
            {t('sports.slip.clear')}
          </button>
        )}
      </header>
      <div className="slip-modes" role="tablist" aria-label={t('sports.slip.title')}>
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={mode === m ? 'active' : ''}
            onClick={() => slip.send({ type: 'slip.mode', mode: m })}
          >
            {t(`sports.slip.modes.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'series' && <p className="slip-hint">{t('sports.slip.seriesOddsHint')}</p>}
      {lines.length === 0 ? (
        <div className="slip-empty">
          <p>{t('sports.slip.empty')}</p>
          <p className="slip-hint">{t('sports.slip.emptyHint')}</p>
        </div>
      ) : (
        <ul className="slip-lines">
          {lines.map((line) => (
            <SlipLineRow key={line.key} line={line} single={mode === 'single'} />
          ))}
        </ul>
      )}
      {combo !== undefined && lines.length > 0 && (
        <div className="slip-combo">
          {combo.odds !== undefined && (
            <div className="slip-row">
              <span>{t('sports.slip.parlayOdds')}</span>
              <strong data-testid="parlay-odds">{combo.odds}</strong>
            </div>
          )}
          <StakeInput
            value={combo.stake}
            label={t('sports.slip.stake')}
            picks={lines.map((line) => line.key)}
          />
          <div className="slip-row">
            <span>{t('sports.slip.combo', { count: combo.count, stake: combo.stake || '0' })}</span>
            <span>
              {t('sports.slip.total')} <AmountAfterPaint value={combo.totalStake} />
            </span>
          </div>
          <div className="slip-row">
            <span>{t('sports.slip.win')}</span>
            <strong className="slip-win-amount">
              <AmountAfterPaint value={combo.win} />
            </strong>
          </div>
        </div>
      )}
      {error !== undefined && (
        <p className="slip-error" role="alert">
          {error.message}
        </p>
      )}
      <label className="slip-setting">
        <input
          type="checkbox"
          checked={acceptBetter}
          onChange={(e) => slip.send({ type: 'slip.acceptBetterOdds', on: e.target.checked })}
        />
        {t('sports.slip.acceptBetter')}
      </label>
      {moved && (
        <button type="button" className="slip-accept" onClick={() => slip.send({ type: 'slip.acceptOdds' })}>
          {t('sports.slip.acceptOdds')}
        </button>
      )}
      <button
        type="button"
        className="slip-place"
        disabled={!canPlace || placing || confirming}
        aria-busy={placing || confirming}
        onClick={() => slip.send({ type: 'slip.place' })}
      >
        {placing ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('sports.slip.placing')}
          </>
        ) : (
          t('sports.slip.place')
        )}
      </button>
      {confirming && (
        <div className="slip-confirming" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('sports.slip.confirming')}
        </div>
      )}
    </aside>
  );
});

/**
 * The lines as the panel draws them: the same unless a line's pick, price, move or state changed. Stakes
 * and wins are each row's own (useLineStake), and a line's item is rebuilt at its live price on every
 * snapshot, so only the parts a row shows are compared.
 */
function sameLinesButStakes(a: readonly BetSlipLineView[], b: readonly BetSlipLineView[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      if (other === undefined) return false;
      const { stake: _s, win: _w, item, ...rest } = line;
      const { stake: _os, win: _ow, item: otherItem, ...otherRest } = other;
      return (
        item.gameInfo === otherItem.gameInfo &&
        item.playInfo === otherItem.playInfo &&
        shallowObject(rest, otherRest)
      );
    })
  );
}

function shallowObject<T>(a: T, b: T): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
