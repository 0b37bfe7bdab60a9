import type { FieldErrors } from '@jinli/core/rules';
import type { ReactNode } from 'react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { AuthDialogActor } from './authRefs.ts';

/** An auth form: the browser's own validation off (the machines own the rules), submit sends one event. */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * Binds a form's text fields to its machine: `bind('name')` gives the value, the visible error in the
 * display locale, and the change and blur events, to spread into a TextField.
 */
export function useFieldBinder<F extends string>(
  values: Readonly<Record<NoInfer<F>, string>>,
  errors: FieldErrors<F>,
  send: { change: (field: F, value: string) => void; blur: (field: F) => void },
) {
  const st = useServerText();
  return (field: F) => {
    const error = errors[field];
    return {
      value: values[field],
      error: error && st(error),
      onChange: (value: string) => send.change(field, value),
      onBlur: () => send.blur(field),
    };
  };
}

/** 返回登录 under the new-device and reset forms. */
export function BackToLogin({ actor }: { actor: AuthDialogActor }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="auth-link auth-back"
      onClick={() => actor.send({ type: 'auth.open', view: 'login' })}
    >
      {t('auth.backToLogin')}
    </button>
  );
}
