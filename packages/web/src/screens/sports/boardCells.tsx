import type { BetSlipActor, Sports } from '@jinli/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { afterPaint } from '../../app/afterPaint.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { displayServerText } from '../../stores/localeStore.ts';
import { createSlipPicks, type SlipPicks } from './slipPicks.ts';

/**
 * What every odds cell of the board shares: the services, the server-text converter and the cell's
 * texts, resolved once by the board instead of once per cell (a format switch re-renders a few hundred
 * cells, and each one asking the container and i18next was most of its cost, #27). A new value only
 * when the language changes, so then every cell re-renders with it.
 */
export interface BoardCells {
  store: Sports;
  slip: BetSlipActor;
  /** Picked prices and the odds format, subscribed per price (slipPicks.ts). */
  picks: SlipPicks;
  /** Simplified server text in the active locale (useServerText's function). */
  text: (text: string) => string;
  /** The cell's accessible name: t('sports.pick', { match, selection, price }). */
  pickLabel: (match: string, selection: string, price: string) => string;
  /** t('sports.suspended'). */
  suspended: string;
}

const BoardCellsContext = createContext<BoardCells | null>(null);

// Placeholders no translation contains (private use): the template is asked of i18next once, then filled per cell.
const MATCH = '\uE000';
const SELECTION = '\uE001';
const PRICE = '\uE002';
const SLOTS = /[\uE000-\uE002]/g;

export function BoardCellsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const slip = useServices().BetSlip;
  const { locale, toTraditional } = useSnapshot(useServices().LocaleStore.state);
  const picks = useMemo(() => createSlipPicks(slip, { scheduleFormat: afterPaint }), [slip]);
  const value = useMemo<BoardCells>(() => {
    const template = t('sports.pick', { match: MATCH, selection: SELECTION, price: PRICE });
    // The template cut at its slots once: a live move fills it by joining, no pattern per move.
    const texts = template.split(SLOTS);
    const slots = template.match(SLOTS) ?? [];
    return {
      store,
      slip,
      picks,
      text: (text) => displayServerText({ locale, toTraditional }, text),
      pickLabel: (match, selection, price) => {
        let label = texts[0] ?? '';
        for (let i = 0; i < slots.length; i += 1)
          label += `${slots[i] === MATCH ? match : slots[i] === SELECTION ? selection : price}${texts[i + 1] ?? ''}`;
        return label;
      },
      suspended: t('sports.suspended'),
    };
  }, [t, store, slip, picks, locale, toTraditional]);
  return <BoardCellsContext.Provider value={value}>{children}</BoardCellsContext.Provider>;
}

export function useBoardCells(): BoardCells {
  const value = useContext(BoardCellsContext);
  if (value === null) throw new Error('useBoardCells must be used inside <BoardCellsProvider>');
  return value;
}
