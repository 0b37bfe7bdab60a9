import type { DiscountAd } from '@jinli/core/contract';
import { groupPromotions, isInAppPath, isSafeUrl } from '@jinli/core/rules';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadFailedCard } from './ActivityFeedback.tsx';
import { ActivityPeriod } from './ActivityParts.tsx';
import './activity.css';

const ALL = '';

/** /activity/discount: every promotion (getMyDiscountAd) by category, each card leading to its page. */
export function DiscountScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('优惠活动');
  const activities = useServices().Activities;
  const { promotions } = useSyncExternalStore(activities.subscribe, activities.getSnapshot);
  const ads = promotions.data ?? [];
  const [category, setCategory] = useState(ALL);
  // Promotion art is lettered in the member's script: a language switch asks for it again (issue #28).
  const { locale } = useSnapshot(useServices().LocaleStore.state);
  useEffect(() => {
    void locale;
    void activities.loadPromotions();
  }, [activities, locale]);
  const groups = groupPromotions(ads);
  const shown = category === ALL ? ads : (groups.find((g) => g.code === category)?.ads ?? []);

  return (
    <div className="activity-page container">
      <header className="discount-head">
        <h1>{t('activity.discountTitle')}</h1>
        <p>{t('activity.discountIntro')}</p>
      </header>
      <div className="discount-tabs" role="tablist" aria-label={t('activity.categories')}>
        {[{ code: ALL, name: t('activity.allCategories') }, ...groups].map((group) => (
          <button
            key={group.code || 'all'}
            type="button"
            role="tab"
            aria-selected={category === group.code}
            className={`discount-tab ${category === group.code ? 'is-active' : ''}`}
            onClick={() => setCategory(group.code)}
          >
            {group.code === ALL ? group.name : text(group.name)}
          </button>
        ))}
      </div>
      {promotions.status === 'error' && ads.length === 0 ? (
        <LoadFailedCard message={promotions.errorMessage} onRetry={() => void activities.loadPromotions()} />
      ) : promotions.status !== 'ready' && ads.length === 0 ? (
        <ul className="discount-grid" aria-busy="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <li key={key} className="discount-card discount-card-skeleton skeleton" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="activity-card activity-empty">{t('activity.emptyList')}</p>
      ) : (
        <div role="tabpanel">
          <ul className="discount-grid">
            {shown.map((ad) => (
              <li key={ad.id}>
                <PromotionCard ad={ad} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function PromotionCard({ ad }: { ad: DiscountAd }) {
  const { t } = useTranslation();
  const text = useServerText();
  const image = isSafeUrl(ad.image) ? ad.image : '';
  const body = (
    <>
      <div className="discount-art">
        {image && <img src={image} alt="" loading="lazy" width={1200} height={360} />}
      </div>
      <div className="discount-body">
        <span className="activity-tag">{text(ad.categoryName)}</span>
        <h2>{text(ad.title)}</h2>
        <p className="activity-subtitle">{text(ad.subtitle)}</p>
        <ActivityPeriod startTime={ad.startTime} endTime={ad.endTime} />
        <span className="btn btn-primary btn-small discount-more">{t('activity.viewDetail')}</span>
      </div>
    </>
  );
  if (isInAppPath(ad.link))
    return (
      <Link to={ad.link} className="discount-card" aria-label={text(ad.title)}>
        {body}
      </Link>
    );
  if (isSafeUrl(ad.link))
    return (
      <a
        href={ad.link}
        className="discount-card"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text(ad.title)}
      >
        {body}
      </a>
    );
  return <div className="discount-card">{body}</div>;
}
