import { useTranslation } from '../../i18n/useTranslation.tsx';
import { SectionError } from '../home/SectionError.tsx';

/** Loading and failure of a content page: a calm skeleton, or the message with a retry. */
export function ContentState({
  status,
  error,
  onRetry,
}: {
  status: string;
  error: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className="content-card">
        <SectionError message={error} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div className="content-card content-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="skeleton content-skeleton-line" />
      <div className="skeleton content-skeleton-line is-short" />
      <div className="skeleton content-skeleton-block" />
    </div>
  );
}
