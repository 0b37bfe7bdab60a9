import type { NavigationItem } from '@jinli/core/contract';
import { isInAppPath, isSafeUrl } from '@jinli/core/rules';
import { useServices } from '../app/ServicesProvider.tsx';
import { useReadable } from '../app/useReadable.ts';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link } from '../routes/routing.tsx';

const SKELETON_ITEMS = 9;

/** The header's category links from navigationList, with skeleton, error + retry, badges. */
export function MainNav() {
  const { t } = useTranslation();
  const site = useServices().Site;
  const navigation = useReadable(site, (s) => s.navigation);
  const serverText = useServerText();
  const items = navigation.data ?? [];
  const showSkeleton =
    items.length === 0 && (navigation.status === 'idle' || navigation.status === 'loading');

  return (
    <nav className="main-nav" aria-label={t('header.navLabel')}>
      {navigation.status === 'error' && items.length === 0 ? (
        <div className="nav-error">
          <span role="alert">{serverText(navigation.errorMessage)}</span>
          <button type="button" className="btn btn-small btn-gold" onClick={() => void site.loadNavigation()}>
            {t('common.retry')}
          </button>
        </div>
      ) : showSkeleton ? (
        <ul className="nav-list" aria-busy="true">
          {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="nav-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="nav-list">
          {items.map((item) => (
            <li key={item.id}>
              <NavLink
                item={item}
                label={serverText(item.name)}
                badge={item.badge && serverText(item.badge)}
              />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function NavLink({ item, label, badge }: { item: NavigationItem; label: string; badge: string | null }) {
  const content = (
    <>
      <span>{label}</span>
      {badge && <span className={`nav-badge ${badge === '新' ? 'nav-badge-new' : ''}`}>{badge}</span>}
    </>
  );
  if (isInAppPath(item.path)) {
    return (
      <Link
        to={item.path}
        // SPEC §2: going home reloads the page.
        reloadDocument={item.path === '/'}
        className="nav-link"
        activeProps={{ className: 'is-active', 'aria-current': 'page' }}
      >
        {content}
      </Link>
    );
  }
  if (!isSafeUrl(item.path)) return null;
  return (
    <a href={item.path} className="nav-link" target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
