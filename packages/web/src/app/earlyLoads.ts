import type { Home } from '@jinli/core';
import type { Container } from 'inversify';
import { Tokens } from './tokens.ts';

/**
 * Starts the data the first screen needs as soon as the container exists, so it travels while React
 * renders (and while a lazy screen's code loads) instead of after the screen mounts. The screens still
 * ask for it themselves (`ensureLoaded` is idempotent), so any other entry path behaves as before.
 */
export function startEarlyLoads(container: Container, pathname: string): void {
  if (pathname === '/') container.get<Home>(Tokens.Home).ensureLoaded();
}

/**
 * On `/` the sandbox may paint a home shell with the first banner into index.html (test-fixtures
 * `server/indexPage.ts`). The first render waits until the banners are settled (or `capMs` passed), so
 * the app draws that banner in the same place at once instead of a skeleton in between: the banner
 * never blinks out and back. Resolves at once when there is no shell.
 */
export function homeShellHandover(
  container: Container,
  rootElement: HTMLElement,
  capMs = 4000,
): Promise<void> {
  if (rootElement.querySelector('.boot-home') === null) return Promise.resolve();
  const home = container.get<Home>(Tokens.Home);
  const settled = () => {
    const status = home.getSnapshot().banners.status;
    return status === 'ready' || status === 'error';
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = window.setTimeout(done, capMs);
    unsubscribe = home.subscribe(() => {
      if (settled()) done();
    });
  });
}
