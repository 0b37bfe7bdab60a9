import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { displayServerText } from '../stores/localeStore.ts';

/** Returns a function that shows Simplified server text in the active locale. */
export function useServerText(): (text: string) => string {
  const localeStore = useServices().LocaleStore;
  const snap = useSnapshot(localeStore.state);
  return (text) => displayServerText(snap, text);
}

/**
 * Shows long server text (help articles, chat): under zh-TW the compact dictionary gives way to opencc's
 * full one (localeStore `wantPreciseText`), so this text reads exactly as opencc converts it.
 */
export function usePreciseServerText(): (text: string) => string {
  const localeStore = useServices().LocaleStore;
  const { locale } = useSnapshot(localeStore.state);
  useEffect(() => {
    if (locale === 'zh-TW') void localeStore.wantPreciseText();
  }, [localeStore, locale]);
  return useServerText();
}
