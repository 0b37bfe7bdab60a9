import type { resendCountdownMachine } from '@jinli/core/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** A "get code" button that shows the 60 s resend countdown (SPEC §9) and is disabled meanwhile. */
export function CodeButton(props: {
  countdown: ActorRefFrom<ReturnType<typeof resendCountdownMachine>>;
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const remaining = useSelector(props.countdown, (s) => s.context.remaining);
  const waiting = remaining > 0;
  return (
    <button
      type="button"
      className="btn btn-outline auth-code-button"
      disabled={waiting || props.busy}
      onClick={props.onClick}
    >
      {waiting ? t('auth.resendIn', { seconds: remaining }) : props.label}
    </button>
  );
}
