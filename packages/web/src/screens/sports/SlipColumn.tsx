import type { SportsPanel } from '@jinli/core';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { BET_SLIP_ID } from '../../layout/SkipLinks.tsx';
import { BetRecordsView, useBetRecordsStore } from './BetRecordsView.tsx';
import { BetSlipPanel } from './BetSlipPanel.tsx';
import { MatchChat } from './MatchChat.tsx';
import { onStakeFocusRequest } from './slipFocus.ts';

function RecordsPanel() {
  const { t } = useTranslation();
  const store = useBetRecordsStore('panel');
  return (
    <aside className="slip slip-records" aria-label={t('sports.records.tab')}>
      <BetRecordsView store={store} variant="panel" />
    </aside>
  );
}

const PANELS: readonly SportsPanel[] = ['slip', 'records', 'chat'];
const PANEL_LABELS = {
  slip: 'sports.slip.title',
  records: 'sports.records.tab',
  chat: 'sports.matchChat.tab',
} as const satisfies Record<SportsPanel, string>;

/** The drawer handle's count of picks: its own subscriber, so a pick re-renders only this number (#27). */
function SlipCount() {
  const legs = useSelector(useServices().BetSlip, (s) => s.context.slip.items.length);
  return <span className="slip-count">{legs}</span>;
}

/** The right column: the bet slip, the member's 注单 (sports bets), or an in-play match's chat room. */
export const SlipColumn = memo(function SlipColumn() {
  const { t } = useTranslation();
  const store = useServices().Sports;
  const panel = useReadable(store, (s) => s.panel);
  // Phones: the column is a drawer at the bottom of the screen (slip.css); closed, only its handle shows.
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A pick added from the keyboard shows the slip (drawer open, 投注单 tab) so its stake can take focus.
  useEffect(
    () =>
      onStakeFocusRequest(() => {
        setDrawerOpen(true);
        store.setPanel('slip');
      }),
    [store],
  );
  return (
    <div id={BET_SLIP_ID} tabIndex={-1} className={`slip-column${drawerOpen ? ' is-drawer-open' : ''}`}>
      <button
        type="button"
        className="slip-drawer-handle"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen((open) => !open)}
      >
        <span>
          {t('sports.slip.title')} <SlipCount />
        </span>
        <span className="slip-drawer-hint">
          {drawerOpen ? t('sports.drawer.close') : t('sports.drawer.open')}
        </span>
      </button>
      <div className="slip-column-tabs" role="tablist" aria-label={t('sports.panelTabs')}>
        {PANELS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={panel === id}
            className={panel === id ? 'active' : ''}
            onClick={() => store.setPanel(id)}
          >
            {t(PANEL_LABELS[id])}
          </button>
        ))}
      </div>
      {panel === 'slip' ? <BetSlipPanel /> : panel === 'records' ? <RecordsPanel /> : <MatchChat />}
    </div>
  );
});
