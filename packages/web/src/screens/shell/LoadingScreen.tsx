import { BrandMark } from '../../components/Logo.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import './shell.css';

/** `/loading`: what a window shows while a game or a venue is being opened for it. */
export function LoadingScreen() {
  const { t } = useTranslation();
  usePageTitle(t('shell.loadingTitle'));
  return (
    <main className="shell-screen" aria-busy="true">
      <div className="shell-card" role="status" aria-live="polite">
        <span className="shell-koi" aria-hidden="true">
          <BrandMark size={72} />
        </span>
        <h1>{t('shell.loadingTitle')}</h1>
        <p>{t('shell.loadingHint')}</p>
        <span className="shell-dots" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
      </div>
    </main>
  );
}
