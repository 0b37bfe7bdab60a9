import type { ChatStatus } from '@jinli/core';
import { useTranslation } from '../i18n/useTranslation.tsx';

type Shown = 'ready' | 'connecting' | 'reconnecting' | 'disconnected';

/** The 5 s wait after a drop already reads as reconnecting: the member only cares that it is coming back. */
export function shownStatus(status: ChatStatus): Shown {
  switch (status) {
    case 'ready':
      return 'ready';
    case 'connecting':
    case 'loggingIn':
      return 'connecting';
    case 'closed':
    case 'reconnecting':
      return 'reconnecting';
    default:
      return 'disconnected';
  }
}

export function ConnectionIndicator({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  const shown = shownStatus(status);
  return (
    <span className={`chat-link chat-link-${shown}`} role="status" data-status={shown}>
      <span className="chat-link-dot" aria-hidden="true" />
      {t(`chat.status.${shown}`)}
    </span>
  );
}
