import { StorageKey } from '@jinli/core/contract';
import { ref } from 'valtio';
import { addTraditional } from '../i18n/traditionalPack.ts';
import type { LocaleSwitch, LocaleSwitchContext, TextConverter } from './localeStore.ts';

/** opencc's own cn -> tw converter with its whole phrase dictionary (455 KB gzip). */
export async function loadPreciseTraditionalConverter(): Promise<TextConverter> {
  const { Converter } = await import('opencc-js/cn2t');
  return Converter({ from: 'cn', to: 'tw' });
}

/**
 * The 简 / 繁 switch and the server-text converters (issue #27: its own chunk, loaded by localeStore.ts
 * on the first switch or at start with a stored 繁).
 */
export function createLocaleSwitch(context: LocaleSwitchContext): LocaleSwitch {
  const { deps, state, loadConverter, loadTraditional } = context;
  const loadPreciseConverter = deps.loadPreciseConverter ?? loadPreciseTraditionalConverter;
  let preciseLoad: Promise<void> | null = null;
  // The latest choice wins when a slow load of the Traditional texts is overtaken by 简.
  let latest = 0;
  let packLoading = false;
  let converterLoading = false;
  const showBusy = () => {
    state.converting = packLoading || converterLoading;
  };
  const ensureConverter = async () => {
    if (state.toTraditional !== null) return;
    if (context.preciseWanted()) return ensurePrecise();
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
  return {
    ensureConverter,
    ensurePrecise,
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
  };
}
