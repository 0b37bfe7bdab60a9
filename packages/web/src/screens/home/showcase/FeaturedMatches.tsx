import type { FeaturedRow, Showcase } from '@jinli/core';
import { formatBeijingClock, formatBeijingMonthDay, headlinePrices } from '@jinli/core/rules';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { Link } from '../../../routes/routing.tsx';
import { SectionBody, ShowcaseSection, useShowcaseSlice } from './ShowcaseSection.tsx';

const SPORTSBOOK = '/game/sport/crty';
const SKELETON_CARDS = ['a', 'b', 'c', 'd'];
const SIDES = new Set(['H', 'N', 'C']);

/** 焦点赛事: in-play first, then the soonest; each price opens the sportsbook (members; visitors log in). */
export function FeaturedMatches({ showcase }: { showcase: Showcase | null }) {
  const { t } = useTranslation();
  const slice = useShowcaseSlice(showcase, 'matches');
  return (
    <ShowcaseSection
      id="showcase-matches"
      title={t('showcase.matchesTitle')}
      subtitle={t('showcase.matchesSubtitle')}
      more={{ to: SPORTSBOOK, label: t('showcase.matchesMore') }}
    >
      <SectionBody
        slice={slice}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <>
            {t('showcase.matchesEmpty')} <Link to="/game/sport">{t('showcase.matchesMore')}</Link>
          </>
        }
        skeleton={
          <ul className="match-cards">
            {SKELETON_CARDS.map((id) => (
              <li key={id} className="match-card showcase-skeleton" />
            ))}
          </ul>
        }
        onRetry={() => void showcase?.loadMatches()}
      >
        {(rows) => (
          <ul className="match-cards" data-testid="featured-matches">
            {rows.map((row) => (
              <MatchCard key={row.match.gameId} row={row} />
            ))}
          </ul>
        )}
      </SectionBody>
    </ShowcaseSection>
  );
}

function MatchCard({ row }: { row: FeaturedRow }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { match, league } = row;
  const live = match.market === 'RB';
  const score =
    live && match.live?.sc_FT_H !== undefined ? `${match.live.sc_FT_H} : ${match.live.sc_FT_C ?? 0}` : null;
  return (
    <li className={`match-card ${live ? 'is-live' : ''}`}>
      <p className="match-card-league">
        <span>{text(league)}</span>
        {live ? (
          <span className="match-card-live">{t('showcase.live')}</span>
        ) : (
          <span className="num">
            {t('showcase.kickOff', {
              date: formatBeijingMonthDay(match.start),
              time: formatBeijingClock(match.start),
            })}
          </span>
        )}
      </p>
      <p className="match-card-teams">
        <span>{text(match.team_h)}</span>
        <strong className="num">{score ?? 'VS'}</strong>
        <span>{text(match.team_c)}</span>
      </p>
      <div className="match-card-prices">
        {headlinePrices(match).map((price) => {
          const side = SIDES.has(price.side)
            ? t(`showcase.sides.${price.side as 'H' | 'N' | 'C'}`)
            : price.side;
          const odds = price.suspended ? t('showcase.suspended') : price.r;
          return (
            <Link
              key={price.oddGameId}
              to={SPORTSBOOK}
              className={`match-card-price ${price.suspended ? 'is-suspended' : ''}`}
              aria-label={t('showcase.price', { side, odds })}
            >
              <span>{price.line ? `${side} ${price.line}` : side}</span>
              <strong className="num">{odds}</strong>
            </Link>
          );
        })}
      </div>
    </li>
  );
}
