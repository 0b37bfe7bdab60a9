import { isSafeUrl } from '@jinli/core/rules';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { useContentFold } from '../help/useSiteContent.ts';
import { ContentState } from './ContentState.tsx';
import { useContentPart } from './useContentPart.ts';
import './content.css';

/** /sponsor: the operator's sponsorships (advertising/sponsorContent). */
export function SponsorScreen() {
  const { t } = useTranslation();
  const [sponsor, retry] = useContentPart('sponsor');
  const fold = useContentFold();
  usePageTitle('赞助');
  const data = sponsor.data;

  return (
    <div className="container content-page">
      <section className="content-hero sponsor-hero">
        <p className="content-eyebrow">{t('sponsorPage.eyebrow')}</p>
        <h1>{data ? fold(data.headline) : t('sponsorPage.eyebrow')}</h1>
        {data && <p className="content-hero-intro">{fold(data.intro)}</p>}
      </section>
      {data === null ? (
        <ContentState status={sponsor.status} error={sponsor.errorMessage} onRetry={retry} />
      ) : (
        <section aria-labelledby="sponsor-partners">
          <h2 id="sponsor-partners" className="content-section-title">
            {t('sponsorPage.partners')}
          </h2>
          <ul className="sponsor-list">
            {data.sponsors.map((item) => (
              <li key={item.id} className="sponsor-feature">
                <div className="sponsor-feature-media">
                  {isSafeUrl(item.image) && <img src={item.image} alt="" />}
                </div>
                <div className="sponsor-feature-body">
                  <p className="sponsor-feature-role">
                    {fold(item.subtitle)} ·{' '}
                    <span className="num">{t('sponsorPage.since', { year: item.since })}</span>
                  </p>
                  <h3>{fold(item.title)}</h3>
                  <p>{fold(item.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
