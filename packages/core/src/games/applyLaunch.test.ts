import { describe, expect, it } from 'vitest';
import type { NavigatorPort, ReservedWindow } from '../ports/navigator.ts';
import type { StoragePort } from '../ports/storage.ts';
import { applyGameLaunch, type GameLaunch, opensNewWindow } from './launch.ts';

function host(reserved: ReservedWindow | null) {
  const calls: string[] = [];
  const navigator: NavigatorPort = {
    openWindow: (url) => calls.push(`open ${url}`),
    reserveWindow: () => null,
    assign: (url) => calls.push(`assign ${url}`),
    reload: () => calls.push('reload'),
    currentUrl: () => 'http://localhost/',
  };
  const storage: StoragePort = { get: () => null, set: () => {}, remove: () => {}, keys: () => [] };
  return {
    calls,
    host: { navigator, storage, go: (p: string) => calls.push(`go ${p}`), embed: () => {}, reserved },
  };
}

function reservedWindow(calls: string[]): ReservedWindow {
  return { navigate: (url) => calls.push(`reserved ${url}`), close: () => calls.push('reserved closed') };
}

describe('applyGameLaunch with a window reserved on the click (popup blockers)', () => {
  it('points the reserved window at a new-window launch instead of opening another', () => {
    const { calls, host: h } = host(null);
    h.reserved = reservedWindow(calls);
    applyGameLaunch({ kind: 'newWindow', url: 'https://xm.example/play' }, h);
    expect(calls).toEqual(['reserved https://xm.example/play']);
  });

  it('closes the reserved window when the answer opens somewhere else or is refused', () => {
    const launches: GameLaunch[] = [
      { kind: 'sameOrigin', path: '/sandbox-game/KXQP/lobby' },
      { kind: 'refused', message: 'x' },
      { kind: 'slot', route: '/dz/game', payload: 'abc' },
    ];
    for (const launch of launches) {
      const { calls, host: h } = host(null);
      h.reserved = reservedWindow(calls);
      applyGameLaunch(launch, h);
      expect(calls[0]).toBe('reserved closed');
    }
  });

  it('falls back to opening a window when none was reserved', () => {
    const { calls, host: h } = host(null);
    applyGameLaunch({ kind: 'newWindow', url: 'https://xm.example/play' }, h);
    expect(calls).toEqual(['open https://xm.example/play']);
  });

  it('reserves only for the venues that launch in a new window', () => {
    expect(['XMTY', 'g1cp', ' SGCP '].every(opensNewWindow)).toBe(true);
    expect(['AGZR', 'CRTY', 'PG'].some(opensNewWindow)).toBe(false);
  });
});
