// What the first visit needs of SPEC §4's launch rules without the launch decision itself (issue #27):
// the venues that open a window (reserved during the click), the embedded sports venue, and the http(s)
// URL test that safe links use. The decision and its host side (launch.ts) load with a member's first
// launch.

/** Venues whose http launch URL opens in a new window rather than the embedded route (SPEC §4). */
export const NEW_WINDOW_VENUES: ReadonlySet<string> = new Set(['XMTY', 'G1CP', 'SGCP']);

/** True when an http launch of this venue opens a new window, so the host reserves one on the click. */
export function opensNewWindow(venue: string): boolean {
  return NEW_WINDOW_VENUES.has(venue.trim().toUpperCase());
}
/** The embedded sports venue: its launch data is stored and the local sport page opens. */
export const LOCAL_SPORT_VENUE = 'CRTY';

const HTTP_URL = /^https?:\/\/[^/\\?#@\s]/i;

/** An absolute http(s) URL with a host, exactly as given (no surrounding noise). */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
