import type { MemberCentre } from '@jinli/core';
import { selectAvatar, selectDisplayName, selectIsBalanceLoading } from '@jinli/core/machines';
import { formatBalance } from '@jinli/core/rules';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { isShownImage } from '../app/imagePolicy.ts';
import { useServices } from '../app/ServicesProvider.tsx';
import { useLazy } from '../app/useLazy.ts';
import { useReadable } from '../app/useReadable.ts';
import { Badge } from '../components/Badge.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link } from '../routes/routing.tsx';

// The member's part of the header (HeaderAccount.tsx): its own chunk, off a visitor's first visit (issue #27).

/** The member area's shortcuts, in menu order. */
const MEMBER_LINKS = [
  { to: '/mine/userinfo', key: 'userinfo' },
  { to: '/mine/wallet', key: 'wallet' },
  { to: '/mine/savemoney', key: 'savemoney' },
  { to: '/mine/takemoney', key: 'takemoney' },
  { to: '/mine/transRecord', key: 'transRecord' },
  { to: '/mine/betRecord', key: 'betRecord' },
  { to: '/mine/message', key: 'message' },
  { to: '/mine/auth', key: 'auth' },
] as const;

/** The member's name, total balance and the member menu (SPEC §2, §9). */
export function MemberArea() {
  const { t } = useTranslation();
  const session = useServices().Session;
  const ui = useServices().UiStore;
  const name = useReadable(session, selectDisplayName);
  const balanceLoading = useReadable(session, selectIsBalanceLoading);

  const confirmLogout = () =>
    ui.openTips({
      message: t('session.logoutConfirm'),
      showCancel: true,
      onSure: () => session.send({ type: 'session.logout' }),
    });

  return (
    <div className="header-member">
      <div className="header-balance" aria-live="polite">
        <HeaderTotal />
        <button
          type="button"
          className={`header-icon-button ${balanceLoading ? 'is-spinning' : ''}`}
          onClick={() => session.send({ type: 'session.refreshBalance', showError: true })}
          disabled={balanceLoading}
          aria-label={t('session.refreshBalance')}
          title={t('session.refreshBalance')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M20 12a8 8 0 11-2.34-5.66M20 4v5h-5"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <MemberMenu name={name} onLogout={confirmLogout} />
    </div>
  );
}

/**
 * 总余额 from the engine's balance summary (center wallet + every venue + lock money, issue #28); the
 * amount opens its parts.
 */
function HeaderTotal() {
  const { t } = useTranslation();
  const summary = useReadable(useServices().Balances, (s) => s.summary);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const partsId = useId();
  useDismiss(open, rootRef, setOpen);
  if (summary === null)
    return (
      <>
        <span className="header-balance-label">{t('session.balance')}</span>
        <span className="header-skeleton header-skeleton-balance" aria-hidden="true" />
      </>
    );
  const parts = [
    ['partCenter', summary.center],
    ['partVenues', summary.inVenues],
    ['partLock', summary.lock],
  ] as const;
  return (
    <span className="header-balance-total" ref={rootRef}>
      <button
        type="button"
        className="header-balance-toggle"
        aria-expanded={open}
        aria-controls={partsId}
        aria-label={`${t('session.balance')} ${t('session.currency')}${formatBalance(summary.total)}，${t('session.balanceParts')}`}
        onClick={() => setOpen((value) => !value)}
        data-testid="header-total"
      >
        <span className="header-balance-label">{t('session.balance')}</span>
        <span className="header-balance-amount">
          <span className="header-balance-currency">{t('session.currency')}</span>
          {formatBalance(summary.total)}
        </span>
      </button>
      {open && (
        <dl id={partsId} className="header-balance-parts" aria-label={t('session.balanceParts')}>
          {parts.map(([key, amount]) => (
            <div key={key}>
              <dt>{t(`session.${key}`)}</dt>
              <dd className="num">
                {t('session.currency')}
                {formatBalance(amount)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </span>
  );
}

/** Closes an open popup on Escape or a press outside `root`. */
function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const dismiss = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', dismiss);
    document.addEventListener('keydown', dismiss);
    return () => {
      document.removeEventListener('mousedown', dismiss);
      document.removeEventListener('keydown', dismiss);
    };
  }, [open, root, setOpen]);
}

/** Unread letters (+ feedback replies for `all`) from the member centre's inbox. */
function HeaderUnreadBadge({ which }: { which: 'all' | 'letters' }) {
  // The engine loads the member centre at login; until it is in, there is nothing unread to show.
  const centre = useLazy(useServices().Engine.memberCentre);
  return centre === null ? null : <UnreadCount centre={centre} which={which} />;
}

function UnreadCount({ centre, which }: { centre: MemberCentre; which: 'all' | 'letters' }) {
  const count = useReadable(centre, (s) => s.inbox.totals[which]);
  return <Badge count={count} className="header-badge" />;
}

/** The member's chosen avatar (issue #28), else the first letter of the name. */
function HeaderAvatar({ name }: { name: string }) {
  const avatar = useReadable(useServices().Session, selectAvatar);
  const [failed, setFailed] = useState('');
  if (avatar !== '' && avatar !== failed && isShownImage(avatar)) {
    return (
      <img
        className="header-avatar header-avatar-image"
        src={avatar}
        alt=""
        width={28}
        height={28}
        data-testid="header-avatar"
        onError={() => setFailed(avatar)}
      />
    );
  }
  return (
    <span className="header-avatar" aria-hidden="true" data-testid="header-avatar">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function MemberMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(open, rootRef, setOpen);

  return (
    <div className="header-menu" ref={rootRef}>
      <button
        type="button"
        className="header-menu-trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('session.memberMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <HeaderAvatar name={name} />
        {name === '' ? (
          <span className="header-skeleton header-skeleton-name" aria-hidden="true" />
        ) : (
          <span className="header-member-name">{name}</span>
        )}
        <HeaderUnreadBadge which="all" />
        <svg className="header-caret" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className="header-menu-list">
          {MEMBER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="header-menu-link" onClick={() => setOpen(false)}>
                {t(`session.links.${link.key}`)}
                {link.key === 'message' && <HeaderUnreadBadge which="letters" />}
              </Link>
            </li>
          ))}
          <li className="header-menu-divider">
            <button
              type="button"
              className="header-menu-link header-menu-logout"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {t('session.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
