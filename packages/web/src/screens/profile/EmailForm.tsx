import { bindEmailCanSubmit, bindEmailVisibleErrors } from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { CodeButton } from '../../dialogs/auth/CodeButton.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Field } from '../wallet/accountsShared.tsx';
import { ServerError } from './ServerError.tsx';
import { useFlowWiring, useOnDone } from './useProfile.ts';

/** Bind an e-mail with a code sent to it (60 s resend). */
export function EmailForm(props: { memberName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const flows = useServices().ProfileFlows;
  const actor = useActorRef(flows.machines.bindEmail, { input: { name: props.memberName } });
  useFlowWiring(actor);
  useOnDone(actor, props.onDone);
  const context = useSelector(actor, (s) => s.context);
  const errors = useSelector(actor, bindEmailVisibleErrors);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canSubmit = useSelector(actor, bindEmailCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'bindEmail.submit' });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('security.email')}>
      <Field label={t('security.email')} error={errors.target}>
        {(id) => (
          <input
            id={id}
            type="email"
            value={context.email}
            autoComplete="email"
            placeholder={t('security.emailPlaceholder')}
            aria-invalid={errors.target ? true : undefined}
            onChange={(e) => actor.send({ type: 'bindEmail.change', field: 'email', value: e.target.value })}
            onBlur={() => actor.send({ type: 'bindEmail.blur', field: 'target' })}
          />
        )}
      </Field>
      <Field label={t('security.code')} error={errors.code}>
        {(id) => (
          <>
            <input
              id={id}
              value={context.code}
              autoComplete="one-time-code"
              placeholder={t('security.codePlaceholder')}
              aria-invalid={errors.code ? true : undefined}
              onChange={(e) => actor.send({ type: 'bindEmail.change', field: 'code', value: e.target.value })}
              onBlur={() => actor.send({ type: 'bindEmail.blur', field: 'code' })}
            />
            <CodeButton
              countdown={context.countdownRef}
              label={t('security.getCode')}
              busy={sending}
              onClick={() => actor.send({ type: 'bindEmail.sendCode' })}
            />
          </>
        )}
      </Field>
      <ServerError message={context.error} />
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || busy}>
        {busy ? t('security.submitting') : t('security.bindSubmit')}
      </button>
    </form>
  );
}
