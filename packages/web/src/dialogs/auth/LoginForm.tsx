import {
  captchaAnswerOf,
  PASSWORD_MAX,
  selectCanSubmitLogin,
  selectLoginErrors,
  selectLoginSubmitting,
  USERNAME_MAX,
} from '@jinli/core';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../i18n/useServerText.ts';
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

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'login.submit' });
      }}
    >
      <TextField
        id="login-name"
        label={t('auth.username')}
        value={fields.name}
        maxLength={USERNAME_MAX}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        error={errors.name && st(errors.name)}
        onChange={(value) => actor.send({ type: 'login.change', field: 'name', value })}
        onBlur={() => actor.send({ type: 'login.blur', field: 'name' })}
      />
      <TextField
        id="login-password"
        type="password"
        label={t('auth.password')}
        value={fields.password}
        maxLength={PASSWORD_MAX}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password && st(errors.password)}
        onChange={(value) => actor.send({ type: 'login.change', field: 'password', value })}
        onBlur={() => actor.send({ type: 'login.blur', field: 'password' })}
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
    </form>
  );
}
