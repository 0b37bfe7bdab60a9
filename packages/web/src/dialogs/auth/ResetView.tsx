import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  RESET_USERNAME_MAX,
  type ResetField,
  resetBusy,
  resetCanSubmit,
  resetStepOf,
  resetVisibleErrors,
  VERIFY_CODE_MAX,
} from '@jinli/core/rules';
import { shallowEqual, useSelector } from '@xstate/react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { AuthForm, BackToLogin, useFieldBinder } from './authFormParts.tsx';
import type { AuthDialogActor, ResetRef } from './authRefs.ts';
import { CodeButton } from './CodeButton.tsx';
import { ServerMessage, SubmitButton, TextField, type TextFieldProps } from './Field.tsx';
import { ResetSteps } from './ResetSteps.tsx';

/** SPEC §2 find password: phone or e-mail tabs, 3 numbered steps, then success. */
export function ResetView({ actor, reset }: { actor: AuthDialogActor; reset: ResetRef }) {
  const { t } = useTranslation();
  const st = useServerText();
  const context = useSelector(reset, (s) => s.context);
  const step = useSelector(reset, resetStepOf);
  const errors = useSelector(reset, resetVisibleErrors, shallowEqual);
  const canSubmit = useSelector(reset, resetCanSubmit);
  const busy = useSelector(reset, resetBusy);
  const sending = useSelector(reset, (s) => s.matches({ verify: 'sending' }));
  const { channel, fields } = context;

  const bind = useFieldBinder(fields, errors, {
    change: (field, value) => reset.send({ type: 'reset.change', field, value }),
    blur: (field) => reset.send({ type: 'reset.blur', field }),
  });
  const field = (name: ResetField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={`reset-${name}`} label={label} {...bind(name)} {...extra} />
  );

  const tabs = (['phone', 'email'] as const).map((id) => (
    <button
      key={id}
      type="button"
      role="tab"
      aria-selected={channel === id}
      disabled={step !== 0 && channel !== id}
      className="tab"
      onClick={() => reset.send({ type: 'reset.channel', channel: id })}
    >
      {id === 'phone' ? t('auth.byPhone') : t('auth.byEmail')}
    </button>
  ));

  const areaPicker = (
    <select
      aria-label={t('auth.area')}
      className="auth-area"
      value={context.areaCode}
      onChange={(event) => reset.send({ type: 'reset.area', areaCode: event.target.value })}
    >
      {context.areas.length === 0 && <option value="">+86</option>}
      {context.areas.map((area) => (
        <option key={area.areaCode} value={area.areaCode}>
          {area.areaCode} {area.areaName}
        </option>
      ))}
    </select>
  );

  const target = channel === 'phone' ? fields.phone : fields.email;
  return (
    <div className="auth-reset">
      <div role="tablist" aria-label={t('auth.resetTabsLabel')} className="tabs auth-tabs">
        {tabs}
      </div>
      <ResetSteps step={step} />
      {step === 3 ? (
        <div className="auth-success" role="status">
          <span className="auth-success-icon" aria-hidden="true">
            ✓
          </span>
          <p className="auth-success-title">{t('auth.resetDone')}</p>
          <p className="auth-hint">{t('auth.resetDoneHint')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => actor.send({ type: 'auth.open', view: 'login' })}
          >
            {t('auth.backToLogin')}
          </button>
        </div>
      ) : (
        <AuthForm onSubmit={() => reset.send({ type: 'reset.next' })}>
          {step === 0 && (
            <>
              {field('name', t('auth.resetUsername'), {
                maxLength: RESET_USERNAME_MAX,
                autoComplete: 'username',
                placeholder: t('auth.usernamePlaceholder'),
              })}
              {channel === 'phone'
                ? field('phone', t('auth.phone'), {
                    type: 'tel',
                    maxLength: PHONE_MAX,
                    inputMode: 'numeric',
                    prefix: areaPicker,
                    placeholder: t('auth.phonePlaceholder'),
                  })
                : field('email', t('auth.email'), {
                    type: 'email',
                    maxLength: EMAIL_MAX,
                    autoComplete: 'email',
                    placeholder: t('auth.emailPlaceholder'),
                  })}
            </>
          )}
          {step === 1 && (
            <>
              <p className="auth-intro">{t('auth.codeSentTo', { target })}</p>
              {field('code', t('auth.verifyCode'), {
                maxLength: VERIFY_CODE_MAX,
                autoComplete: 'one-time-code',
                placeholder: t('auth.verifyCodePlaceholder'),
                addon: (
                  <CodeButton
                    countdown={context.countdownRef}
                    label={t('auth.getCode')}
                    busy={sending}
                    onClick={() => reset.send({ type: 'reset.sendCode' })}
                  />
                ),
              })}
            </>
          )}
          {step === 2 && (
            <>
              {field('password', t('auth.newPassword'), {
                type: 'password',
                maxLength: PASSWORD_MAX,
                autoComplete: 'new-password',
                placeholder: t('auth.newPasswordPlaceholder'),
              })}
              {field('password2', t('auth.newPasswordRepeat'), {
                type: 'password',
                maxLength: PASSWORD_MAX,
                autoComplete: 'new-password',
                placeholder: t('auth.repeatPlaceholder'),
              })}
            </>
          )}
          <ServerMessage message={context.message && st(context.message)} />
          <div className="auth-actions">
            {step > 0 && (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => reset.send({ type: 'reset.prev' })}
              >
                {t('auth.prev')}
              </button>
            )}
            <SubmitButton
              enabled={canSubmit}
              busy={busy && !sending}
              label={step === 2 ? t('auth.confirm') : t('auth.next')}
              busyLabel={t('auth.submitting')}
            />
          </div>
          <BackToLogin actor={actor} />
        </AuthForm>
      )}
    </div>
  );
}
