import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGameFrames, GAME_FRAME_MESSAGES } from './gameFrames.ts';

const APP = 'https://www.jinli.example';
const GAMES = 'https://games.vendor.example';

describe('game frames only for launches the app made (issue #15, failure 2)', () => {
  it('refuses a hand-made /game/{info} link to another site', () => {
    const frames = createGameFrames({ gameOrigins: [GAMES], appOrigin: APP });
    expect(frames.frameFor('https://evil.example/phish')).toEqual({
      kind: 'refused',
      message: GAME_FRAME_MESSAGES.notIssued,
    });
    expect(frames.issue('https://evil.example/phish')).toBe(false);
    expect(frames.frameFor('https://evil.example/phish').kind).toBe('refused');
  });

  it('refuses an address on an allowed origin that no launch issued', () => {
    const frames = createGameFrames({ gameOrigins: [GAMES], appOrigin: APP });
    expect(frames.frameFor(`${GAMES}/lobby?token=forged`).kind).toBe('refused');
  });

  it('frames an issued cross-origin game with its own origin', () => {
    const frames = createGameFrames({ gameOrigins: [`${GAMES}/`], appOrigin: APP });
    expect(frames.issue(`${GAMES}/lobby?t=1`)).toBe(true);
    expect(frames.frameFor(`${GAMES}/lobby?t=1`)).toEqual({
      kind: 'frame',
      url: `${GAMES}/lobby?t=1`,
      sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
    });
  });

  it('never gives a same-origin game allow-same-origin with allow-scripts', () => {
    const frames = createGameFrames({ gameOrigins: [APP], appOrigin: APP });
    frames.issue(`${APP}/sandbox-game/AG/1`);
    const frame = frames.frameFor(`${APP}/sandbox-game/AG/1`);
    expect(frame.kind).toBe('frame');
    if (frame.kind === 'frame') {
      expect(frame.sandbox).toContain('allow-scripts');
      expect(frame.sandbox).not.toContain('allow-same-origin');
    }
  });

  it('with no game origins configured, nothing is framed', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const frames = createGameFrames({ gameOrigins: [], appOrigin: APP });
        frames.issue(url);
        expect(frames.frameFor(url).kind).toBe('refused');
      }),
    );
  });
});
