import { ResultCode } from '@jinli/core';
import { games, type MatchDetail } from '@jinli/core/contract';
import type { SeedMatch } from '../../seed/sports.ts';
import { hash, liveData } from '../sports/simulation.ts';
import type { SportsState } from '../sports/sportsState.ts';
import { Failure, memberRoute, type Route } from './route.ts';

const SCORERS = ['张伟', '李强', '王磊', '刘洋', '陈杰', '杨帆', '赵鹏', '黄涛', '周斌', '吴昊'];

/** The minute the live data shows (`1H^35'`, `HT` = 45); 0 before kick-off or for other sports. */
function minuteOf(reTime: string | undefined): number {
  if (reTime === undefined) return 0;
  if (reTime === 'HT') return 45;
  const minute = /\^(\d+)/.exec(reTime)?.[1];
  return minute === undefined ? 0 : Number(minute);
}

/** Goals from the simulation up to `minute`, plus a booking and corners drawn from the match's hash. */
function eventsOf(match: SeedMatch, minute: number): MatchDetail['events'] {
  const events: MatchDetail['events'] = [];
  for (const goal of match.goals) {
    const at = Math.abs(goal);
    if (goal === 0 || at > minute) continue;
    const side = goal > 0 ? 'home' : 'away';
    events.push({
      minute: at,
      side,
      kind: 'goal',
      text: SCORERS[hash(match.gameId, at) % SCORERS.length] ?? '',
    });
  }
  for (const [i, kind] of (['corner', 'yellow', 'corner'] as const).entries()) {
    const at = 5 + (hash(match.gameId, kind, i) % 80);
    if (at > minute) continue;
    const side = hash(match.gameId, 'side', i) % 2 === 0 ? 'home' : 'away';
    events.push({
      minute: at,
      side,
      kind,
      text: kind === 'yellow' ? (SCORERS[at % SCORERS.length] ?? '') : '',
    });
  }
  return events.sort((a, b) => b.minute - a.minute);
}

/** The detail of a match in play, or null when it is not live. */
export function matchDetail(state: SportsState, gameId: string, now: number): MatchDetail | null {
  const match = state.seed.matches.find((m) => m.gameId === gameId);
  if (match === undefined || state.finished.has(gameId)) return null;
  const live = liveData(state, match, now);
  if (live === undefined) return null;
  const minute = minuteOf(live.re_time);
  return {
    gameId,
    league: state.seed.leagues.find((l) => l.league_id === match.league_id)?.name ?? '',
    home: match.team_h,
    away: match.team_c,
    score: { home: Number(live.sc_FT_H ?? 0), away: Number(live.sc_FT_C ?? 0) },
    minute,
    events: match.sport === 'FT' ? eventsOf(match, minute) : [],
    // The sandbox draws the pitch itself (art/pitch.ts): an animated picture any browser plays.
    stream: { kind: 'image', url: `/sandbox-art/pitch-${gameId.toLowerCase()}.svg` },
  };
}

export const matchDetailRoutes: readonly Route[] = [
  memberRoute(games.hotLiveMatchDetail, ({ payload, state, now }) => {
    const detail = matchDetail(state.sports, payload.gameId, now);
    return detail ?? new Failure(ResultCode.NotFound, '该赛事暂无直播');
  }),
];
