import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGameFrames,
  EMBEDDED_LAUNCHES_KEPT,
  GAME_FRAME_MESSAGES,
  launchToRepeat,
  rememberLaunch,
} from './gameFrames.ts';

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

describe('a reload of an embedded game launches it again (issue #28)', () => {
  const url = `${GAMES}/lobby?t=1`;
  const request = { enName: 'AGZR', gameCode: 'lobby' };
  const storageFor = (userId: string | null) => {
    const data = new Map<string, string>(userId === null ? [] : [['userId', userId]]);
    return {
      get: (key: string) => data.get(key) ?? null,
      set: (key: string, value: string) => void data.set(key, value),
      remove: (key: string) => void data.delete(key),
      keys: () => [...data.keys()],
      data,
    };
  };

  it('a new page (a reload, a new tab) of a launch this member made asks for a relaunch, never a frame', () => {
    const storage = storageFor('10086');
    createGameFrames({ gameOrigins: [GAMES], appOrigin: APP, storage }).issue(url, request);
    const reloaded = createGameFrames({ gameOrigins: [GAMES], appOrigin: APP, storage });
    expect(reloaded.frameFor(url)).toEqual({ kind: 'relaunch', request });
    // Only the launch call's answer is framed: a relaunch answering another address frames that one.
    expect(reloaded.issue(`${GAMES}/lobby?t=2`, request)).toBe(true);
    expect(reloaded.frameFor(`${GAMES}/lobby?t=2`).kind).toBe('frame');
    expect(reloaded.frameFor(url)).toEqual({ kind: 'relaunch', request });
  });

  it('another member, a visitor, or an address nobody launched gets the refusal', () => {
    const storage = storageFor('10086');
    createGameFrames({ gameOrigins: [GAMES], appOrigin: APP, storage }).issue(url, request);
    storage.data.set('userId', '20000');
    const other = createGameFrames({ gameOrigins: [GAMES], appOrigin: APP, storage });
    expect(other.frameFor(url).kind).toBe('refused');
    storage.data.delete('userId');
    expect(other.frameFor(url).kind).toBe('refused');
    storage.data.set('userId', '10086');
    expect(other.frameFor(`${GAMES}/lobby?t=forged`).kind).toBe('refused');
  });

  it('tells subscribers when an address is issued', () => {
    const frames = createGameFrames({ gameOrigins: [GAMES], appOrigin: APP });
    let calls = 0;
    const stop = frames.subscribe(() => {
      calls += 1;
    });
    const before = frames.getSnapshot();
    frames.issue(url);
    expect(calls).toBe(1);
    expect(frames.getSnapshot()).not.toBe(before);
    stop();
  });

  it('keeps the newest launches, one per address, and ignores a broken store', () => {
    const entry = (n: number) => ({ url: `${GAMES}/g${n}`, enName: 'AGZR', gameCode: `g${n}`, member: '1' });
    let list: ReturnType<typeof rememberLaunch> = [];
    for (let n = 0; n < EMBEDDED_LAUNCHES_KEPT + 5; n += 1) list = rememberLaunch(list, entry(n));
    list = rememberLaunch(list, entry(EMBEDDED_LAUNCHES_KEPT + 4));
    expect(list).toHaveLength(EMBEDDED_LAUNCHES_KEPT);
    expect(new Set(list.map((e) => e.url)).size).toBe(EMBEDDED_LAUNCHES_KEPT);
    expect(launchToRepeat(list, `${GAMES}/g0`, '1')).toBeNull();
    expect(launchToRepeat(list, `${GAMES}/g14`, '1')).toEqual({ enName: 'AGZR', gameCode: 'g14' });
    const storage = storageFor('1');
    storage.data.set('embeddedGameLaunches', '{not json');
    expect(createGameFrames({ gameOrigins: [GAMES], appOrigin: APP, storage }).frameFor(url).kind).toBe(
      'refused',
    );
  });
});
