import type { StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core/contract';
import { proxy } from 'valtio';
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

/** The deps the switch's code (localeSwitch.ts) works with: the store's state and choices. */
export interface LocaleSwitchContext {
  deps: LocaleStoreDeps;
  state: LocaleState;
  loadConverter: () => Promise<TextConverter>;
  loadTraditional: () => Promise<TraditionalPack>;
  /** A screen has asked for precise text (wantPreciseText) at some point. */
  preciseWanted: () => boolean;
}

/** What the switch's code does: localeSwitch.ts, loaded on the first switch or a stored 繁 (issue #27). */
export interface LocaleSwitch {
  setLocale(locale: Locale): Promise<void>;
  ensureConverter(): Promise<void>;
  ensurePrecise(): Promise<void>;
}

// Issue #27: a first visit to `/` in 简 never switches, so the switch's code is its own chunk, loaded on
// the first switch (the Traditional texts it loads next are a chunk too) or at start with a stored 繁,
// and fetched when the browser is first idle after the first paint (preloadLocaleSwitch).
let switchCode: Promise<typeof import('./localeSwitch.ts')> | null = null;
const loadSwitchCode = () => {
  switchCode ??= import('./localeSwitch.ts').catch((error: unknown) => {
    switchCode = null;
    throw error;
  });
  return switchCode;
};

/** Fetches the switch's code ahead of its first use (the shell calls it when the browser is idle). */
export function preloadLocaleSwitch(): void {
  void loadSwitchCode().catch(() => undefined);
}

export function createLocaleStore(deps: LocaleStoreDeps): LocaleStore {
  let preciseWanted = false;
  const state = proxy<LocaleState>({
    locale: parseLocale(deps.storage.get(StorageKey.locale)),
    toTraditional: null,
    precise: false,
    converting: false,
  });
  let made: Promise<LocaleSwitch> | null = null;
  const localeSwitch = () => {
    made ??= loadSwitchCode().then(
      ({ createLocaleSwitch }) =>
        createLocaleSwitch({
          deps,
          state,
          loadConverter: deps.loadConverter ?? loadTraditionalConverter,
          loadTraditional: deps.loadTraditional ?? loadTraditionalPack,
          preciseWanted: () => preciseWanted,
        }),
      (error: unknown) => {
        made = null;
        throw error;
      },
    );
    return made;
  };
  const store: LocaleStore = {
    state,
    async setLocale(locale) {
      // The switch is busy at once, while its code loads (then the Traditional texts).
      if (locale === 'zh-TW') state.converting = true;
      let code: LocaleSwitch;
      try {
        code = await localeSwitch();
      } catch {
        state.converting = false;
        return;
      }
      await code.setLocale(locale);
    },
    async wantPreciseText() {
      preciseWanted = true;
      if (state.locale === 'zh-TW') await (await localeSwitch()).ensurePrecise().catch(() => undefined);
    },
  };
  deps.applyToDocument(state.locale);
  if (state.locale === 'zh-TW') {
    // main.tsx has loaded the pack before the first render; this only covers other hosts (tests).
    const loadTraditional = deps.loadTraditional ?? loadTraditionalPack;
    void loadTraditional()
      .then((pack) => addTraditional(deps.i18n, pack))
      .catch(() => undefined);
    void localeSwitch()
      .then((code) => code.ensureConverter())
      .catch(() => undefined);
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
