import {
  captchaAnswerOf,
  selectCanSubmitRegister,
  selectRegisterErrors,
  selectRegisterSubmitting,
} from '@jinli/core/machines';
import { PASSWORD_MAX, USERNAME_MAX } from '@jinli/core/rules';
import { shallowEqual, useSelector } from '@xstate/react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { AuthForm, useFieldBinder } from './authFormParts.tsx';
import type { AuthDialogActor, CaptchaRef } from './authRefs.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { ServerMessage, SubmitButton, TextField } from './Field.tsx';

export function RegisterForm({ actor, captcha }: { actor: AuthDialogActor; captcha: CaptchaRef }) {
  const { t } = useTranslation();
  const st = useServerText();
  const ui = useServices().UiStore;
  const fields = useSelector(actor, (s) => s.context.register);
  const errors = useSelector(actor, selectRegisterErrors, shallowEqual);
  const message = useSelector(actor, (s) => s.context.message);
  const busy = useSelector(actor, selectRegisterSubmitting);
  useSelector(captcha, (s) => captchaAnswerOf(s) !== null);
  const canSubmit = selectCanSubmitRegister(actor.getSnapshot());
  const bind = useFieldBinder<'name' | 'password' | 'repeatPassword'>(fields, errors, {
    change: (field, value) => actor.send({ type: 'register.change', field, value }),
    blur: (field) => actor.send({ type: 'register.blur', field }),
  });

  return (
    <AuthForm onSubmit={() => actor.send({ type: 'register.submit' })}>
      <TextField
        id="register-name"
        label={t('auth.username')}
        maxLength={USERNAME_MAX}
        placeholder={t('auth.registerNamePlaceholder')}
        autoComplete="username"
        {...bind('name')}
      />
      <TextField
        id="register-password"
        type="password"
        label={t('auth.password')}
        maxLength={PASSWORD_MAX}
        placeholder={t('auth.registerPasswordPlaceholder')}
        autoComplete="new-password"
        {...bind('password')}
      />
      <TextField
        id="register-repeat"
        type="password"
        label={t('auth.repeatPassword')}
        maxLength={PASSWORD_MAX}
        placeholder={t('auth.repeatPlaceholder')}
        autoComplete="new-password"
        {...bind('repeatPassword')}
      />
      <CaptchaField captcha={captcha} idPrefix="register" />
      <div className={`auth-agree ${errors.isAgree ? 'auth-field-invalid' : ''}`}>
        <input
          id="register-agree"
          type="checkbox"
          checked={fields.isRead && fields.isAgree}
          aria-invalid={errors.isAgree ? true : undefined}
          aria-describedby={errors.isAgree ? 'register-agree-error' : undefined}
          onChange={(event) => actor.send({ type: 'register.agree', checked: event.target.checked })}
        />
        <span>
          <label htmlFor="register-agree">{t('auth.agreePrefix')}</label>
          <button type="button" className="auth-link" onClick={() => ui.openLegal('terms')}>
            {t('auth.terms')}
          </button>
          {t('auth.and')}
          <button type="button" className="auth-link" onClick={() => ui.openLegal('privacy')}>
            {t('auth.privacy')}
          </button>
        </span>
      </div>
      {errors.isAgree && (
        <p id="register-agree-error" className="auth-error">
          {st(errors.isAgree)}
        </p>
      )}
      <ServerMessage message={message && st(message)} />
      <SubmitButton
        enabled={canSubmit}
        busy={busy}
        label={t('auth.register')}
        busyLabel={t('auth.registering')}
      />
      <p className="auth-adult">
        <span className="auth-adult-badge" aria-hidden="true">
          18+
        </span>
        {t('auth.adultNotice')}
      </p>
    </AuthForm>
  );
}
