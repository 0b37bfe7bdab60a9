import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { WithPageTexts } from '../i18n/pageTexts.tsx';
import { ServiceWarningDialog } from './ServiceWarningDialog.tsx';
import { TipsDialog } from './TipsDialog.tsx';

// The terms and privacy texts are long: the dialog and its texts load when it first opens (issue #16).
const LegalDialog = lazy(() =>
  import('./LegalDialog.tsx').then((module) => ({ default: module.LegalDialog })),
);

/** Renders the ui store's dialog stack; the last one is on top. */
export function DialogHost() {
  const ui = useServices().UiStore;
  const { dialogs } = useSnapshot(ui.state);
  return (
    <>
      {dialogs.map((entry) => {
        const close = () => ui.closeDialog(entry.id);
        switch (entry.kind) {
          case 'tips':
            // options is a valtio ref: the snapshot hands back the original object, callbacks intact.
            return <TipsDialog key={entry.id} options={entry.options} onClose={close} />;
          case 'serviceWarning':
            return <ServiceWarningDialog key={entry.id} onClose={close} />;
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
