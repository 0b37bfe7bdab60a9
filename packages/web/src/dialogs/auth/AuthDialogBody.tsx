import { selectAuthView } from '@jinli/core/machines';
import { useSelector } from '@xstate/react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { NewDeviceRef, ResetRef } from './authRefs.ts';
import { LoginForm } from './LoginForm.tsx';
import { NewDeviceView } from './NewDeviceView.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetView } from './ResetView.tsx';
import './auth.css';

/** SPEC §2 auth dialog's content, a lazy chunk mounted by AuthDialog.tsx while a view is open. */
export function AuthDialogBody() {
  const { t } = useTranslation();
  const actor = useServices().AuthDialog;
  const view = useSelector(actor, selectAuthView);
  const captcha = useSelector(actor, (s) => s.context.captchaRef);
  const device = useSelector(actor, (s) => s.children.newDevice as NewDeviceRef | undefined);
  const reset = useSelector(actor, (s) => s.children.resetPassword as ResetRef | undefined);
  if (view === null) return null;

  const close = () => actor.send({ type: 'auth.close' });
  const title =
    view === 'newDevice'
      ? t('auth.newDeviceTitle')
      : view === 'reset'
        ? t('auth.resetTitle')
        : t('auth.welcome');

  return (
    <Dialog title={title} onClose={close} width={440} className="auth-dialog">
      {(view === 'login' || view === 'register') && captcha && (
        <>
          <div role="tablist" aria-label={t('auth.tabsLabel')} className="tabs auth-tabs">
            {(['login', 'register'] as const).map((id) => (
              <button
                key={id}
                id={`auth-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={view === id}
                aria-controls="auth-panel"
                className="tab"
                onClick={() => actor.send({ type: 'auth.open', view: id })}
              >
                {id === 'login' ? t('auth.loginTab') : t('auth.registerTab')}
              </button>
            ))}
          </div>
          <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${view}`}>
            {view === 'login' ? (
              <LoginForm actor={actor} captcha={captcha} />
            ) : (
              <RegisterForm actor={actor} captcha={captcha} />
            )}
          </div>
        </>
      )}
      {view === 'newDevice' && device && <NewDeviceView actor={actor} device={device} />}
      {view === 'reset' && reset && <ResetView actor={actor} reset={reset} />}
    </Dialog>
  );
}
