import { featuredMatchesSchema, SUCCESS_CODE, showcaseApi } from '@jinli/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../../client/sandboxClient.ts';
import type { Sandbox } from '../sandbox.ts';
import { startTestSandbox } from '../testSandbox.ts';

let sandbox: Sandbox;
let client: SandboxClient;

beforeAll(async () => {
  ({ sandbox, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());

describe('venue/featuredMatches (ours, issue #28)', () => {
  it('answers a visitor with board-shaped matches, in-play first, then the soonest', async () => {
    const envelope = await client.call(showcaseApi.featuredMatches.path, { limit: 6 }, { encrypted: true });
    expect(envelope.status_code).toBe(SUCCESS_CODE);
    const data = featuredMatchesSchema.parse(envelope.data);
    expect(data.matches.length).toBeGreaterThan(0);
    expect(data.matches.length).toBeLessThanOrEqual(6);
    const inPlay = data.matches.map((match) => match.market === 'RB');
    expect(inPlay).toEqual([...inPlay].sort((a, b) => Number(b) - Number(a)));
    expect(data.matches.every((match) => match.team_c !== '')).toBe(true);
    const leagues = new Set(data.leagues.map((league) => league.league_id));
    expect(data.matches.every((match) => leagues.has(match.league_id))).toBe(true);
  });

  it('refuses a limit out of range with 6007', async () => {
    expect((await client.call(showcaseApi.featuredMatches.path, { limit: 99 })).status_code).toBe(6007);
  });
});
