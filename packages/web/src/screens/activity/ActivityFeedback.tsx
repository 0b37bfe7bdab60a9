import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** A failed load: the server's message and 重试, in a card of the page's width. */
export function LoadFailedCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <div className="activity-card activity-empty" role="alert">
      <p>{text(message) || t('activity.loadFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
