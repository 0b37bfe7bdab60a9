import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from 'react';

/**
 * React's view of the i18next instance the composition root builds (issue #27: our own binding, in
 * place of react-i18next's 2.3 KB gzip on the first load). Components read texts with
 * `const { t } = useTranslation()` and render again when the language changes, as react-i18next's
 * default does (it too listens to `languageChanged` only, and counts every one; resources added later, such as the pages'
 * texts, are in before the components that use them render: pageTexts.tsx).
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * Each instance's change count: every `languageChanged` counts, including one that names the language
 * already shown (brandTexts.ts re-announces it when the brand's converted texts arrive).
 */
interface Watch {
  version: number;
  subscribe: (onChange: () => void) => () => void;
}
const watches = new WeakMap<I18n, Watch>();

function watchOf(i18n: I18n): Watch {
  let watch = watches.get(i18n);
  if (watch === undefined) {
    const listeners = new Set<() => void>();
    const created: Watch = {
      version: 0,
      subscribe: (onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    i18n.on('languageChanged', () => {
      created.version += 1;
      for (const listener of listeners) listener();
    });
    watches.set(i18n, created);
    watch = created;
  }
  return watch;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  if (i18n === null) throw new Error('useTranslation is used outside I18nProvider');
  const watch = watchOf(i18n);
  const version = useSyncExternalStore(watch.subscribe, () => watch.version);
  // A new function per change, so memoised children that take `t` render the new texts.
  const t = useMemo(() => {
    void version;
    return i18n.t.bind(i18n) as TFunction;
  }, [i18n, version]);
  return { t, i18n };
}
