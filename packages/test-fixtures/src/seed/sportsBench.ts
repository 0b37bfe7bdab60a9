import { SEED_LEAGUES, type SeedMatch, type SportsSeed } from './sports.ts';

/**
 * A board for the bench (`POST /__sandbox/sports/bench`): `count` in-play football matches spread
 * over the football leagues, named by number, drawn from the index alone so every run is the same.
 */
export function createBenchSeed(count: number, now: number): SportsSeed {
  const leagues = SEED_LEAGUES.filter((league) => league.sport === 'FT');
  const matches: SeedMatch[] = [];
  for (let i = 0; i < count; i += 1) {
    const league = leagues[i % leagues.length]!;
    matches.push({
      gameId: String(5_000_000 + i),
      league_id: league.league_id,
      sport: 'FT',
      market: 'RB',
      start: now - ((i % 80) + 5) * 60_000,
      team_h: `主队${i + 1}`,
      team_c: `客队${i + 1}`,
      edge: ((i * 37) % 300) / 100 - 1.5,
      playedAtStart: (i % 80) + 3,
      goals: [],
      outrights: [],
    });
  }
  return { leagues: leagues.map((league) => ({ ...league })), matches };
}
