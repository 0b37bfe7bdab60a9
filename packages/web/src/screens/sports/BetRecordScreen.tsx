import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { BetRecordsView, useBetRecordsStore } from './BetRecordsView.tsx';
import './records.css';

/** /mine/betRecord: the member's bet records with status and time filters and paging. */
export function BetRecordScreen() {
  const { t } = useTranslation();
  usePageTitle(t('sports.records.title'));
  const store = useBetRecordsStore('page');
  return (
    <div className="records-page">
      <h1>{t('sports.records.title')}</h1>
      <BetRecordsView store={store} variant="page" />
    </div>
  );
}
