import { bindRealNameCanSubmit, bindRealNameVisibleErrors, validateRealName } from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Field } from '../wallet/accountsShared.tsx';
import { ServerError } from './ServerError.tsx';
import { useFlowWiring, useOnDone } from './useProfile.ts';

/** Binds the real name once (member/bindOther, or user/bindFromDeposit on the first deposit). */
export function RealNameForm(props: { onDone: () => void; fromDeposit?: boolean }) {
  const { t } = useTranslation();
  const flows = useServices().ProfileFlows;
  const ui = useServices().UiStore;
  const actor = useActorRef(
    props.fromDeposit ? flows.machines.bindRealNameFromDeposit : flows.machines.bindRealName,
  );
  useFlowWiring(actor);
  useOnDone(actor, props.onDone);
  const realName = useSelector(actor, (s) => s.context.realName);
  const error = useSelector(actor, (s) => s.context.error);
  const shown = useSelector(actor, (s) => bindRealNameVisibleErrors(s).realName);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canSubmit = useSelector(actor, bindRealNameCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A well-formed name cannot be changed once bound: the member confirms it first (#28). A malformed
    // one goes straight to the machine, which shows why.
    if (!canSubmit || validateRealName(realName) !== undefined) {
      actor.send({ type: 'bindRealName.submit' });
      return;
    }
    ui.openTips({
      title: t('profile.realNameConfirmTitle'),
      message: t('profile.realNameConfirm', { name: realName.trim() }),
      showCancel: true,
      sureText: t('profile.bindSubmit'),
      onSure: () => actor.send({ type: 'bindRealName.submit' }),
    });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.realName')}>
      {!props.fromDeposit && <p className="wallet-muted">{t('profile.realNameIntro')}</p>}
      <Field label={t('profile.realName')} error={shown}>
        {(id) => (
          <input
            id={id}
            value={realName}
            autoComplete="name"
            placeholder={t('profile.realNamePlaceholder')}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => actor.send({ type: 'bindRealName.change', value: e.target.value })}
            onBlur={() => actor.send({ type: 'bindRealName.blur' })}
          />
        )}
      </Field>
      <ServerError message={error} />
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || busy}>
        {busy ? t('profile.submitting') : t('profile.bindSubmit')}
      </button>
    </form>
  );
}
