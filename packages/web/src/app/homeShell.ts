/**
 * On `/` the sandbox (the operator's backend) may paint a home shell into index.html: the header bar
 * and the first banner, over the whole window and outside React's root (test-fixtures
 * `server/indexPage.ts`). The app renders beneath it; the home banner takes it away once the same
 * image has loaded in the same box, so the banner never blinks. A static host sends no shell, and
 * every call here is then a no-op.
 */
const SHELL_ID = 'home-shell';

/** Removes the shell now. */
export function releaseHomeShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/** Removes the shell after the next frame: an image that has just loaded is painted in it first. */
export function releaseHomeShellAfterPaint(): void {
  if (document.getElementById(SHELL_ID) === null) return;
  requestAnimationFrame(() => requestAnimationFrame(releaseHomeShell));
}

/** A cap, so the shell never covers an app whose banner cannot load. */
export function releaseHomeShellWithin(ms: number): void {
  if (document.getElementById(SHELL_ID) === null) return;
  window.setTimeout(releaseHomeShell, ms);
}
