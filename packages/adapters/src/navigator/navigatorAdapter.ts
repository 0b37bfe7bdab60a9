import type { NavigatorPort } from '@jinli/core';

/** The real window: new windows open without access back to this page (noopener, noreferrer). */
export function createBrowserNavigatorAdapter(): NavigatorPort {
  return {
    openWindow: (url) => {
      globalThis.window.open(url, '_blank', 'noopener,noreferrer');
    },
    reserveWindow: () => {
      // Without noopener so the page can point it later; opener is cut before any URL loads.
      const reserved = globalThis.window.open('about:blank', '_blank');
      if (reserved === null) return null;
      reserved.opener = null;
      return {
        navigate: (url) => reserved.location.replace(url),
        close: () => reserved.close(),
      };
    },
    assign: (url) => globalThis.location.assign(url),
    reload: () => globalThis.location.reload(),
    currentUrl: () => globalThis.location.href,
  };
}

export type NavigatorCall =
  | { type: 'openWindow'; url: string }
  | { type: 'reserveWindow' }
  | { type: 'reservedNavigate'; url: string }
  | { type: 'reservedClose' }
  | { type: 'assign'; url: string }
  | { type: 'reload' };

export interface RecordingNavigator extends NavigatorPort {
  /** Every call in order. */
  readonly calls: readonly NavigatorCall[];
  /** Sets what currentUrl answers (e.g. a page with ?rcode=...). */
  setCurrentUrl(url: string): void;
}

/** For tests and Node: records what core asked for; assign also moves currentUrl like a browser. */
export function createRecordingNavigatorAdapter(startUrl = 'http://localhost/'): RecordingNavigator {
  const calls: NavigatorCall[] = [];
  let current = startUrl;
  return {
    calls,
    openWindow: (url) => {
      calls.push({ type: 'openWindow', url });
    },
    reserveWindow: () => {
      calls.push({ type: 'reserveWindow' });
      return {
        navigate: (url) => calls.push({ type: 'reservedNavigate', url }),
        close: () => calls.push({ type: 'reservedClose' }),
      };
    },
    assign: (url) => {
      calls.push({ type: 'assign', url });
      current = new URL(url, current).href;
    },
    reload: () => {
      calls.push({ type: 'reload' });
    },
    currentUrl: () => current,
    setCurrentUrl: (url) => {
      current = url;
    },
  };
}
