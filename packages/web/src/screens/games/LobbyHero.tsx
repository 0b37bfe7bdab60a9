import type { VenueCategory } from '@jinli/core/contract';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** The banner at the top of every lobby: category title and its one-line promise. */
export function LobbyHero({ category }: { category: VenueCategory }) {
  const { t } = useTranslation();
  return (
    <header className={`lobby-hero lobby-hero-${category}`}>
      <h1>{t(`games.categoryTitles.${category}`)}</h1>
      <p>{t(`games.categoryHints.${category}`)}</p>
    </header>
  );
}

export function LobbyError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-state" role="alert">
      <p className="lobby-state-title">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
