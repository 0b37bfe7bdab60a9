import type { i18n as I18n, TFunction } from 'i18next';
import type { Locale } from './locale.ts';
import { type Catalogue, findText, type LookupOptions, languagesFor, lookupText } from './textLookup.ts';
import { traditionalPack } from './traditionalPack.ts';
import { zhCN } from './zh-CN.ts';

/**
 * The app's texts (issue #27): what `useTranslation`, the composition root's services and the effects
 * read. The first paint of `/` renders from our own lookup over the catalogues the page holds
 * (textLookup.ts: zh-CN, or zh-TW's pack when it is stored and loaded); i18next is imported after the
 * first paint (`I18nProvider` asks for it when the browser is idle, `takeOver`) and then answers every
 * lookup, with the same catalogues, language and brand variables, so nothing a member sees changes and
 * nothing renders again. Every change (a language, or the brand's converted texts) is announced once, by
 * this object, whoever answers lookups.
 */
export interface Texts {
  /** A text for a key (`{{x}}` filled from the options, then the brand's variables). Stable. */
  readonly t: TFunction;
  readonly language: Locale;
  /** Counts the announced changes (useTranslation's snapshot). */
  readonly version: number;
  /** The key has a text in `lng` (default: the current language) or zh-CN. */
  exists(key: string, lng?: Locale): boolean;
  /** Adds a catalogue to a language; a key it shares with an earlier catalogue keeps the earlier text. */
  addTexts(lng: Locale, catalogue: Catalogue): void;
  hasTexts(lng: Locale): boolean;
  /** Switches the language and announces it (also when it is the shown one: a re-render of every text). */
  changeLanguage(lng: Locale): Promise<void>;
  /** The default variables (the brand's texts, brandTexts.ts); shown at the next announced change. */
  setVariables(variables: Readonly<Record<string, string>>): void;
  /** Told after each announced change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Loads i18next (once) and hands it the lookups; resolves with the instance that now answers. */
  takeOver(): Promise<I18n>;
  /** The i18next instance once it has taken over, else null. */
  readonly i18next: I18n | null;
}

export interface TextsOptions {
  /** How i18next arrives (default: the lazy chunk of i18n.ts). */
  loadI18next?: () => Promise<typeof import('./i18n.ts')>;
}

/** A key with no text is a bug a member would see as a code: said where the browser tests look. */
export function reportMissingText(key: string): void {
  console.error(`missing UI text: ${key}`);
}

export function createTexts(locale: Locale, options: TextsOptions = {}): Texts {
  const loadI18next = options.loadI18next ?? (() => import('./i18n.ts'));
  const catalogues: Partial<Record<Locale, Catalogue[]>> = { 'zh-CN': [zhCN] };
  const pack = traditionalPack();
  if (pack !== null) catalogues['zh-TW'] = [pack.messages];
  let language = locale;
  let variables: Readonly<Record<string, string>> = {};
  let version = 0;
  let engine: I18n | null = null;
  let loading: Promise<I18n> | null = null;
  const listeners = new Set<() => void>();

  const t = ((key: string | readonly string[], callOptions?: LookupOptions) => {
    // The language is ours to say (i18next's own follows it, changeLanguage), so a lookup between a
    // switch and i18next's catching up already answers in the new one.
    if (engine !== null) return engine.t(key as string, { lng: language, ...callOptions } as never);
    const { text, missing } = lookupText(catalogues, language, key, callOptions, variables);
    if (missing) reportMissingText(text);
    return text;
  }) as unknown as TFunction;

  const texts: Texts = {
    t,
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    get i18next() {
      return engine;
    },
    exists(key, lng = language) {
      return languagesFor(lng).some((each) => findText(catalogues, each, key) !== undefined);
    },
    addTexts(lng, catalogue) {
      catalogues[lng] = [...(catalogues[lng] ?? []), catalogue];
      engine?.addResourceBundle(lng, 'translation', structuredClone(catalogue), true, false);
    },
    hasTexts(lng) {
      return (catalogues[lng]?.length ?? 0) > 0;
    },
    async changeLanguage(lng) {
      language = lng;
      if (engine !== null) void engine.changeLanguage(lng);
      version += 1;
      for (const listener of [...listeners]) listener();
    },
    setVariables(next) {
      variables = next;
      if (engine !== null) {
        engine.options.interpolation ??= {};
        engine.options.interpolation.defaultVariables = { ...next };
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver() {
      loading ??= loadI18next().then(
        ({ createI18n }) => {
          // Synchronous from here: what the page holds now is what i18next gets.
          engine = createI18n({ language, catalogues, variables });
          return engine;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return texts;
}
