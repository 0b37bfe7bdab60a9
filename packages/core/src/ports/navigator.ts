/** Leaving the current screen: other windows, full reloads, other sites. In-app routing stays in web. */
export interface NavigatorPort {
  /** Open an http(s) URL in a new window. Callers validate the URL first (see games rules). */
  openWindow(url: string): void;
  /** Replace the whole page with another URL (mobile redirect, going home reloads). */
  assign(url: string): void;
  reload(): void;
  /** The current page URL (read promo codes rcode/icode from its query). */
  currentUrl(): string;
}
