import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { WithPageTexts } from '../i18n/pageTexts.tsx';

// Issue #27: no dialog is open on a first paint, so the tips and service-warning dialogs (and the
// dialog frame) are their own chunk, fetched when the browser is first idle after the first commit
// (preloadDialogs), long before a member can ask for one; an earlier request loads it at once.
const loadTips = () => import('./TipsDialog.tsx');
const loadServiceWarning = () => import('./ServiceWarningDialog.tsx');
const TipsDialog = lazy(() => loadTips().then((module) => ({ default: module.TipsDialog })));
const ServiceWarningDialog = lazy(() =>
  loadServiceWarning().then((module) => ({ default: module.ServiceWarningDialog })),
);

/** How long the idle preload may wait. */
const PRELOAD_TIMEOUT_MS = 3000;

function preloadDialogs() {
  void loadTips().catch(() => undefined);
  void loadServiceWarning().catch(() => undefined);
}

// The terms and privacy texts are long: the dialog and its texts load when it first opens (issue #16).
const LegalDialog = lazy(() =>
  import('./LegalDialog.tsx').then((module) => ({ default: module.LegalDialog })),
);

/** Renders the ui store's dialog stack; the last one is on top. */
export function DialogHost() {
  const ui = useServices().UiStore;
  const { dialogs } = useSnapshot(ui.state);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadDialogs, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preloadDialogs, 1);
    return () => window.clearTimeout(handle);
  }, []);
  return (
    <>
      {dialogs.map((entry) => {
        const close = () => ui.closeDialog(entry.id);
        switch (entry.kind) {
          case 'tips':
            // options is a valtio ref: the snapshot hands back the original object, callbacks intact.
            return (
              <Suspense key={entry.id} fallback={null}>
                <TipsDialog options={entry.options} onClose={close} />
              </Suspense>
            );
          case 'serviceWarning':
            return (
              <Suspense key={entry.id} fallback={null}>
                <ServiceWarningDialog onClose={close} />
              </Suspense>
            );
          case 'legal':
            return (
              <Suspense key={entry.id} fallback={null}>
                <WithPageTexts>
                  <LegalDialog
                    tab={entry.tab}
                    onTab={(tab) => ui.setLegalTab(entry.id, tab)}
                    onClose={close}
                  />
                </WithPageTexts>
              </Suspense>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
