import { isHttpUrl } from '../games/launchVenues.ts';
import { isInAppPath } from '../session/originUrl.ts';

/**
 * Whether a server-given URL may be opened, linked or shown as a picture: an absolute http(s) URL with a
 * host (isHttpUrl), or an in-app path of this origin (isInAppPath). Refuses javascript:, data:,
 * protocol-relative (`//evil`), backslash tricks (`/\evil`), whitespace inside and anything unparsable;
 * whitespace around the value is ignored.
 */
export function isSafeUrl(raw: string): boolean {
  const value = raw.trim();
  return value !== '' && (isInAppPath(value) || isHttpUrl(value));
}
