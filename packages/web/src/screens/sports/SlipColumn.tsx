import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetRecordsView, useBetRecordsStore } from './BetRecordsView.tsx';
import { BetSlipPanel } from './BetSlipPanel.tsx';

function RecordsPanel() {
  const { t } = useTranslation();
  const store = useBetRecordsStore('panel');
  return (
    <aside className="slip slip-records" aria-label={t('sports.records.tab')}>
      <BetRecordsView store={store} variant="panel" />
    </aside>
  );
}

/** The right column: the bet slip, or the member's 注单 (pending and settled sports bets). */
export function SlipColumn() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'slip' | 'records'>('slip');
  return (
    <div className="slip-column">
      <div className="slip-column-tabs" role="tablist" aria-label={t('sports.panelTabs')}>
        {(['slip', 'records'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'active' : ''}
            onClick={() => setTab(id)}
          >
            {id === 'slip' ? t('sports.slip.title') : t('sports.records.tab')}
          </button>
        ))}
      </div>
      {tab === 'slip' ? <BetSlipPanel /> : <RecordsPanel />}
    </div>
  );
}
