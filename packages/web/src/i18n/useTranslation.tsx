import type { TFunction } from 'i18next';
import { createContext, type ReactNode, use, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Texts } from './texts.ts';

/**
 * React's view of the app's texts (texts.ts; issue #27: our own binding, in place of react-i18next's
 * 2.3 KB gzip on the first load). Components read texts with `const { t } = useTranslation()` and render
 * again when the texts announce a change (a language, or the brand's converted texts), as react-i18next's
 * default does with `languageChanged`; catalogues added later, such as the pages' texts, are in before
 * the components that use them render (pageTexts.tsx). i18next taking the lookups over announces
 * nothing: the texts are the same.
 */
const I18nContext = createContext<Texts | null>(null);

/** How long an idle callback may wait before i18next is asked for anyway. */
const TAKE_OVER_TIMEOUT_MS = 3000;

/**
 * Provides the texts and, once the first screen has committed and the browser is idle, has i18next take
 * the lookups over (its own chunk, never on the first paint's path). A failed load leaves the first
 * paint's lookup answering; the next page load tries again.
 */
export function I18nProvider({ i18n, children }: { i18n: Texts; children: ReactNode }) {
  useEffect(() => {
    const takeOver = () => void i18n.takeOver().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(takeOver, { timeout: TAKE_OVER_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(takeOver, 1);
    return () => window.clearTimeout(handle);
  }, [i18n]);
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: Texts } {
  const i18n = use(I18nContext);
  if (i18n === null) throw new Error('useTranslation is used outside I18nProvider');
  const version = useSyncExternalStore(i18n.onChange, () => i18n.version);
  // A new function per change, so memoised children that take `t` render the new texts; the same
  // function before and after i18next takes over (texts.ts's `t` asks whichever answers).
  const t = useMemo(() => {
    void version;
    const lookup = i18n.t as unknown as (...args: unknown[]) => string;
    return ((...args: unknown[]) => lookup(...args)) as unknown as TFunction;
  }, [i18n, version]);
  return { t, i18n };
}
