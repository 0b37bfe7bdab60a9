import type { HelpContent } from '@jinli/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Link } from '../../routes/routing.tsx';
import { SectionError } from '../home/SectionError.tsx';
import { useContentFold, useSiteContent } from './useSiteContent.ts';

export const helpPath = (key: string) => `/app/help/${key}`;

/** The articles by group. On phones it folds into a 文章目录 button that opens the list. */
export function HelpNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const [help, content] = useSiteContent((state) => state.help);
  const fold = useContentFold();
  const [open, setOpen] = useState(false);
  const data: HelpContent | null = help.data;
  const current = data?.articles.find((article) => helpPath(article.key) === pathname);

  // A chosen article closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav className={`help-nav ${open ? 'is-open' : ''}`} aria-label={t('helpCentre.contents')}>
      <button
        type="button"
        className="help-nav-toggle"
        aria-expanded={open}
        aria-controls="help-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t('helpCentre.contents')}</span>
        {current && <span className="help-nav-current">{fold(current.title)}</span>}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div id="help-nav-list" className="help-nav-list">
        {data ? (
          data.groups.map((group) => (
            <section key={group.key} className="help-nav-group">
              <h2>{fold(group.title)}</h2>
              <ul>
                {data.articles
                  .filter((article) => article.group === group.key)
                  .map((article) => (
                    <li key={article.key}>
                      <Link
                        to={helpPath(article.key)}
                        activeProps={{ className: 'is-active', 'aria-current': 'page' }}
                      >
                        {fold(article.title)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))
        ) : help.status === 'error' ? (
          <SectionError message={help.errorMessage} onRetry={() => void content.loadHelp(true)} />
        ) : (
          <ul className="help-nav-skeleton" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="skeleton" />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
