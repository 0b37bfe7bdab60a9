/**
 * Registers the Workbox service worker the build writes (`/sw.js`, src/build/serviceWorker.ts; issue
 * #26) once the page has loaded and the browser is idle, so its precache never competes with the first
 * paint. The script URL passes through the app's Trusted Types policy (app/strictCsp.ts: same-origin
 * script URLs only). Not in the dev server, where there is no build to precache.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(register, { timeout: 5000 })
      : win.setTimeout(register, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Whether a failed start failed for want of a network (fetch and import() reject with a TypeError
 * when the request never got an answer), not for a bad answer: the app then shows 网络已断开.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || error instanceof TypeError;
}
