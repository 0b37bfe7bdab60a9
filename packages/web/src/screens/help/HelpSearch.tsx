import type { TextSegment } from '@jinli/core/rules';
import { HELP_QUERY_MAX } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Link } from '../../routes/routing.tsx';
import { helpPath } from './HelpNav.tsx';
import { useSiteContent } from './useSiteContent.ts';

/** Text runs with the matched ones in <mark>; the runs are plain strings, rendered as text. */
export function Highlighted({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export function HelpSearchBox() {
  const { t } = useTranslation();
  const [query, content] = useSiteContent((state) => state.query);
  return (
    <form className="help-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="help-search-input" className="visually-hidden">
        {t('helpCentre.searchLabel')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id="help-search-input"
        type="search"
        value={query}
        maxLength={HELP_QUERY_MAX}
        placeholder={t('helpCentre.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => content.search(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') content.search('');
        }}
      />
      {query !== '' && (
        <button type="button" className="help-search-clear" onClick={() => content.search('')}>
          <span className="visually-hidden">{t('helpCentre.searchClear')}</span>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </form>
  );
}

/** Matches of the query, title and excerpt with the words marked; an empty state with a way on. */
export function HelpSearchResults() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const [state, content] = useSiteContent((snapshot) => snapshot);
  const { query, results } = state;
  const status = state.help.status;
  const shownQuery = query.trim();

  if (status !== 'ready' && results.length === 0) {
    return (
      <section className="help-card" aria-busy="true">
        <p className="help-muted">{t('helpCentre.loading')}</p>
      </section>
    );
  }
  return (
    <section className="help-card help-results" aria-live="polite">
      {results.length === 0 ? (
        <div className="help-empty">
          <h1>{t('helpCentre.noResults', { query: shownQuery })}</h1>
          <p>{t('helpCentre.noResultsHint')}</p>
          <button type="button" className="btn btn-primary" onClick={() => ui.openServiceWarning()}>
            {t('helpCentre.contactService')}
          </button>
        </div>
      ) : (
        <>
          <h1>{t('helpCentre.results', { count: results.length, query: shownQuery })}</h1>
          <ul>
            {results.map((hit) => (
              <li key={hit.key}>
                <Link
                  to={helpPath(hit.key)}
                  search={{ q: shownQuery }}
                  onClick={() => content.search('')}
                  className="help-result"
                >
                  <span className="help-result-title">
                    <Highlighted segments={hit.title} />
                  </span>
                  <span className="help-result-snippet">
                    <Highlighted segments={hit.snippet} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
