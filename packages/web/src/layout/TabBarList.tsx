import { isClosable, type TabBarState, type VisitedTab } from '@jinli/core/rules';
import { useServices } from '../app/ServicesProvider.tsx';
import { MarqueeTitle } from '../components/MarqueeTitle.tsx';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link, useRouter } from '../routes/routing.tsx';
import { TabIcon } from './TabIcon.tsx';

/** The tab bar's list (TabBar.tsx renders it once there are two tabs; issue #27: its own chunk). */
export function TabBarList({ state }: { state: TabBarState }) {
  const { t } = useTranslation();
  const bar = useServices().TabBar;
  const text = useServerText();
  const router = useRouter();

  const close = (tab: VisitedTab) => {
    const next = bar.close(tab.path);
    if (next !== null) void router.navigate({ to: next });
  };

  return (
    <nav className="tab-bar" aria-label={t('shell.tabsLabel')}>
      <ul className="tab-bar-list container">
        {state.tabs.map((tab) => {
          const active = tab.path === state.activePath;
          const title = text(tab.title);
          return (
            <li key={tab.path} className={`tab-chip ${active ? 'is-active' : ''}`}>
              <Link
                to={tab.path}
                // SPEC §2: going home reloads the page, from the home tab as from the logo.
                reloadDocument={tab.path === '/'}
                aria-current={active ? 'page' : undefined}
                className="tab-chip-link"
                title={title}
              >
                <TabIcon category={tab.category} />
                <MarqueeTitle text={title} className="tab-chip-title" />
              </Link>
              {isClosable(tab) && (
                <button
                  type="button"
                  className="tab-chip-close"
                  aria-label={t('shell.closeTab', { title })}
                  onClick={() => close(tab)}
                >
                  <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
                    <path
                      d="M2 2l8 8M10 2l-8 8"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
