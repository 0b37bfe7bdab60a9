import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { LOCALE_LABELS, LOCALES } from '../i18n/locale.ts';

/** 简 / 繁 toggle; the choice is stored and survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const localeStore = useService(Tokens.LocaleStore);
  const { locale } = useSnapshot(localeStore.state);
  return (
    <fieldset className="lang-switch" aria-label={t('header.language')}>
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
    </fieldset>
  );
}
