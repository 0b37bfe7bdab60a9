import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { LOCALE_LABELS, LOCALES } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

/** 简 / 繁 toggle; the choice is stored and survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const localeStore = useServices().LocaleStore;
  const { locale, converting } = useSnapshot(localeStore.state);
  return (
    <fieldset
      className={`lang-switch${converting ? ' is-busy' : ''}`}
      aria-label={t('header.language')}
      aria-busy={converting}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={locale === option}
          className={locale === option ? 'is-active' : undefined}
          onClick={() => void localeStore.setLocale(option)}
        >
          {LOCALE_LABELS[option]}
        </button>
      ))}
      {converting && (
        <span className="lang-busy" role="status">
          <span className="lang-busy-spinner" aria-hidden="true" />
          <span className="lang-busy-text">{t('shell.converting')}</span>
        </span>
      )}
    </fieldset>
  );
}
