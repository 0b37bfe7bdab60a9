import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './locale.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** Both locales are small and bundled; only the server-text converter (opencc) loads lazily. */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN }, 'zh-TW': { translation: zhTW } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
