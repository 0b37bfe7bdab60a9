import { isSafeUrl } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useReadable } from '../app/useReadable.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Dialog } from './Dialog.tsx';

/** SPEC §2 customer-service warning ("security tip"); the button opens the service link if it is safe. */
export function ServiceWarningDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const site = useServices().Site;
  const ui = useServices().UiStore;
  const navigator = useServices().Navigator;
  const service = useReadable(site, (s) => s.customerService);

  useEffect(() => {
    if (site.getSnapshot().customerService.status !== 'ready') void site.loadCustomerService();
  }, [site]);

  const contact = () => {
    const url = service.data;
    if (url && isSafeUrl(url)) {
      navigator.openWindow(new URL(url, window.location.origin).href);
      onClose();
    } else {
      ui.toast(service.status === 'error' ? service.errorMessage : t('dialog.serviceUnavailable'), 'error');
    }
  };

  return (
    <Dialog
      title={t('dialog.securityTitle')}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn-primary"
          onClick={contact}
          aria-busy={service.status === 'loading'}
        >
          {t('dialog.contactService')}
        </button>
      }
    >
      <div className="security-tip">
        <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
          <path d="M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10z" fill="var(--brand-500)" />
          <path d="M17 24l5 5 9-10" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </svg>
        <p className="dialog-message">{t('dialog.securityText')}</p>
      </div>
    </Dialog>
  );
}
