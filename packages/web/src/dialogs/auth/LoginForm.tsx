import {
  captchaAnswerOf,
  selectCanSubmitLogin,
  selectLoginErrors,
  selectLoginSubmitting,
} from '@jinli/core/machines';
import { PASSWORD_MAX, USERNAME_MAX } from '@jinli/core/rules';
import { shallowEqual, useSelector } from '@xstate/react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { AuthForm, useFieldBinder } from './authFormParts.tsx';
import type { AuthDialogActor, CaptchaRef } from './authRefs.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { ServerMessage, SubmitButton, TextField } from './Field.tsx';

export function LoginForm({ actor, captcha }: { actor: AuthDialogActor; captcha: CaptchaRef }) {
  const { t } = useTranslation();
  const st = useServerText();
  const fields = useSelector(actor, (s) => s.context.login);
  const errors = useSelector(actor, selectLoginErrors, shallowEqual);
  const message = useSelector(actor, (s) => s.context.message);
  const busy = useSelector(actor, selectLoginSubmitting);
  // Subscribed so the button re-renders when the captcha gets answered.
  useSelector(captcha, (s) => captchaAnswerOf(s) !== null);
  const canSubmit = selectCanSubmitLogin(actor.getSnapshot());
  const bind = useFieldBinder(fields, errors, {
    change: (field, value) => actor.send({ type: 'login.change', field, value }),
    blur: (field) => actor.send({ type: 'login.blur', field }),
  });

  return (
    <AuthForm onSubmit={() => actor.send({ type: 'login.submit' })}>
      <TextField
        id="login-name"
        label={t('auth.username')}
        maxLength={USERNAME_MAX}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        {...bind('name')}
      />
      <TextField
        id="login-password"
        type="password"
        label={t('auth.password')}
        maxLength={PASSWORD_MAX}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        {...bind('password')}
      />
      <CaptchaField captcha={captcha} idPrefix="login" />
      <div className="auth-row">
        <label className="auth-check">
          <input
            type="checkbox"
            checked={fields.rememberPwd}
            onChange={(event) => actor.send({ type: 'login.remember', checked: event.target.checked })}
          />
          {t('auth.rememberPwd')}
        </label>
        <button
          type="button"
          className="auth-link"
          onClick={() => actor.send({ type: 'auth.open', view: 'resetPhone' })}
        >
          {t('auth.forgot')}
        </button>
      </div>
      <ServerMessage message={message && st(message)} />
      <SubmitButton enabled={canSubmit} busy={busy} label={t('auth.login')} busyLabel={t('auth.loggingIn')} />
    </AuthForm>
  );
}
