import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { LOCALE_LABELS, LOCALES } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { preloadLocaleSwitch } from '../stores/localeStore.ts';

/** How long the idle preload of the switch's code may wait. */
const PRELOAD_TIMEOUT_MS = 3000;

/** 简 / 繁 toggle; the choice is stored and survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const localeStore = useServices().LocaleStore;
  const { locale, converting } = useSnapshot(localeStore.state);
  // Issue #27: the switch's code is its own chunk; it is fetched when the browser is first idle.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadLocaleSwitch, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preloadLocaleSwitch, 1);
    return () => window.clearTimeout(handle);
  }, []);
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
