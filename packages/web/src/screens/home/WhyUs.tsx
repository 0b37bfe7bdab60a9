import { useTranslation } from '../../i18n/useTranslation.tsx';

const ITEMS = [
  { id: 'safe', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  { id: 'fast', icon: 'M13 2L4 14h7l-1 8 9-12h-7z' },
  { id: 'service', icon: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1zm16 0h-3v6h2a1 1 0 001-1z' },
] as const;

export function WhyUs() {
  const { t } = useTranslation();
  return (
    <section className="home-section below-fold" aria-labelledby="home-why-title">
      <header className="section-head">
        <h2 id="home-why-title">{t('home.whyTitle')}</h2>
      </header>
      <ul className="why-grid">
        {ITEMS.map((item) => (
          <li key={item.id} className="why-item">
            <span className="why-icon">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path
                  d={item.icon}
                  stroke="currentColor"
                  strokeWidth="1.8"
                  fill="none"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span>
              <strong>{t(`home.why.${item.id}`)}</strong>
              <span className="why-text">{t(`home.why.${item.id}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
