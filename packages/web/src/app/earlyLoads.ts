import type { Home } from '@jinli/core';
import type { Container } from './serviceContainer.ts';
import { Tokens } from './tokens.ts';

/**
 * Starts the data the first screen needs as soon as the container exists, so it travels while React
 * renders (and while a lazy screen's code loads) instead of after the screen mounts. The screens still
 * ask for it themselves (`ensureLoaded` is idempotent), so any other entry path behaves as before.
 */
export function startEarlyLoads(container: Container, pathname: string): void {
  if (pathname === '/') container.get<Home>(Tokens.Home).ensureLoaded();
}
