/**
 * The first paint's text path (issue #27): a lookup over the catalogues the page holds, with i18next's
 * meaning for what our catalogues and calls use, so the texts are the same before and after i18next
 * takes over (texts.ts; `textLookup.test.ts` compares the two over every key). What it covers: dotted
 * keys, a key or a list of keys, zh-CN as the fallback language, `{{name}}` (and `{{- name}}`)
 * interpolation from the call's options then the default variables (the brand's texts), a variable
 * absent from both left as written (i18next's `skipOnVariables`), one passed as undefined or null
 * written as nothing, `defaultValue`, and `count` (Chinese has one plural form, so `count` is only a
 * variable). Not covered, because no catalogue uses them: formats (`{{x, number}}`), nesting (`$t(...)`),
 * contexts and `returnObjects`.
 */
import type { Locale } from './locale.ts';

/** A catalogue tree: nested objects whose leaves are texts. */
export type Catalogue = Readonly<Record<string, unknown>>;

/** The catalogues of each language, in the order they were added (the first holder of a key wins). */
export type Catalogues = Readonly<Partial<Record<Locale, readonly Catalogue[]>>>;

export const FALLBACK_LANGUAGE: Locale = 'zh-CN';

export interface LookupOptions {
  defaultValue?: unknown;
  lng?: string;
  [variable: string]: unknown;
}

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The text a key names in one language's catalogues, or undefined. */
export function findText(catalogues: Catalogues, language: Locale, key: string): string | undefined {
  for (const catalogue of catalogues[language] ?? []) {
    const text = valueAt(catalogue, key);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** The languages a lookup tries: the asked one, then zh-CN. */
export function languagesFor(language: Locale): Locale[] {
  return language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
}

const PLACEHOLDER = /{{(.+?)}}/g;

/** Fills `{{name}}` slots as i18next does with `escapeValue: false`. */
export function interpolate(
  text: string,
  values: Readonly<Record<string, unknown>> | undefined,
  defaults: Readonly<Record<string, unknown>>,
): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (slot, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    let value = values === undefined ? undefined : valueAt(values, name);
    if (value === undefined) value = valueAt(defaults, name);
    if (value === undefined) return values !== undefined && Object.hasOwn(values, name) ? '' : slot;
    return value === null ? '' : String(value);
  });
}

export interface LookupResult {
  text: string;
  /** Neither a catalogue nor a defaultValue had it: the key itself is returned, as i18next does. */
  missing: boolean;
}

/** `t(key, options)` over the catalogues, as i18next answers it. */
export function lookupText(
  catalogues: Catalogues,
  language: Locale,
  key: string | readonly string[],
  options: LookupOptions | undefined,
  defaults: Readonly<Record<string, unknown>>,
): LookupResult {
  const keys = typeof key === 'string' ? [key] : key;
  const asked = options?.lng === undefined ? language : (options.lng as Locale);
  for (const candidate of keys) {
    for (const lng of languagesFor(asked)) {
      const text = findText(catalogues, lng, candidate);
      if (text !== undefined) return { text: interpolate(text, options, defaults), missing: false };
    }
  }
  const defaultValue = options?.defaultValue;
  if (typeof defaultValue === 'string') {
    return { text: interpolate(defaultValue, options, defaults), missing: false };
  }
  return { text: keys.at(-1) ?? '', missing: true };
}
