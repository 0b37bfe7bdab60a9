import type { VenueCategory } from '@jinli/core/contract';
import { formatBalance } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

const POOL_REFRESH_MS = 5000;

/** The growing bonus pools of the category, refreshed every few seconds from the server. */
export function BonusPoolTicker({ category }: { category: VenueCategory }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Games;
  const clock = useServices().Clock;
  const { pools } = useReadable(store);
  useEffect(() => {
    void store.loadPools(category);
    const timer = clock.repeat(() => void store.loadPools(category), POOL_REFRESH_MS);
    return () => clock.cancelRepeat(timer);
  }, [store, clock, category]);
  if (pools.data === null || pools.data.pools.length === 0) return null;
  return (
    <section className="pool-ticker" aria-label={t('games.pools')}>
      <span className="pool-title">{t('games.pools')}</span>
      <ul>
        {pools.data.pools.map((pool) => (
          <li key={pool.enName}>
            <span>{text(pool.name)}</span>
            <b className="num">¥ {formatBalance(pool.amount)}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}
