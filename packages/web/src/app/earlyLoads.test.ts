import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyLoads } from './earlyLoads.ts';
import { Tokens } from './tokens.ts';

// core's home capability owns the calls and their once-only rule (homeCapability.test.ts); this is
// when the web asks for them.
function homeContainer() {
  const home = { ensureLoaded: vi.fn(), subscribe: vi.fn(() => () => undefined) };
  const container = new Container();
  container.bind(Tokens.Home).toConstantValue(home as never);
  return { container, home };
}

describe('startEarlyLoads', () => {
  it('asks core for the home sections before the home screen mounts', () => {
    const { container, home } = homeContainer();
    startEarlyLoads(container, '/');
    expect(home.ensureLoaded).toHaveBeenCalledOnce();
  });

  it('asks for nothing on another first route', () => {
    const { container, home } = homeContainer();
    for (const path of ['/game/sport', '/mine/wallet', '/help']) startEarlyLoads(container, path);
    expect(home.ensureLoaded).not.toHaveBeenCalled();
  });
});
