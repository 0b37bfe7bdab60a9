import { type PromoCodes, readPromoCodes } from '../storage/storageKeys.ts';

export interface MobileRedirectInput {
  /** Runtime config `h5Url`: the operator's mobile site. */
  h5Url: string;
  /** The page URL the member opened (promo codes are read from its query or hash query). */
  currentUrl: string;
  /** Promo codes kept from an earlier visit, used when the URL carries none. */
  storedPromo?: PromoCodes;
}

/**
 * SPEC §2: mobile devices go to the mobile site with the icode and rcode query values. Returns the
 * URL to go to, or null when there is no usable mobile site (empty, not http(s), or malformed).
 */
export function mobileRedirectUrl({
  h5Url,
  currentUrl,
  storedPromo = {},
}: MobileRedirectInput): string | null {
  // An absolute http(s) URL with a host; anything else (javascript:, data:, protocol-relative) is refused.
  if (!/^https?:\/\/[^/?#\s]+[^\s]*$/i.test(h5Url)) return null;
  const fromUrl = readPromoCodes(currentUrl);
  const icode = fromUrl.icode ?? storedPromo.icode;
  const rcode = fromUrl.rcode ?? storedPromo.rcode;
  const query = [
    ['icode', icode],
    ['rcode', rcode],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  if (query === '') return h5Url;
  const hashAt = h5Url.indexOf('#');
  const base = hashAt < 0 ? h5Url : h5Url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : h5Url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}
