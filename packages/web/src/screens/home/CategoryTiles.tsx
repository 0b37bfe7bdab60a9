import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Link } from '../../routes/routing.tsx';
import { CategoryArt } from './CategoryArt.tsx';
import { HOME_CATEGORIES } from './categories.ts';

export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <header className="section-head">
        <h2 id="home-categories-title">{t('home.categoriesTitle')}</h2>
        <p>{t('home.categoriesSubtitle')}</p>
      </header>
      <ul className="tile-grid">
        {HOME_CATEGORIES.map((category) => (
          <li key={category.id} className={`tile tile-${category.tone} tile-${category.id}`}>
            <Link to={category.path} className="tile-link">
              <span className="tile-text">
                <span className="tile-name">{t(`categories.${category.id}.name`)}</span>
                <span className="tile-tagline">{t(`categories.${category.id}.tagline`)}</span>
                <span className="tile-cta" aria-hidden="true">
                  {t('home.enter')} →
                </span>
              </span>
              <CategoryArt id={category.id} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
