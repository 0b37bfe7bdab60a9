import { isClosable, type VisitedTab } from '@jinli/core/rules';
import { useLayoutEffect, useState } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { MarqueeTitle } from '../components/MarqueeTitle.tsx';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link, useRouter } from '../routes/routing.tsx';
import { TabIcon } from './TabIcon.tsx';
import './tabBar.css';

/** SPEC §2: the visited pages as tabs (core's tab bar); a revisited tab keeps its scroll and state. */
export function TabBar() {
  const { t } = useTranslation();
  const bar = useServices().TabBar;
  // Subscribed in a layout effect, not useSyncExternalStore's passive one: a page names its tab in its own
  // layout effect (usePageTitle), and the renamed chip is then drawn before the first paint instead of a
  // render later, where its wider chip moved the close button (a layout shift, issue #27).
  const [state, setState] = useState(bar.getSnapshot);
  useLayoutEffect(() => {
    setState(bar.getSnapshot());
    return bar.subscribe(() => setState(bar.getSnapshot()));
  }, [bar]);
  const text = useServerText();
  const router = useRouter();
  if (state.tabs.length < 2) return null;

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
