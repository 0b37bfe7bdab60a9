import { matchDetailSchema } from '@jinli/core/contract';
import { describe, expect, it } from 'vitest';
import { pitchArt } from '../../art/pitch.ts';
import { createSandboxState } from '../state.ts';
import { matchDetail } from './matchDetail.ts';

describe('video/hotLive/matchDetail in the sandbox', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const state = createSandboxState(1, now);
  const live = state.sports.seed.matches.filter((m) => m.market === 'RB' && m.sport === 'FT');

  it('answers a live match with its score, events so far and a drawn stream, in core’s shape', () => {
    const match = live[0];
    expect(match).toBeDefined();
    const detail = matchDetail(state.sports, match?.gameId ?? '', now + 10 * 60_000);
    expect(matchDetailSchema.parse(detail)).toEqual(detail);
    const goals = detail?.events.filter((e) => e.kind === 'goal') ?? [];
    expect(goals.filter((g) => g.side === 'home')).toHaveLength(detail?.score.home ?? -1);
    expect(goals.filter((g) => g.side === 'away')).toHaveLength(detail?.score.away ?? -1);
    for (const event of detail?.events ?? []) expect(event.minute).toBeLessThanOrEqual(detail?.minute ?? 0);
    expect(pitchArt(detail?.stream.url.replace(/^\/sandbox-art\/|\.svg$/g, '') ?? '')).toContain(
      '<animateMotion',
    );
  });

  it('has no detail for a match that is not in play', () => {
    const prematch = state.sports.seed.matches.find((m) => m.market !== 'RB');
    expect(matchDetail(state.sports, prematch?.gameId ?? '', now)).toBeNull();
    expect(matchDetail(state.sports, 'no-such-match', now)).toBeNull();
  });
});
