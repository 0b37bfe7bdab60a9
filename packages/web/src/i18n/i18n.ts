import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from './locale.ts';
import { type Catalogues, FALLBACK_LANGUAGE } from './textLookup.ts';
import { reportMissingText } from './texts.ts';

export interface I18nState {
  language: Locale;
  /** Every catalogue the page holds, per language, in the order they were added. */
  catalogues: Catalogues;
  /** The default variables (the brand's texts). */
  variables: Readonly<Record<string, string>>;
}

/**
 * The i18next instance that takes the lookups over from the first paint's path (texts.ts, issue #27):
 * its own chunk, imported after the first paint. It starts with what the page holds (zh-CN's texts,
 * the pages' texts if they have joined, zh-TW's pack if it has loaded), so it answers as the lookup did.
 * The catalogues are copied: i18next merges later bundles into what it holds, and the modules' objects
 * (zh-CN.ts, which main.tsx's boot texts read) stay as written.
 */
export function createI18n({ language, catalogues, variables }: I18nState): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false, defaultVariables: { ...variables } },
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
      if (options?.defaultValue === undefined) reportMissingText(key);
    },
  });
  for (const [lng, list] of Object.entries(catalogues)) {
    for (const catalogue of list ?? []) {
      instance.addResourceBundle(lng, 'translation', structuredClone(catalogue), true, false);
    }
  }
  rememberPlainLookups(instance);
  return instance;
}

/**
 * Issue #27: a screen's render asks for the same texts again and again (a sport switch re-renders the
 * sportsbook's frame: about 0.3 ms of i18next a text at 4x CPU), and i18next resolves each one afresh
 * (the language's fallbacks, the key's path, the interpolation). A plain lookup (a key and the language,
 * as texts.ts asks without variables) is remembered until the texts, the language or the default
 * variables (the brand's texts) change. Lookups with variables or a count go to i18next as before.
 */
function rememberPlainLookups(instance: I18n): void {
  const translate = instance.t.bind(instance);
  const remembered = new Map<string, string>();
  let variables = instance.options.interpolation?.defaultVariables;
  const forget = () => remembered.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('languageChanged', forget);
  instance.t = ((key: unknown, options?: Record<string, unknown>) => {
    const plain = typeof key === 'string' && options !== undefined && Object.keys(options).length === 1;
    const lng = options?.lng;
    if (!plain || typeof lng !== 'string') return translate(key as never, options as never);
    const current = instance.options.interpolation?.defaultVariables;
    if (current !== variables) {
      variables = current;
      forget();
    }
    const id = `${lng}\u0000${key}`;
    let text = remembered.get(id);
    if (text === undefined) {
      text = translate(key, options as never) as unknown as string;
      remembered.set(id, text);
    }
    return text;
  }) as I18n['t'];
}
