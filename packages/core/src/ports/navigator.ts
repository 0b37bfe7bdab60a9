/** Leaving the current screen: other windows, full reloads, other sites. In-app routing stays in web. */
export interface NavigatorPort {
  /** Open an http(s) URL in a new browser window; callers validate the URL first (see games rules). */
  openWindow(url: string): void;
  /**
   * Opens an empty window now, during the member's click, to be pointed at a URL once the server
   * answers: popup blockers only allow windows opened by a click. Null when the browser refused.
   */
  reserveWindow(): ReservedWindow | null;
  /** Replace the whole page with another URL (mobile redirect, going home reloads). */
  assign(url: string): void;
  reload(): void;
  /** The current page URL (read promo codes rcode/icode from its query). */
  currentUrl(): string;
}

/** A window opened ahead of its URL (see NavigatorPort.reserveWindow). */
export interface ReservedWindow {
  /** Loads an http(s) URL (callers validate it first); the window has no way back to this page. */
  navigate(url: string): void;
  close(): void;
}
