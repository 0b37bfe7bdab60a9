import type { NavigatorPort, PlayEffect, PlayJourney, PlayView, StoragePort } from '@jinli/core';
import { GAME_FRAME_MESSAGES, GameStorageKey } from '@jinli/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { encodeGameInfo } from '../screens/games/gameInfo.ts';
import { gameFramesFor } from './gameFrames.ts';
import { connectPlayToScreen, type PlayWiring } from './playWiring.ts';

type Open = Extract<PlayEffect, { type: 'play.open' }>;

/** A journey as the engine's: a view and its `play.open` effects (the machine is core's, tested there). */
function fakeJourney() {
  let view: PlayView = {
    phase: 'idle',
    request: null,
    launching: null,
    relaunch: false,
    message: '',
    transfer: null,
  };
  const listeners = new Set<() => void>();
  const opens = new Set<(effect: Open) => void>();
  const journey = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => view,
    send: () => undefined,
    on: (_type: string, handler: (effect: Open) => void) => {
      opens.add(handler);
      return () => opens.delete(handler);
    },
    actor: null,
  } as unknown as PlayJourney;
  return {
    journey,
    phase(phase: PlayView['phase']) {
      view = { ...view, phase };
      for (const listener of [...listeners]) listener();
    },
    open(effect: Omit<Open, 'type' | 'replace' | 'window'>) {
      for (const handler of [...opens])
        handler({ type: 'play.open', replace: false, window: null, ...effect });
    },
  };
}

function wiringFor() {
  const stored = new Map<string, string>([['userId', 'demo01']]);
  const storage: StoragePort = {
    get: (key) => stored.get(key) ?? null,
    set: (key, value) => void stored.set(key, value),
    remove: (key) => void stored.delete(key),
    keys: () => [...stored.keys()],
  };
  const ui = { openTips: vi.fn(), showLoading: vi.fn(() => 7), hideLoading: vi.fn() };
  const go = vi.fn();
  const wiring: PlayWiring = {
    ui: ui as unknown as PlayWiring['ui'],
    frames: { gameOrigins: ['https://games.example'], appOrigin: 'https://site.example', storage },
    storage,
    navigator: {} as NavigatorPort,
    go,
    currentPath: () => '/',
  };
  return { wiring, ui, go, stored };
}

const request = { enName: 'AG', gameCode: 'lobby' };

describe('the screen side of the play journey (its opening code loads with the launch, issue #27)', () => {
  it('shows 启动中... while launching and keeps it until the game is opened where core decided', async () => {
    const { journey, phase, open } = fakeJourney();
    const { wiring, ui, go, stored } = wiringFor();
    connectPlayToScreen(journey, wiring);
    phase('launching');
    expect(ui.showLoading).toHaveBeenCalledTimes(1);
    open({ launch: { kind: 'slot', route: '/dz/game', payload: '<html></html>' }, request });
    phase('opened');
    expect(ui.hideLoading).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/dz/game', { replace: false }));
    expect(stored.get(GameStorageKey.slotPayload)).toBe('<html></html>');
    await vi.waitFor(() => expect(ui.hideLoading).toHaveBeenCalledWith(7));
  });

  it('frames an embedded game by issuing it to the page frames the /game/{info} page reads', async () => {
    const { journey, open } = fakeJourney();
    const { wiring, go } = wiringFor();
    connectPlayToScreen(journey, wiring);
    const url = 'https://games.example/play?t=1';
    open({ launch: { kind: 'embedded', url }, request });
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith(`/game/${encodeGameInfo(url)}`, { replace: false }),
    );
    expect(gameFramesFor(wiring.frames).frameFor(url).kind).toBe('frame');
  });

  it('refuses an embedded game on an origin the config does not allow, with the tips text', async () => {
    const { journey, open } = fakeJourney();
    const { wiring, ui, go } = wiringFor();
    connectPlayToScreen(journey, wiring);
    open({ launch: { kind: 'embedded', url: 'https://evil.example/x' }, request });
    await vi.waitFor(() =>
      expect(ui.openTips).toHaveBeenCalledWith({ message: GAME_FRAME_MESSAGES.originNotAllowed }),
    );
    expect(go).not.toHaveBeenCalled();
  });
});
