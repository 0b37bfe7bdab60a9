export type Locale = 'zh-CN' | 'zh-TW';
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW'];

/** Each language names itself in its own script, so these labels are never translated. */
export const LOCALE_LABELS: Record<Locale, string> = { 'zh-CN': '简', 'zh-TW': '繁' };

/** A stored or requested locale; anything unknown falls back to zh-CN (SPEC §1). */
export function parseLocale(value: string | null | undefined): Locale {
  return value === 'zh-TW' ? 'zh-TW' : DEFAULT_LOCALE;
}
