import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from './locale.ts';
import { traditionalPack } from './traditionalPack.ts';
import { zhCN } from './zh-CN.ts';

/**
 * zh-CN's texts for every page are bundled; the pages' texts join when a page needs them (pageTexts.ts);
 * zh-TW joins when its pack has loaded (traditionalPack.ts: before the first render
 * when zh-TW is stored, or when 繁 is chosen). Server text's converter (opencc) loads lazily too.
 */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  const traditional = traditionalPack();
  void instance.init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: {
      'zh-CN': { translation: zhCN },
      ...(traditional === null ? {} : { 'zh-TW': { translation: traditional.messages } }),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A key with no text is a bug a member would see as a code: say so where tests look (the browser
    // tests fail on console errors). A lookup with a defaultValue (an unknown server type) is fine.
    saveMissing: true,
    missingKeyHandler: (
      _lngs,
      _ns,
      key,
      _fallback,
      _update,
      options: { defaultValue?: unknown } | undefined,
    ) => {
      if (options?.defaultValue === undefined) console.error(`missing UI text: ${key}`);
    },
  });
  return instance;
}
