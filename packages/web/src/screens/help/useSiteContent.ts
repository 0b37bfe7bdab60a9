import type { SiteContent, SiteContentState } from '@jinli/core';
import type { TextFold } from '@jinli/core/rules';
import { identityFold } from '@jinli/core/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../app/ServicesProvider.tsx';
import { applyOverrides } from '../../i18n/traditional.ts';

/** Core's site content and one slice of its state (useSyncExternalStore on subscribe/getSnapshot). */
export function useSiteContent<T>(select: (state: SiteContentState) => T): [T, SiteContent] {
  const content = useServices().SiteContent;
  const slice = useSyncExternalStore(content.subscribe, () => select(content.getSnapshot()));
  return [slice, content];
}

/** One fold per converter, shared by every component, so core's folded-text cache is built once. */
const traditionalFolds = new WeakMap<(text: string) => string, TextFold>();
function traditionalFold(toTraditional: (text: string) => string): TextFold {
  let fold = traditionalFolds.get(toTraditional);
  if (fold === undefined) {
    fold = (text: string) => applyOverrides(toTraditional(text));
    traditionalFolds.set(toTraditional, fold);
  }
  return fold;
}

/**
 * The script members read, as a TextFold for core (search results and article text): zh-TW converts
 * the Simplified site content with opencc's full dictionary (loaded for help, localeStore `wantPreciseText`)
 * plus the Taiwan vocabulary overrides. Also hands it to core.
 */
export function useContentFold(): TextFold {
  const content = useServices().SiteContent;
  const localeStore = useServices().LocaleStore;
  const { locale, toTraditional } = useSnapshot(localeStore.state);
  useEffect(() => {
    if (locale === 'zh-TW') void localeStore.wantPreciseText();
  }, [localeStore, locale]);
  const fold = locale === 'zh-TW' && toTraditional ? traditionalFold(toTraditional) : identityFold;
  useEffect(() => content.setTextFold(fold), [content, fold]);
  return fold;
}
