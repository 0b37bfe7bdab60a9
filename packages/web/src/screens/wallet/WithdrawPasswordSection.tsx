import type { Accounts as AccountsStore } from '@jinli/core';
import { resendCountdownMachine } from '@jinli/core/machines';
import {
  type PasswordFormErrors,
  validateBoundPhone,
  withdrawPasswordResetErrors,
  withdrawPasswordSetErrors,
} from '@jinli/core/rules';
import { useActorRef } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { CodeButton } from '../../dialogs/auth/CodeButton.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Field, useAccountsStore, useLoadOnOpen } from './accountsShared.tsx';
import { LoadFailed } from './LoadStates.tsx';

const EMPTY = { phone: '', code: '', password: '', confirm: '' };

/**
 * The withdrawal password on /mine/auth: its status, the set form when there is none (6 digits twice)
 * and the reset form (SMS code to the bound phone, then the new password twice). md5 on the wire.
 */
export function WithdrawPasswordSection(props: {
  phoneBound: boolean;
  memberName: string;
  /** A password was set: member info (and the security level) changed. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const store = useAccountsStore();
  const snap = useReadable(store);
  useLoadOnOpen(store.loadPasswordStatus);
  const [resetting, setResetting] = useState(false);
  const status = snap.hasPassword;
  const isSet = status.data === true;

  return (
    <section className="wallet-card accounts-password" aria-labelledby="withdraw-password-title">
      <div className="accounts-password-head">
        <div>
          <h2 id="withdraw-password-title" className="accounts-section-title">
            {t('accounts.passwordTitle')}
          </h2>
          <p className="wallet-muted">{t('accounts.passwordIntro')}</p>
        </div>
        {status.data !== null && (
          <span
            className={`accounts-badge ${isSet ? 'is-done' : 'is-missing'}`}
            data-testid="withdraw-password-status"
          >
            {isSet ? t('accounts.passwordSet') : t('accounts.passwordUnset')}
          </span>
        )}
      </div>
      {status.status === 'error' ? (
        <LoadFailed message={status.errorMessage} onRetry={() => void store.loadPasswordStatus()} />
      ) : status.data === null ? (
        <div className="wallet-skeleton wallet-skeleton-row" aria-busy="true" />
      ) : !isSet ? (
        <PasswordForm
          store={store}
          mode="set"
          onDone={() => props.onChanged?.()}
          memberName={props.memberName}
        />
      ) : resetting ? (
        props.phoneBound ? (
          <PasswordForm
            store={store}
            mode="reset"
            onDone={() => setResetting(false)}
            memberName={props.memberName}
          />
        ) : (
          <p className="wallet-notice">{t('accounts.resetNeedsPhone')}</p>
        )
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setResetting(true)}>
          {t('accounts.resetPassword')}
        </button>
      )}
    </section>
  );
}

function PasswordForm(props: {
  store: AccountsStore;
  mode: 'set' | 'reset';
  memberName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const text = useServerText();
  const ui = useServices().UiStore;
  const { store, mode } = props;
  const snap = useReadable(store);
  const countdown = useActorRef(resendCountdownMachine());
  const [form, setForm] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');
  const errors: PasswordFormErrors =
    mode === 'set' ? withdrawPasswordSetErrors(form) : withdrawPasswordResetErrors(form);
  const shown = (field: keyof PasswordFormErrors) => (tried ? errors[field]?.message : undefined);
  const change = (field: keyof typeof EMPTY, digitsOnly: boolean) => (value: string) =>
    setForm((current) => ({ ...current, [field]: digitsOnly ? value.replace(/\D/g, '') : value }));

  const sendCode = async () => {
    const phoneError = validateBoundPhone(form.phone);
    if (phoneError) {
      setMessage(phoneError.message);
      return;
    }
    const failed = await store.sendResetCode(form.phone.trim(), props.memberName);
    setMessage(failed ?? '');
    if (failed === null) {
      countdown.send({ type: 'countdown.start' });
      ui.toast(t('accounts.codeSent'), 'success');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0 || snap.busy) return;
    const failed =
      mode === 'set'
        ? await store.setPassword(form.password)
        : await store.resetPassword({ phone: form.phone, code: form.code, password: form.password });
    setMessage(failed ?? '');
    if (failed === null) {
      ui.toast(t('accounts.passwordChanged'), 'success');
      setForm(EMPTY);
      setTried(false);
      props.onDone();
    }
  };

  const digits = (id: string, field: 'password' | 'confirm' | 'code', label: string, secret: boolean) => (
    <input
      id={id}
      type={secret ? 'password' : 'text'}
      inputMode="numeric"
      autoComplete={secret ? 'new-password' : 'one-time-code'}
      maxLength={6}
      value={form[field]}
      disabled={snap.busy}
      placeholder={label}
      onChange={(e) => change(field, true)(e.target.value)}
    />
  );

  return (
    <form
      className="wallet-form accounts-form"
      onSubmit={submit}
      noValidate
      aria-label={t(`accounts.${mode}Form`)}
    >
      {mode === 'reset' && (
        <>
          <Field label={t('accounts.boundPhone')} error={shown('phone')} hint={t('accounts.boundPhoneHint')}>
            {(id) => (
              <input
                id={id}
                inputMode="tel"
                autoComplete="tel"
                maxLength={11}
                value={form.phone}
                disabled={snap.busy}
                placeholder={t('accounts.boundPhonePlaceholder')}
                onChange={(e) => change('phone', true)(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('accounts.smsCode')} error={shown('code')}>
            {(id) => (
              <>
                {digits(id, 'code', t('accounts.smsCodePlaceholder'), false)}
                <CodeButton
                  countdown={countdown}
                  label={t('accounts.getCode')}
                  busy={snap.busy}
                  onClick={() => void sendCode()}
                />
              </>
            )}
          </Field>
        </>
      )}
      <Field label={t('accounts.newPassword')} error={shown('password')}>
        {(id) => digits(id, 'password', t('wallet.passwordPlaceholder'), true)}
      </Field>
      <Field label={t('accounts.confirmPassword')} error={shown('confirm')}>
        {(id) => digits(id, 'confirm', t('accounts.confirmPlaceholder'), true)}
      </Field>
      <p className="wallet-error" role="alert">
        {message ? text(message) : '\u00a0'}
      </p>
      <div className="wallet-actions">
        <button type="submit" className="btn btn-primary wallet-submit" disabled={snap.busy}>
          {snap.busy ? t('wallet.submitting') : t(`accounts.${mode}Submit`)}
        </button>
        {mode === 'reset' && (
          <button type="button" className="btn btn-outline" disabled={snap.busy} onClick={props.onDone}>
            {t('accounts.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
