import type { StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core/contract';
import { proxy, ref } from 'valtio';
import { type Locale, parseLocale } from '../i18n/locale.ts';
import type { Texts } from '../i18n/texts.ts';
import {
  addTraditional,
  loadTraditionalPack,
  type TraditionalPack,
  traditionalPack,
} from '../i18n/traditionalPack.ts';

export type TextConverter = (text: string) => string;

export interface LocaleState {
  locale: Locale;
  /**
   * Simplified -> Traditional converter for server text; loaded on first use of zh-TW. First the compact
   * one (opencc's character table and the phrases it needs, about 78 KB gzip); the screens whose
   * long text must read as opencc converts it (help articles, chat) ask for the full dictionary with
   * `wantPreciseText`, and it replaces the compact one when it has loaded.
   */
  toTraditional: TextConverter | null;
  /** toTraditional is opencc's full cn2t converter. */
  precise: boolean;
  /** The Traditional texts or the server-text dictionary are loading: the switch shows that it is busy. */
  converting: boolean;
}

export interface LocaleStore {
  readonly state: LocaleState;
  setLocale(locale: Locale): Promise<void>;
  /**
   * A screen shows long server text (help articles, chat): under zh-TW, load opencc's full dictionary
   * (once) and convert with it from then on. Resolves when it is in place or could not load.
   */
  wantPreciseText(): Promise<void>;
}

/** The compact converter (traditionalConverter.ts), loaded lazily so zh-CN visitors never download it. */
export async function loadTraditionalConverter(): Promise<TextConverter> {
  const [{ createTraditionalConverter }, { TW_DICTIONARY }] = await Promise.all([
    import('../i18n/traditionalConverter.ts'),
    import('../i18n/twDictionary.generated.ts'),
  ]);
  return createTraditionalConverter(TW_DICTIONARY);
}

/** opencc's own cn -> tw converter with its whole phrase dictionary (455 KB gzip). */
export async function loadPreciseTraditionalConverter(): Promise<TextConverter> {
  const { Converter } = await import('opencc-js/cn2t');
  return Converter({ from: 'cn', to: 'tw' });
}

export interface LocaleStoreDeps {
  storage: StoragePort;
  /** The app's texts (i18n/texts.ts). */
  i18n: Texts;
  /** Applies the locale to the page (`<html lang>`). */
  applyToDocument: (locale: Locale) => void;
  /** Told after a switch is stored (home asks for banner art in the new language, issue #28). */
  onSwitched?: (locale: Locale) => void;
  loadConverter?: () => Promise<TextConverter>;
  loadPreciseConverter?: () => Promise<TextConverter>;
  /** The zh-TW UI catalogue and core text (default: the lazy chunk of traditionalPack.ts). */
  loadTraditional?: () => Promise<TraditionalPack>;
}

export function createLocaleStore(deps: LocaleStoreDeps): LocaleStore {
  const loadConverter = deps.loadConverter ?? loadTraditionalConverter;
  const loadPreciseConverter = deps.loadPreciseConverter ?? loadPreciseTraditionalConverter;
  let preciseWanted = false;
  let preciseLoad: Promise<void> | null = null;
  const loadTraditional = deps.loadTraditional ?? loadTraditionalPack;
  // The latest choice wins when a slow load of the Traditional texts is overtaken by 简.
  let latest = 0;
  let packLoading = false;
  let converterLoading = false;
  const state = proxy<LocaleState>({
    locale: parseLocale(deps.storage.get(StorageKey.locale)),
    toTraditional: null,
    precise: false,
    converting: false,
  });
  const showBusy = () => {
    state.converting = packLoading || converterLoading;
  };
  const ensureConverter = async () => {
    if (state.toTraditional !== null) return;
    if (preciseWanted) return ensurePrecise();
    converterLoading = true;
    showBusy();
    try {
      const converter = await loadConverter();
      if (!state.precise) state.toTraditional = ref(converter);
    } finally {
      converterLoading = false;
      showBusy();
    }
  };
  // The full dictionary replaces the compact converter; a failed load is forgotten so the next ask retries.
  const ensurePrecise = (): Promise<void> => {
    if (state.precise) return Promise.resolve();
    if (preciseLoad === null) {
      const firstConverter = state.toTraditional === null;
      if (firstConverter) {
        converterLoading = true;
        showBusy();
      }
      preciseLoad = loadPreciseConverter()
        .then((converter) => {
          state.toTraditional = ref(converter);
          state.precise = true;
        })
        .catch((error: unknown) => {
          preciseLoad = null;
          throw error;
        })
        .finally(() => {
          if (firstConverter) {
            converterLoading = false;
            showBusy();
          }
        });
    }
    return preciseLoad;
  };
  /** Loads the Traditional texts into the app's texts; false when the load failed or 简 was chosen meanwhile. */
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
      deps.onSwitched?.(locale);
      await deps.i18n.changeLanguage(locale);
      if (locale === 'zh-TW') await ensureConverter().catch(() => undefined);
      else showBusy();
    },
    async wantPreciseText() {
      preciseWanted = true;
      if (state.locale === 'zh-TW') await ensurePrecise().catch(() => undefined);
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
