import { useId, useState, useSyncExternalStore } from 'react';
import { type InstallPlatform, installPlatformOf, installPrompt } from '../../app/installPrompt.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';

const PLATFORMS: readonly InstallPlatform[] = ['ios', 'android', 'desktop'];

/**
 * 添加到主屏幕 on /download (issue #26): the browser's own install dialog when it offers one
 * (`beforeinstallprompt`, kept by app/installPrompt.ts), else the steps for this browser first
 * (iOS Safari: 分享 → 添加到主屏幕), then the others.
 */
export function AddToHomeScreen() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const { offer, installed } = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  const [guide, setGuide] = useState(false);
  const [busy, setBusy] = useState(false);
  const guideId = useId();
  const platform = installPlatformOf(navigator.userAgent, navigator.maxTouchPoints);
  const ordered = [platform, ...PLATFORMS.filter((other) => other !== platform)];

  const add = async () => {
    if (offer === null) {
      setGuide(true);
      return;
    }
    setBusy(true);
    try {
      if (await installPrompt.prompt()) ui.toast(t('downloadPage.homeScreen.added'), 'success');
    } catch {
      setGuide(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="content-card download-home-screen" aria-labelledby={`${guideId}-title`}>
      <h2 id={`${guideId}-title`}>{t('downloadPage.homeScreen.title')}</h2>
      <p className="help-muted">{t('downloadPage.homeScreen.intro')}</p>
      {installed ? (
        <p role="status" className="download-installed">
          {t('downloadPage.homeScreen.installed')}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-expanded={offer === null ? guide : undefined}
          aria-controls={offer === null ? guideId : undefined}
          onClick={() => void add()}
        >
          {t('downloadPage.homeScreen.add')}
        </button>
      )}
      <div id={guideId} aria-live="polite">
        {guide && !installed && (
          <>
            <p className="download-guide-title">{t('downloadPage.homeScreen.guideTitle')}</p>
            <ol className="content-list">
              {ordered.map((id) => (
                <li key={id}>{t(`downloadPage.homeScreen.${id}`)}</li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
