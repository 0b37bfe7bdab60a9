import type { StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import { proxy, ref } from 'valtio';
import { type Locale, parseLocale } from '../i18n/locale.ts';

export type TextConverter = (text: string) => string;

export interface LocaleState {
  locale: Locale;
  /** Simplified -> Traditional converter for server text; loaded on first use of zh-TW. */
  toTraditional: TextConverter | null;
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
  });
  const ensureConverter = async () => {
    if (state.toTraditional === null) state.toTraditional = ref(await loadConverter());
  };
  const store: LocaleStore = {
    state,
    async setLocale(locale) {
      deps.storage.set(StorageKey.locale, locale);
      if (locale === 'zh-TW') await ensureConverter().catch(() => undefined);
      state.locale = locale;
      deps.applyToDocument(locale);
      await deps.i18n.changeLanguage(locale);
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
  return state.locale === 'zh-TW' && state.toTraditional ? state.toTraditional(text) : text;
}
