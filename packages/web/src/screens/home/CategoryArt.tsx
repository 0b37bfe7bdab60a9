import chess from './art/chess.svg?no-inline';
import egame from './art/egame.svg?no-inline';
import fishing from './art/fishing.svg?no-inline';
import gaming from './art/gaming.svg?no-inline';
import lottery from './art/lottery.svg?no-inline';
import realbet from './art/realbet.svg?no-inline';
import sport from './art/sport.svg?no-inline';
import type { HomeCategoryId } from './categories.ts';

/**
 * Drawn venue art (SVG) so tiles never show grey boxes, whatever the backend serves. Files of the build
 * (hashed, cached for good), not markup in the code: drawn inline they were 1.4 KB gzip of `/`'s first-load
 * JS (issue #27).
 */
const ART: Record<HomeCategoryId, string> = { sport, realbet, chess, gaming, lottery, egame, fishing };

export function CategoryArt({ id }: { id: HomeCategoryId }) {
  return <img className="tile-art" src={ART[id]} alt="" width={160} height={120} decoding="async" />;
}
