import type { HelpArticle } from '@jinli/core';
import { findHelpArticle, matchRoute, searchTerms } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link, useRouterState } from '../../routes/routing.tsx';
import { SectionError } from '../home/SectionError.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { helpPath } from './HelpNav.tsx';
import { useContentFold, useSiteContent } from './useSiteContent.ts';

/** /app/help: every group with its articles, for browsing (the phone's way in, too). */
export function HelpIndexPage() {
  const { t } = useTranslation();
  const [help, content] = useSiteContent((state) => state.help);
  const fold = useContentFold();
  usePageTitle('帮助中心');
  const data = help.data;
  return (
    <section className="help-card">
      <h1>{t('helpCentre.browse')}</h1>
      {data ? (
        <div className="help-groups">
          {data.groups.map((group) => {
            const articles = data.articles.filter((article) => article.group === group.key);
            return (
              <section key={group.key} className="help-group-card">
                <h2 className="help-group-title">
                  {fold(group.title)}
                  <span className="help-muted">{t('helpCentre.groupCount', { count: articles.length })}</span>
                </h2>
                <ul>
                  {articles.map((article) => (
                    <li key={article.key}>
                      <Link to={helpPath(article.key)}>{fold(article.title)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      ) : help.status === 'error' ? (
        <SectionError message={help.errorMessage} onRetry={() => void content.loadHelp(true)} />
      ) : (
        <p className="help-muted" aria-busy="true">
          {t('helpCentre.loading')}
        </p>
      )}
    </section>
  );
}

function useHighlightQuery(): string {
  return useRouterState({
    select: (state) => {
      const q = (state.location.search as Record<string, unknown>).q;
      return typeof q === 'string' ? q : '';
    },
  });
}

/** /app/help/{key}: one article, sanitised, in the member's script, search words marked. */
export function HelpArticlePage() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const def = matchRoute(pathname).route;
  const key = def.name.startsWith('help.') ? def.name.slice('help.'.length) : '';
  const [state, content] = useSiteContent((snapshot) => snapshot);
  const fold = useContentFold();
  const ui = useServices().UiStore;
  const q = useHighlightQuery();
  const terms = searchTerms(q, fold);
  const article = findHelpArticle(state, key);
  const help = state.help;
  usePageTitle(article ? fold(article.title) : def.title);

  if (article === undefined) {
    if (help.status === 'error') {
      return (
        <section className="help-card">
          <SectionError message={help.errorMessage} onRetry={() => void content.loadHelp(true)} />
        </section>
      );
    }
    if (help.status !== 'ready') {
      return (
        <section className="help-card help-article-skeleton" aria-busy="true">
          <p className="help-muted">{t('helpCentre.loading')}</p>
        </section>
      );
    }
    return (
      <section className="help-card help-empty">
        <h1>{t('helpCentre.missingTitle')}</h1>
        <p>{t('helpCentre.missingHint')}</p>
      </section>
    );
  }
  const articles = help.data?.articles ?? [];
  const index = articles.findIndex((entry) => entry.key === article.key);
  return (
    <article className="help-card help-article" aria-labelledby="help-article-title">
      <header>
        <h1 id="help-article-title">{fold(article.title)}</h1>
        {article.updated && (
          <p className="help-muted num">{t('helpCentre.updated', { date: article.updated })}</p>
        )}
      </header>
      <ArticleBody html={article.body} fold={fold} terms={terms} />
      {article.action === 'customerService' && (
        <p className="help-article-action">
          <button type="button" className="btn btn-primary" onClick={() => ui.openServiceWarning()}>
            {t('helpCentre.contactService')}
          </button>
        </p>
      )}
      <ArticlePager previous={articles[index - 1]} next={articles[index + 1]} fold={fold} />
    </article>
  );
}

function ArticlePager(props: {
  previous: HelpArticle | undefined;
  next: HelpArticle | undefined;
  fold: (text: string) => string;
}) {
  const { t } = useTranslation();
  const { previous, next, fold } = props;
  return (
    <nav className="help-pager" aria-label={t('helpCentre.pager')}>
      {previous ? (
        <Link to={helpPath(previous.key)} className="help-pager-link">
          <span className="help-muted">{t('helpCentre.prev')}</span>
          {fold(previous.title)}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={helpPath(next.key)} className="help-pager-link is-next">
          <span className="help-muted">{t('helpCentre.next')}</span>
          {fold(next.title)}
        </Link>
      )}
    </nav>
  );
}
