import { REALITY_CHECK_INTERVAL_MS } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { PageHead } from './parts.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './limits.css';

const TOOLS = [
  { key: 'deposit', icon: 'M4 7h16v10H4zM4 11h16M8 15h3' },
  { key: 'cool', icon: 'M12 3v18M5 7l14 10M19 7L5 17' },
  { key: 'exclude', icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zM6 6l12 12' },
] as const;
const SIGNS = ['a', 'b', 'c', 'd'] as const;

/** /mine/limits (beyond the spec): reality check, deposit limits, cooling-off, self-exclusion. */
export function LimitsScreen() {
  const { t } = useTranslation();
  usePageTitle('理性游戏');
  const centre = useMemberCentre();
  const intervalMs = useReadable(centre, (s) => s.reality.intervalMs);
  const ui = useServices().UiStore;
  return (
    <div className="member-page">
      <PageHead title={t('member.limits.title')} />
      <section className="member-card limits-hero">
        <p>{t('member.limits.intro')}</p>
        <p className="limits-age">
          <span aria-hidden="true">18+</span>
          {t('member.limits.age')}
        </p>
      </section>
      <section className="member-card">
        <h2>{t('member.limits.realityTitle')}</h2>
        <p className="member-muted">
          {t('member.limits.realityText', {
            minutes: Math.round((intervalMs || REALITY_CHECK_INTERVAL_MS) / 60_000),
          })}
        </p>
      </section>
      <ul className="limits-tools">
        {TOOLS.map((tool) => (
          <li key={tool.key} className="member-card">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path
                d={tool.icon}
                fill="none"
                stroke="var(--brand-500)"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <h2>{t(`member.limits.${tool.key}Title`)}</h2>
            <p className="member-muted">{t(`member.limits.${tool.key}Text`)}</p>
          </li>
        ))}
      </ul>
      <section className="member-card limits-how">
        <p>{t('member.limits.how')}</p>
        <div className="member-head-actions">
          <button type="button" className="btn btn-primary" onClick={() => ui.openServiceWarning()}>
            {t('member.limits.contact')}
          </button>
          <Link to="/mine/betRecord" className="btn btn-outline">
            {t('member.limits.records')}
          </Link>
        </div>
      </section>
      <section className="member-card">
        <h2>{t('member.limits.signsTitle')}</h2>
        <ul className="limits-signs">
          {SIGNS.map((sign) => (
            <li key={sign}>{t(`member.limits.signs.${sign}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
