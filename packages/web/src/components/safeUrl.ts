/**
 * Whether a server-provided URL may be opened or linked: http(s) anywhere, or a same-origin path.
 * Rejects javascript:, data:, protocol-relative (`//evil`) and anything unparsable.
 */
export function isSafeExternalUrl(raw: string, pageOrigin: string): boolean {
  const value = raw.trim();
  if (value === '') return false;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value, pageOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An in-app route path (`/game/sport`) as opposed to a full URL. */
export function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
