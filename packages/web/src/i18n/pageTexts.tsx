import { type ReactNode, use } from 'react';
import type { Texts } from './texts.ts';
import { useTranslation } from './useTranslation.tsx';

const loads = new WeakMap<Texts, Promise<void>>();

/**
 * The pages' zh-CN texts (zh-CN.pages.ts: sportsbook, wallet, member centre, promotions, help, the auth
 * and legal dialogs), which a first visit to `/` does not need (issue #16). Loaded once per texts
 * object, with the first page other than home or the first dialog that shows them; a failed load is
 * forgotten so the next call tries again. zh-TW's pack (traditionalPack.ts) holds all its texts.
 */
export function loadPageTexts(i18n: Texts): Promise<void> {
  let load = loads.get(i18n);
  if (load === undefined) {
    load = import('./zh-CN.pages.ts').then(
      ({ zhCNPages }) => {
        i18n.addTexts('zh-CN', zhCNPages);
      },
      (error: unknown) => {
        loads.delete(i18n);
        throw error;
      },
    );
    loads.set(i18n, load);
  }
  return load;
}

/** Renders its children once the pages' texts are in (suspends until then; inside a Suspense). */
export function WithPageTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  use(loadPageTexts(i18n));
  return children;
}
