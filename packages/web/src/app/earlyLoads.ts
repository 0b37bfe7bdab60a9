import type { Home } from '@jinli/core';
import type { Container } from 'inversify';
import { showFirstBannerInShell } from './earlyBanner.ts';
import { Tokens } from './tokens.ts';

/**
 * Starts the data the first screen needs as soon as the container exists, so it travels while React
 * renders (and while a lazy screen's code loads) instead of after the screen mounts. The screens still
 * ask for it themselves (`ensureLoaded` is idempotent), so any other entry path behaves as before.
 * On `/` the first banner also shows in the built shell as soon as the list answers, when that is
 * before React's first commit (earlyBanner.ts, issue #27).
 */
export function startEarlyLoads(container: Container, pathname: string): void {
  if (pathname !== '/') return;
  const home = container.get<Home>(Tokens.Home);
  home.ensureLoaded();
  showFirstBannerInShell(home);
}

/** The longest start-up holds the UI's code back for the first calls to leave (a slow cipher). */
const CALLS_SENT_MAX_MS = 200;

/**
 * Resolves once the calls startEarlyLoads made have left for the server (or after 200 ms): main.tsx
 * evaluates React only then, so the first screen's data is on the wire before the framework's code
 * runs (issue #26). The calls' requests are built asynchronously (WebCrypto), hence the wait.
 */
export function earlyLoadsSent(container: Container): Promise<void> {
  return Promise.race([
    container.get<() => Promise<void>>(Tokens.CallsSent)(),
    new Promise<void>((resolve) => setTimeout(resolve, CALLS_SENT_MAX_MS)),
  ]);
}
