import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { AddToHomeScreen } from './AddToHomeScreen.tsx';
import { ContentState } from './ContentState.tsx';
import { useContentPart } from './useContentPart.ts';
import './content.css';

const FEATURES = ['fast', 'safe', 'live'] as const;

/** A QR code (PNG data URL) of `url`, made in the page by the qrcode package; null until ready. */
function useQrCode(url: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (url === null) return;
    let live = true;
    QRCode.toDataURL(url, { width: 240, margin: 1, errorCorrectionLevel: 'M' })
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

/** /download: the app download, reached through the h5 site of preInfo (siteBaseConfig.h5DomainUrl). */
export function DownloadScreen() {
  const { t } = useTranslation();
  const [download, retry] = useContentPart('download');
  const ui = useServices().UiStore;
  usePageTitle('APP下载');
  const h5Url = download.data?.h5Url ?? null;
  const qr = useQrCode(h5Url);

  const copy = async () => {
    if (h5Url === null) return;
    try {
      await navigator.clipboard.writeText(h5Url);
      ui.toast(t('downloadPage.copied'), 'success');
    } catch {
      ui.toast(t('downloadPage.copyFailed'), 'error');
    }
  };

  return (
    <div className="container content-page">
      <section className="content-hero download-hero">
        <div className="download-hero-text">
          <p className="content-eyebrow">{t('downloadPage.title')}</p>
          <h1>{t('downloadPage.headline')}</h1>
          <p className="content-hero-intro">{t('downloadPage.intro')}</p>
          <ul className="download-features">
            {FEATURES.map((id) => (
              <li key={id}>
                <strong>{t(`downloadPage.features.${id}.title`)}</strong>
                <span>{t(`downloadPage.features.${id}.text`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="download-qr-card">
          {download.data === null ? (
            <ContentState status={download.status} error={download.errorMessage} onRetry={retry} />
          ) : h5Url === null ? (
            <p className="download-unavailable" role="status">
              {t('downloadPage.unavailable')}
            </p>
          ) : (
            <>
              <h2>{t('downloadPage.scan')}</h2>
              <div className="download-qr">
                {qr ? (
                  <img src={qr} width={200} height={200} alt={t('downloadPage.qrAlt', { url: h5Url })} />
                ) : (
                  <div className="skeleton download-qr-skeleton" aria-busy="true" />
                )}
              </div>
              <p className="download-url num">{h5Url}</p>
              <p className="help-muted">{t('downloadPage.scanHint')}</p>
              <div className="download-actions">
                <button type="button" className="btn btn-small btn-primary" onClick={() => void copy()}>
                  {t('downloadPage.copy')}
                </button>
                <a
                  className="btn btn-small btn-outline"
                  href={h5Url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('downloadPage.open')}
                </a>
              </div>
            </>
          )}
        </div>
      </section>
      <AddToHomeScreen />
      <section className="content-card" aria-labelledby="download-steps">
        <h2 id="download-steps">{t('downloadPage.steps.title')}</h2>
        <ol className="content-list">
          <li>{t('downloadPage.steps.scan')}</li>
          <li>{t('downloadPage.steps.install')}</li>
          <li>{t('downloadPage.steps.trust')}</li>
        </ol>
      </section>
    </div>
  );
}
