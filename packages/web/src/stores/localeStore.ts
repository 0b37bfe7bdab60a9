import type { StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import { proxy, ref } from 'valtio';
import { type Locale, parseLocale } from '../i18n/locale.ts';
import {
  addTraditional,
  loadTraditionalPack,
  type TraditionalPack,
  traditionalPack,
} from '../i18n/traditionalPack.ts';

export type TextConverter = (text: string) => string;

export interface LocaleState {
  locale: Locale;
  /** Simplified -> Traditional converter for server text; loaded on first use of zh-TW. */
  toTraditional: TextConverter | null;
  /** The Traditional texts or the server-text dictionary are loading: the switch shows that it is busy. */
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
  /** The zh-TW UI catalogue and core text (default: the lazy chunk of traditionalPack.ts). */
  loadTraditional?: () => Promise<TraditionalPack>;
}

export function createLocaleStore(deps: LocaleStoreDeps): LocaleStore {
  const loadConverter = deps.loadConverter ?? loadTraditionalConverter;
  const loadTraditional = deps.loadTraditional ?? loadTraditionalPack;
  // The latest choice wins when a slow load of the Traditional texts is overtaken by 简.
  let latest = 0;
  let packLoading = false;
  let converterLoading = false;
  const state = proxy<LocaleState>({
    locale: parseLocale(deps.storage.get(StorageKey.locale)),
    toTraditional: null,
    converting: false,
  });
  const showBusy = () => {
    state.converting = packLoading || converterLoading;
  };
  const ensureConverter = async () => {
    if (state.toTraditional !== null) return;
    converterLoading = true;
    showBusy();
    try {
      state.toTraditional = ref(await loadConverter());
    } finally {
      converterLoading = false;
      showBusy();
    }
  };
  /** Loads the Traditional texts into i18next; false when the load failed or 简 was chosen meanwhile. */
  const readyTraditional = async (choice: number) => {
    packLoading = true;
    showBusy();
    try {
      addTraditional(deps.i18n, await loadTraditional());
      return choice === latest;
    } catch {
      return false;
    } finally {
      packLoading = false;
      // Stay busy without a gap when the server-text dictionary is still to load.
      if (choice !== latest || state.toTraditional !== null || converterLoading) showBusy();
    }
  };
  const store: LocaleStore = {
    state,
    async setLocale(locale) {
      const choice = ++latest;
      // The Traditional texts load first: the switch is busy and the page stays wholly Simplified.
      if (locale === 'zh-TW' && !(await readyTraditional(choice))) {
        if (choice === latest) showBusy();
        return;
      }
      deps.storage.set(StorageKey.locale, locale);
      // Then UI and core text switch at once (converted at build time); server text follows when the
      // dictionary has loaded, while the switch stays busy.
      state.locale = locale;
      deps.applyToDocument(locale);
      await deps.i18n.changeLanguage(locale);
      if (locale === 'zh-TW') await ensureConverter().catch(() => undefined);
      else showBusy();
    },
  };
  deps.applyToDocument(state.locale);
  if (state.locale === 'zh-TW') {
    // main.tsx has loaded the pack before the first render; this only covers other hosts (tests).
    void loadTraditional()
      .then((pack) => addTraditional(deps.i18n, pack))
      .catch(() => undefined);
    void ensureConverter().catch(() => undefined);
  }
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
 * word of it (`单 2.5`). Undefined when some word is not core text (server text needs the dictionary)
 * or the Traditional pack has not loaded (it always has while zh-TW is active).
 */
export function staticTraditional(text: string): string | undefined {
  const coreText = traditionalPack()?.coreText;
  if (coreText === undefined) return undefined;
  const whole = coreText[text];
  if (whole !== undefined) return whole;
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  const words = text.split(' ');
  if (words.length < 2) return undefined;
  const converted = words.map((word) => (/[\u3400-\u9fff]/.test(word) ? coreText[word] : word));
  return converted.every((word) => word !== undefined) ? converted.join(' ') : undefined;
}
