import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** A home section that failed: its own message and its own retry, the rest of the page unaffected. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <div className="section-error">
      <span role="alert">{message ? text(message) : t('home.sectionFailed')}</span>
      <button type="button" className="btn btn-small btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
