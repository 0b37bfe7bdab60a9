import { isSafeUrl } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { SectionError } from './SectionError.tsx';

export function SponsorBlock() {
  const { t } = useTranslation();
  const home = useServices().Home;
  const sponsor = useReadable(home, (s) => s.sponsor);
  const text = useServerText();
  const content = sponsor.data;

  return (
    <section className="home-section sponsor below-fold" aria-labelledby="home-sponsor-title">
      <header className="section-head">
        <h2 id="home-sponsor-title">{t('home.sponsorTitle')}</h2>
        {content && <p>{text(content.headline)}</p>}
      </header>
      {content ? (
        <>
          <p className="sponsor-intro">{text(content.intro)}</p>
          <ul className="sponsor-grid">
            {content.sponsors.map((item) => (
              <li key={item.id} className="sponsor-card">
                <div className="sponsor-media">
                  {isSafeUrl(item.image) && <img src={item.image} alt="" loading="lazy" decoding="async" />}
                </div>
                <div className="sponsor-body">
                  <h3>{text(item.title)}</h3>
                  <p className="sponsor-role">
                    {text(item.subtitle)} · <span className="num">{item.since}</span>
                  </p>
                  <p>{text(item.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : sponsor.status === 'error' ? (
        <SectionError message={sponsor.errorMessage} onRetry={() => void home.loadSponsor()} />
      ) : (
        <ul className="sponsor-grid" aria-busy="true">
          {[1, 2, 3].map((n) => (
            <li key={n} className="sponsor-card sponsor-card-skeleton skeleton" />
          ))}
        </ul>
      )}
    </section>
  );
}
