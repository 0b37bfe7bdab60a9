import type { Showcase } from '@jinli/core';
import { formatBalance } from '@jinli/core/rules';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion.ts';
import { SectionBody, ShowcaseSection, useShowcaseSlice } from './ShowcaseSection.tsx';

/** 累计奖池: the pools' total (core adds them exactly) and a ticker of each pool (getBonusPools). */
export function JackpotTicker({ showcase }: { showcase: Showcase | null }) {
  const { t } = useTranslation();
  const text = useServerText();
  const reduced = usePrefersReducedMotion();
  const slice = useShowcaseSlice(showcase, 'jackpot');
  return (
    <ShowcaseSection id="showcase-jackpot" title={t('showcase.jackpotTitle')} className="showcase-jackpot">
      <SectionBody
        slice={slice}
        isEmpty={(data) => data.pools.length === 0}
        empty={t('showcase.jackpotEmpty')}
        skeleton={<div className="showcase-skeleton showcase-skeleton-jackpot" />}
        onRetry={() => void showcase?.loadJackpot()}
      >
        {(data) => (
          <div className="jackpot-card">
            <div className="jackpot-total">
              <svg className="jackpot-coin" viewBox="0 0 48 48" aria-hidden="true">
                <circle cx="24" cy="24" r="21" fill="#f2b441" stroke="#c98a12" strokeWidth="3" />
                <circle cx="24" cy="24" r="14" fill="none" stroke="#fff3c4" strokeWidth="2" />
                <path d="M17 18l7 8 7-8M24 26v9M18 29h12" stroke="#8a5a00" strokeWidth="2.5" fill="none" />
              </svg>
              <div>
                <p className="jackpot-subtitle">{t('showcase.jackpotSubtitle')}</p>
                <p className="jackpot-amount num" data-testid="jackpot-total">
                  ¥{formatBalance(data.total)}
                </p>
              </div>
            </div>
            <div className={`jackpot-ticker ${reduced ? 'is-still' : ''}`}>
              <ul className="jackpot-track" data-testid="jackpot-pools">
                {data.pools.map((pool) => (
                  <li key={pool.enName}>
                    <span>{text(pool.name)}</span>
                    <strong className="num">¥{formatBalance(pool.amount)}</strong>
                  </li>
                ))}
              </ul>
              {!reduced && (
                <ul className="jackpot-track" aria-hidden="true">
                  {data.pools.map((pool) => (
                    <li key={pool.enName}>
                      <span>{text(pool.name)}</span>
                      <strong className="num">¥{formatBalance(pool.amount)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </SectionBody>
    </ShowcaseSection>
  );
}
