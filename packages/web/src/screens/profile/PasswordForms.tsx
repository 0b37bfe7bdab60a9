import {
  type ChangePasswordField,
  changePasswordCanSubmit,
  changePasswordVisibleErrors,
  type ResetLoginField,
  resetLoginPasswordCanSubmit,
  resetLoginPasswordVisibleErrors,
} from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { CodeButton } from '../../dialogs/auth/CodeButton.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Field } from '../wallet/accountsShared.tsx';
import { VoiceLink } from './PhoneForm.tsx';
import { ServerError } from './ServerError.tsx';
import { useFlowWiring } from './useProfile.ts';

const CHANGE_FIELDS = [
  {
    field: 'oldPassword',
    label: 'security.oldPassword',
    placeholder: 'security.oldPasswordPlaceholder',
    auto: 'current-password',
  },
  {
    field: 'password',
    label: 'security.newPassword',
    placeholder: 'security.newPasswordPlaceholder',
    auto: 'new-password',
  },
  {
    field: 'confirm',
    label: 'security.confirmPassword',
    placeholder: 'security.confirmPlaceholder',
    auto: 'new-password',
  },
] as const satisfies readonly {
  field: ChangePasswordField;
  label: string;
  placeholder: string;
  auto: string;
}[];

/** Change the login password with the old one; success logs the member out (password_change_success). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const flows = useServices().ProfileFlows;
  const actor = useActorRef(flows.machines.changePassword);
  useFlowWiring(actor);
  const fields = useSelector(actor, (s) => s.context.fields);
  const error = useSelector(actor, (s) => s.context.error);
  const errors = useSelector(actor, changePasswordVisibleErrors);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const canSubmit = useSelector(actor, changePasswordCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'changePassword.submit' });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('security.loginPassword')}>
      <p className="wallet-muted">{t('security.passwordNotice')}</p>
      {CHANGE_FIELDS.map(({ field, label, placeholder, auto }) => (
        <Field key={field} label={t(label)} error={errors[field]}>
          {(id) => (
            <input
              id={id}
              type="password"
              value={fields[field]}
              autoComplete={auto}
              maxLength={12}
              placeholder={t(placeholder)}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(e) => actor.send({ type: 'changePassword.change', field, value: e.target.value })}
              onBlur={() => actor.send({ type: 'changePassword.blur', field })}
            />
          )}
        </Field>
      ))}
      <ServerError message={error} />
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || busy}>
        {busy ? t('security.submitting') : t('security.submit')}
      </button>
    </form>
  );
}

/** Reset the login password by a code to the bound phone or e-mail (bindPasswordByPhone / ByEmail). */
export function ResetLoginPasswordForm(props: {
  memberName: string;
  channel: 'phone' | 'email';
  /** The full bound target when revealed (singleDataDecryption), else ''. */
  target: string;
  masked: string;
}) {
  const { t } = useTranslation();
  const flows = useServices().ProfileFlows;
  const actor = useActorRef(flows.machines.resetLoginPassword, {
    input: { name: props.memberName, channel: props.channel, target: props.target },
  });
  useFlowWiring(actor);
  const context = useSelector(actor, (s) => s.context);
  const errors = useSelector(actor, resetLoginPasswordVisibleErrors);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const busy = useSelector(actor, (s) => s.matches('submitting') || s.status === 'done');
  const canSubmit = useSelector(actor, resetLoginPasswordCanSubmit);
  const isPhone = props.channel === 'phone';
  const change = (field: ResetLoginField) => (value: string) =>
    actor.send({ type: 'resetLogin.change', field, value });
  const blur = (field: ResetLoginField) => () => actor.send({ type: 'resetLogin.blur', field });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'resetLogin.submit' });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('security.forgot')}>
      <Field
        label={isPhone ? t('security.boundPhone') : t('security.boundEmail')}
        error={errors.target}
        hint={t(isPhone ? 'security.fullPhoneHint' : 'security.fullEmailHint', { masked: props.masked })}
      >
        {(id) => (
          <input
            id={id}
            value={context.fields.target}
            inputMode={isPhone ? 'numeric' : 'email'}
            autoComplete={isPhone ? 'tel-national' : 'email'}
            onChange={(e) => change('target')(e.target.value)}
            onBlur={blur('target')}
          />
        )}
      </Field>
      <Field label={t('security.code')} error={errors.code}>
        {(id) => (
          <>
            <input
              id={id}
              value={context.fields.code}
              autoComplete="one-time-code"
              placeholder={t('security.codePlaceholder')}
              onChange={(e) => change('code')(e.target.value)}
              onBlur={blur('code')}
            />
            <CodeButton
              countdown={context.countdownRef}
              label={t('security.getCode')}
              busy={sending}
              onClick={() => actor.send({ type: 'resetLogin.sendCode', channel: isPhone ? 'sms' : 'email' })}
            />
          </>
        )}
      </Field>
      {isPhone && (
        <VoiceLink
          countdownRef={context.countdownRef}
          busy={sending}
          onClick={() => actor.send({ type: 'resetLogin.sendCode', channel: 'voice' })}
        />
      )}
      {(['password', 'confirm'] as const).map((field) => (
        <Field
          key={field}
          label={field === 'password' ? t('security.newPassword') : t('security.confirmPassword')}
          error={errors[field]}
        >
          {(id) => (
            <input
              id={id}
              type="password"
              value={context.fields[field]}
              autoComplete="new-password"
              maxLength={12}
              placeholder={
                field === 'password' ? t('security.newPasswordPlaceholder') : t('security.confirmPlaceholder')
              }
              onChange={(e) => change(field)(e.target.value)}
              onBlur={blur(field)}
            />
          )}
        </Field>
      ))}
      <ServerError message={context.error} />
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || busy}>
        {busy ? t('security.submitting') : t('security.submit')}
      </button>
    </form>
  );
}
