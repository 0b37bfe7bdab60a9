import { isHelpArticleOpen } from '@jinli/core/rules';
import { useServices } from '../app/ServicesProvider.tsx';
import { useReadable } from '../app/useReadable.ts';
import { BrandMark } from '../components/Logo.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link } from '../routes/routing.tsx';
import './footer.css';

const HELP_LINKS = ['kh', 'ck', 'qk', 'gywm', 'zxkf'] as const;
const SITE_LINKS = [
  ['agent', '/agent'],
  ['sponsor', '/sponsor'],
  ['download', '/download'],
  ['help', '/app/help'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const clock = useServices().Clock;
  const year = new Date(clock.now()).getFullYear();
  const preInfo = useReadable(useServices().Site, (state) => state.preInfo);
  // Guard rule 4: with deposits off the deposit article is closed, so its link goes too.
  const depositSwitch = preInfo.data?.siteBaseConfig.depositSwitch;
  const helpLinks = HELP_LINKS.filter((id) => isHelpArticleOpen(id, depositSwitch));

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <div className="footer-logo">
            <BrandMark size={36} />
            <span>{t('brand.name')}</span>
          </div>
          <p>{t('brand.slogan')}</p>
          <p className="footer-adult">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            <span>{t('brand.adult')}</span>
          </p>
        </div>
        <nav className="footer-links" aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            {helpLinks.map((id) => (
              <li key={id}>
                <Link to={`/app/help/${id}`}>{t(`footer.helpLinks.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('siteLinks.title')}>
          <h2>{t('siteLinks.title')}</h2>
          <ul>
            {SITE_LINKS.map(([id, path]) => (
              <li key={id}>
                <Link to={path}>{t(`siteLinks.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-links">
          <h2>{t('footer.legalTitle')}</h2>
          <ul>
            <li>
              <button type="button" className="link-button" onClick={() => ui.openLegal('terms')}>
                {t('footer.terms')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => ui.openLegal('privacy')}>
                {t('footer.privacy')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <p>{t('brand.licence')}</p>
        <p>{t('footer.copyright', { year, brandName: t('brand.name') })}</p>
      </div>
    </footer>
  );
}
