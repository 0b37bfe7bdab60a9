import type { Showcase } from '@jinli/core';
import { favouriteKey } from '@jinli/core/rules';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { usePlay } from '../../games/usePlay.ts';
import { SectionBody, ShowcaseSection, useShowcaseSlice } from './ShowcaseSection.tsx';

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e'];

/** 热门游戏: hot slot and fishing games; a tile launches the game (visitors are asked to log in). */
export function HotGames({ showcase }: { showcase: Showcase | null }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { launching, play } = usePlay();
  const slice = useShowcaseSlice(showcase, 'hotGames');
  return (
    <ShowcaseSection
      id="showcase-hot"
      title={t('showcase.hotTitle')}
      subtitle={t('showcase.hotSubtitle')}
      more={{ to: '/game/egame', label: t('showcase.hotMore') }}
    >
      <SectionBody
        slice={slice}
        isEmpty={(games) => games.length === 0}
        empty={t('showcase.hotEmpty')}
        skeleton={
          <ul className="hot-row">
            {SKELETON_TILES.map((id) => (
              <li key={id} className="hot-tile showcase-skeleton" />
            ))}
          </ul>
        }
        onRetry={() => void showcase?.loadHotGames()}
      >
        {(games) => (
          <ul className="hot-row" data-testid="hot-games">
            {games.map((game) => {
              const key = favouriteKey(game);
              return (
                <li key={key} className="hot-tile">
                  <button
                    type="button"
                    className="hot-launch"
                    disabled={launching === key}
                    onClick={() => play({ enName: game.enName, gameCode: game.gameCode })}
                  >
                    <img className="hot-art" src={game.art} alt="" width={160} height={160} loading="lazy" />
                    <span className="hot-name">{text(game.name)}</span>
                    <span className="hot-cta" aria-hidden="true">
                      {launching === key ? t('showcase.launching') : t('showcase.play')}
                    </span>
                  </button>
                  {game.hot && (
                    <svg className="hot-flame" viewBox="0 0 16 20" aria-hidden="true">
                      <path
                        d="M8 1c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-5 1-8z"
                        fill="#e8542c"
                      />
                    </svg>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SectionBody>
    </ShowcaseSection>
  );
}
