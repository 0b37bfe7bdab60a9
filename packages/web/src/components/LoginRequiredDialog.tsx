import { useServices } from '../app/ServicesProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Dialog } from './Dialog.tsx';

/** SPEC §2 login-required prompt: OK opens the login dialog (engine.auth.open). */
export function LoginRequiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { auth } = useServices().Engine;
  return (
    <Dialog
      title={t('dialog.loginRequiredTitle')}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onClose();
            auth.open('login');
          }}
        >
          {t('common.sure')}
        </button>
      }
    >
      <p className="dialog-message">{t('dialog.loginRequired')}</p>
    </Dialog>
  );
}
