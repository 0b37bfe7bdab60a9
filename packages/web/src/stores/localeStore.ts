import type { StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import { proxy, ref } from 'valtio';
import { CORE_TEXT_TW } from '../i18n/coreText.zh-TW.ts';
import { type Locale, parseLocale } from '../i18n/locale.ts';

export type TextConverter = (text: string) => string;

export interface LocaleState {
  locale: Locale;
  /** Simplified -> Traditional converter for server text; loaded on first use of zh-TW. */
  toTraditional: TextConverter | null;
  /** The dictionary for server text is loading: the switch shows that it is busy. */
  converting: boolean;
}

export interface LocaleStore {
  readonly state: LocaleState;
  setLocale(locale: Locale): Promise<void>;
}

/** Loads opencc lazily so zh-CN visitors never download the dictionary. */
export async function loadTraditionalConverter(): Promise<TextConverter> {
  const { Converter } = await import('opencc-js/cn2t');
  return Converter({ from: 'cn', to: 'tw' });
}

export interface LocaleStoreDeps {
  storage: StoragePort;
  i18n: I18n;
  /** Applies the locale to the page (`<html lang>`). */
  applyToDocument: (locale: Locale) => void;
  loadConverter?: () => Promise<TextConverter>;
}

export function createLocaleStore(deps: LocaleStoreDeps): LocaleStore {
  const loadConverter = deps.loadConverter ?? loadTraditionalConverter;
  const state = proxy<LocaleState>({
    locale: parseLocale(deps.storage.get(StorageKey.locale)),
    toTraditional: null,
    converting: false,
  });
  const ensureConverter = async () => {
    if (state.toTraditional !== null) return;
    state.converting = true;
    try {
      state.toTraditional = ref(await loadConverter());
    } finally {
      state.converting = false;
    }
  };
  const store: LocaleStore = {
    state,
    async setLocale(locale) {
      deps.storage.set(StorageKey.locale, locale);
      // UI and core text switch at once (converted at build time); server text follows when the
      // dictionary has loaded, while the switch shows it is busy.
      state.locale = locale;
      deps.applyToDocument(locale);
      await deps.i18n.changeLanguage(locale);
      if (locale === 'zh-TW') await ensureConverter().catch(() => undefined);
    },
  };
  deps.applyToDocument(state.locale);
  if (state.locale === 'zh-TW') void ensureConverter().catch(() => undefined);
  return store;
}

/** Server text (navigation names, notices, banners) is Simplified; convert it when zh-TW is active. */
export function displayServerText(
  state: Pick<LocaleState, 'locale' | 'toTraditional'>,
  text: string,
): string {
  if (state.locale !== 'zh-TW') return text;
  const known = staticTraditional(text);
  if (known !== undefined) return known;
  return state.toTraditional ? state.toTraditional(text) : text;
}

/**
 * Core's static text in Traditional, converted at build time: the whole text, or each space-separated
 * word of it (`单 2.5`). Undefined when some word is not core text (server text needs the dictionary).
 */
export function staticTraditional(text: string): string | undefined {
  const whole = CORE_TEXT_TW[text];
  if (whole !== undefined) return whole;
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  const words = text.split(' ');
  if (words.length < 2) return undefined;
  const converted = words.map((word) => (/[\u3400-\u9fff]/.test(word) ? CORE_TEXT_TW[word] : word));
  return converted.every((word) => word !== undefined) ? converted.join(' ') : undefined;
}
