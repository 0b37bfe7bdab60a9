import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './feedback.css';

/** Toasts at the bottom of the page (SPEC §9); a polite live region so screen readers hear them. */
export function Toasts() {
  const ui = useServices().UiStore;
  const { toasts } = useSnapshot(ui.state);
  // Core and server texts are zh-CN; every toast reads in the member's script.
  const text = useServerText();
  return (
    <div className="toast-stack" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          {text(toast.message)}
        </div>
      ))}
    </div>
  );
}

/** SPEC §3 loading descriptor: text (default 加载中), optional icon and mask. */
export function LoadingToast() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const { loading } = useSnapshot(ui.state);
  if (!loading) return null;
  const showMask = loading.showMask ?? false;
  return (
    <div className={`loading-layer ${showMask ? 'loading-layer-mask' : ''}`}>
      {showMask && (
        <button
          type="button"
          className="loading-mask"
          tabIndex={-1}
          aria-hidden="true"
          onClick={loading.maskClosable ? () => ui.hideLoading(loading.id) : undefined}
        />
      )}
      <div className="loading-toast" role="status" aria-live="polite">
        {(loading.showIcon ?? true) && <span className="spinner" aria-hidden="true" />}
        <span>{loading.message ?? t('common.loading')}</span>
      </div>
    </div>
  );
}
