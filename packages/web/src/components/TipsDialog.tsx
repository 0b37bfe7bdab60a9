import { useTranslation } from '../i18n/useTranslation.tsx';
import type { TipsOptions } from '../stores/uiStore.ts';
import { Dialog } from './Dialog.tsx';

/** SPEC §2 generic tips dialog. The message is rendered as text, never as HTML. */
export function TipsDialog({ options, onClose }: { options: TipsOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = () => {
    onClose();
    options.onCancel?.();
  };
  const sure = () => {
    onClose();
    options.onSure?.();
  };
  return (
    <Dialog
      title={options.title ?? t('common.tips')}
      closable={options.closable ?? true}
      onClose={cancel}
      footer={
        <>
          {options.showCancel && (
            <button type="button" className="btn btn-outline" onClick={cancel}>
              {options.cancelText ?? t('common.cancel')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={sure}>
            {options.sureText ?? t('common.sure')}
          </button>
        </>
      }
    >
      <p className="dialog-message">{options.message}</p>
    </Dialog>
  );
}
