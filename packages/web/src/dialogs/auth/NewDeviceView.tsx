import {
  DEVICE_CODE_LENGTH,
  newDeviceCanSubmit,
  newDeviceVisibleErrors,
  PHONE_MIDDLE_LENGTH,
} from '@jinli/core/rules';
import { shallowEqual, useSelector } from '@xstate/react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { AuthForm, BackToLogin, useFieldBinder } from './authFormParts.tsx';
import type { AuthDialogActor, NewDeviceRef } from './authRefs.ts';
import { CodeButton } from './CodeButton.tsx';
import { ServerMessage, SubmitButton, TextField } from './Field.tsx';

/** SPEC §4 risk login: the masked phone's middle 4 digits, a code by SMS or voice call, then login. */
export function NewDeviceView({ actor, device }: { actor: AuthDialogActor; device: NewDeviceRef }) {
  const { t } = useTranslation();
  const st = useServerText();
  const context = useSelector(device, (s) => s.context);
  const errors = useSelector(device, newDeviceVisibleErrors, shallowEqual);
  const canSubmit = useSelector(device, newDeviceCanSubmit);
  const sending = useSelector(device, (s) => s.matches('sending'));
  const busy = useSelector(device, (s) => s.matches('submitting') || s.matches('done'));
  const [head = '', tail = ''] = context.phoneNumber.split(/\*+/);
  const bind = useFieldBinder(context, errors, {
    change: (field, value) => device.send({ type: 'newDevice.change', field, value }),
    blur: (field) => device.send({ type: 'newDevice.blur', field }),
  });

  return (
    <AuthForm onSubmit={() => device.send({ type: 'newDevice.submit' })}>
      <p className="auth-risk" role="alert">
        {context.message ? st(context.message) : t('auth.newDeviceIntro')}
      </p>
      <TextField
        id="device-middle"
        label={t('auth.phoneMiddle')}
        maxLength={PHONE_MIDDLE_LENGTH}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('auth.phoneMiddlePlaceholder')}
        prefix={<span className="auth-affix">{head}</span>}
        addon={<span className="auth-affix">{tail}</span>}
        {...bind('middle')}
      />
      <TextField
        id="device-code"
        label={t('auth.deviceCode')}
        maxLength={DEVICE_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth.deviceCodePlaceholder')}
        {...bind('code')}
      />
      <div className="auth-code-row">
        <CodeButton
          countdown={context.countdownRef}
          label={t('auth.smsCode')}
          busy={sending}
          onClick={() => device.send({ type: 'newDevice.sendCode', channel: 'sms' })}
        />
        <CodeButton
          countdown={context.countdownRef}
          label={t('auth.voiceCode')}
          busy={sending}
          onClick={() => device.send({ type: 'newDevice.sendCode', channel: 'voice' })}
        />
      </div>
      <ServerMessage message={context.error && st(context.error)} />
      <SubmitButton
        enabled={canSubmit}
        busy={busy}
        label={t('auth.verifyLogin')}
        busyLabel={t('auth.verifying')}
      />
      <BackToLogin actor={actor} />
    </AuthForm>
  );
}
