import type { KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link } from '../routes/routing.tsx';
import type { LegalTab } from '../stores/uiStore.ts';
import { Dialog } from './Dialog.tsx';

const TERMS = ['age', 'account', 'rights', 'payout', 'disputes', 'records'] as const;
const PRIVACY = ['collect', 'security', 'age', 'sharing', 'contact'] as const;
const TABS: readonly LegalTab[] = ['terms', 'privacy'];

/** SPEC §2: one 700 px modal holding the terms and the privacy policy, switchable by tabs. */
export function LegalDialog(props: { tab: LegalTab; onTab: (tab: LegalTab) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { tab, onTab, onClose } = props;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'terms' ? 'privacy' : 'terms';
    onTab(next);
    document.getElementById(`legal-tab-${next}`)?.focus();
  };

  const sections =
    tab === 'terms'
      ? TERMS.map((id) => ({
          id,
          heading: t(`legal.termsSections.${id}.heading`),
          body: t(`legal.termsSections.${id}.body`),
        }))
      : PRIVACY.map((id) => ({
          id,
          heading: t(`legal.privacySections.${id}.heading`),
          body: t(`legal.privacySections.${id}.body`),
        }));

  return (
    <Dialog title={t('legal.title')} width={700} onClose={onClose} className="legal-dialog">
      <div role="tablist" aria-label={t('legal.title')} className="tabs">
        {TABS.map((id) => (
          <button
            key={id}
            id={`legal-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="legal-panel"
            tabIndex={tab === id ? 0 : -1}
            className="tab"
            onClick={() => onTab(id)}
            onKeyDown={onTabKey}
          >
            {t(`legal.${id}`)}
          </button>
        ))}
      </div>
      <div id="legal-panel" role="tabpanel" aria-labelledby={`legal-tab-${tab}`} className="legal-panel">
        {sections.map((section) => (
          <section key={section.id}>
            <h3>{section.heading}</h3>
            <p>{section.body}</p>
          </section>
        ))}
        <p className="legal-updated">{t('legal.updated')}</p>
        <p>
          <Link to={tab === 'terms' ? '/app/help/gztk' : '/app/help/ysgz'} onClick={onClose}>
            {t('helpCentre.fullText')}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
