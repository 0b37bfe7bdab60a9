import { isFootball } from '../sports/board.ts';
import { type LiveTiming, liveTiming } from '../sports/liveTiming.ts';
import type { ScorePush } from './payloads.ts';

/**
 * A match room's score push (SPEC §9 10014) read as the match list reads live data: the push's
 * `re_time` is football's clock (`2H^67'`) or another sport's period code (`Q2`, `S1`, read as se_now).
 */
export function scorePushTiming(
  score: Pick<ScorePush, 'sc_FT_H' | 'sc_FT_C' | 're_time'>,
  sport: string,
): LiveTiming {
  const when =
    score.re_time === undefined
      ? {}
      : isFootball(sport)
        ? { re_time: score.re_time }
        : { se_now: score.re_time };
  return liveTiming(
    { isLive: 'Y', gameType: sport, sc_FT_H: score.sc_FT_H, sc_FT_C: score.sc_FT_C, ...when },
    0,
  );
}
