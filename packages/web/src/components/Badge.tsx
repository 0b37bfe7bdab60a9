import { badgeText } from '@jinli/core/rules';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './badge.css';

/** An unread-count bubble; renders nothing for 0. */
export function Badge({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const text = badgeText(count);
  if (text === '') return null;
  return (
    <span
      className={`count-badge ${className}`}
      role="status"
      aria-label={t('common.unreadBadge', { count })}
    >
      {text}
    </span>
  );
}
