/**
 * 添加到主屏幕 (issue #26): the browser's install offer. Chromium fires `beforeinstallprompt` once a page
 * is installable (manifest + service worker), on whatever page the member is; this module, imported at
 * start by main.tsx, keeps that event so /download can show it later from a click (prompt() needs a
 * user gesture and works once). Browsers without the event (iOS Safari, Firefox) get instructions.
 */

/** The part of Chromium's BeforeInstallPromptEvent the app uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer, kept until used. */
  offer: InstallPromptEvent | null;
  /** Installed in this visit (`appinstalled`) or running from the home screen. */
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const installPrompt = {
  get: (): InstallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's dialog; true when the member accepted. The offer is spent either way. */
  async prompt(): Promise<boolean> {
    const offer = state.offer;
    if (offer === null) return false;
    set({ offer: null });
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') set({ installed: true });
    return outcome === 'accepted';
  },
};

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === 'function';
}

/** Starts listening (main.tsx, at start, before the browser may fire the event). */
export function listenForInstallPrompt(win: Window = window): void {
  const standalone =
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as { standalone?: boolean }).standalone === true;
  if (standalone) set({ installed: true });
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // The page offers it from its own button (/download) rather than the browser's mini-infobar.
    event.preventDefault();
    set({ offer: event });
  });
  win.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** Which instructions come first: iPhone/iPad (iPadOS says Macintosh, with touch), Android, else desktop. */
export function installPlatformOf(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 0)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}
