import { bindPhoneCanSubmit, bindPhoneVisibleErrors } from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { CodeButton } from '../../dialogs/auth/CodeButton.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Field } from '../wallet/accountsShared.tsx';
import { ServerError } from './ServerError.tsx';
import { useFlowWiring, useOnDone } from './useProfile.ts';

/** Bind a phone: area picker (each area's regex), number, SMS or voice code with the 60 s countdown. */
export function PhoneForm(props: { memberName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const text = useServerText();
  const flows = useServices().ProfileFlows;
  const actor = useActorRef(flows.machines.bindPhone, { input: { name: props.memberName } });
  useFlowWiring(actor);
  useOnDone(actor, props.onDone);
  const context = useSelector(actor, (s) => s.context);
  const errors = useSelector(actor, bindPhoneVisibleErrors);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const loadingAreas = useSelector(actor, (s) => s.matches('loadingAreas'));
  const canSubmit = useSelector(actor, bindPhoneCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'bindPhone.submit' });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('security.phone')}>
      <Field label={t('security.phone')} error={errors.target}>
        {(id) => (
          <>
            <select
              className="accounts-select profile-area"
              aria-label={t('security.area')}
              value={context.areaCode}
              disabled={loadingAreas}
              onChange={(e) => actor.send({ type: 'bindPhone.area', areaCode: e.target.value })}
            >
              {context.areas.length === 0 ? (
                <option value={context.areaCode}>{context.areaCode}</option>
              ) : (
                context.areas.map((area) => (
                  <option key={area.areaCode} value={area.areaCode}>
                    {text(area.areaName)} {area.areaCode}
                  </option>
                ))
              )}
            </select>
            <input
              id={id}
              value={context.phone}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('security.phonePlaceholder')}
              aria-invalid={errors.target ? true : undefined}
              onChange={(e) =>
                actor.send({ type: 'bindPhone.change', field: 'phone', value: e.target.value })
              }
              onBlur={() => actor.send({ type: 'bindPhone.blur', field: 'target' })}
            />
          </>
        )}
      </Field>
      <Field label={t('security.code')} error={errors.code}>
        {(id) => (
          <>
            <input
              id={id}
              value={context.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('security.codePlaceholder')}
              aria-invalid={errors.code ? true : undefined}
              onChange={(e) => actor.send({ type: 'bindPhone.change', field: 'code', value: e.target.value })}
              onBlur={() => actor.send({ type: 'bindPhone.blur', field: 'code' })}
            />
            <CodeButton
              countdown={context.countdownRef}
              label={t('security.getCode')}
              busy={sending}
              onClick={() => actor.send({ type: 'bindPhone.sendCode', channel: 'sms' })}
            />
          </>
        )}
      </Field>
      <VoiceLink
        countdownRef={context.countdownRef}
        busy={sending}
        onClick={() => actor.send({ type: 'bindPhone.sendCode', channel: 'voice' })}
      />
      <ServerError message={context.error} />
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || busy}>
        {busy ? t('security.submitting') : t('security.bindSubmit')}
      </button>
    </form>
  );
}

/** "语音验证码": the same code by a phone call, offered while no countdown runs. */
export function VoiceLink(props: {
  countdownRef: Parameters<typeof CodeButton>[0]['countdown'];
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const waiting = useSelector(props.countdownRef, (s) => s.context.remaining > 0);
  return (
    <button type="button" className="profile-link" disabled={waiting || props.busy} onClick={props.onClick}>
      {t('security.voiceCode')}
    </button>
  );
}
