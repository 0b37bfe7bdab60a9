import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './locale.ts';
import { traditionalPack } from './traditionalPack.ts';
import { zhCN } from './zh-CN.ts';

/**
 * zh-CN is bundled; zh-TW joins when its pack has loaded (traditionalPack.ts: before the first render
 * when zh-TW is stored, or when 繁 is chosen). Server text's converter (opencc) loads lazily too.
 */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  const traditional = traditionalPack();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: {
      'zh-CN': { translation: zhCN },
      ...(traditional === null ? {} : { 'zh-TW': { translation: traditional.messages } }),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
