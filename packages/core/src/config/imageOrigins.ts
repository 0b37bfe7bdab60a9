/**
 * Issue #29: pictures inside server HTML (letters, feedback replies, help articles) load only from the
 * site's own origin or from the operator's listed image origins (runtime config `imageOrigins`), so a
 * letter cannot carry a third-party tracking pixel. `data:image/…` pictures travel inside the HTML and
 * tell nobody anything, so they stay. The CSP's img-src lists the same origins (docs/deploy).
 */

/** `https://img.example.com/x/` → `https://img.example.com`; anything that is not an http(s) origin → null. */
export function originOf(url: string, base?: string): string | null {
  try {
    const parsed = base === undefined ? new URL(url) : new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The configured origins, normalised (`https://IMG.example.com/` → `https://img.example.com`), invalid ones dropped. */
export function normalizeImageOrigins(origins: readonly string[]): string[] {
  return [
    ...new Set(origins.map((origin) => originOf(origin.trim())).filter((o): o is string => o !== null)),
  ];
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/**
 * May server HTML show a picture from `src`? A path on this site (`/a.png`, `a.png`), an absolute URL
 * on `pageOrigin` or one of `imageOrigins`, or an inline raster `data:` image. Protocol-relative
 * (`//evil`), other schemes, SVG data and unparsable values are refused.
 */
export function isAllowedImageSource(
  src: string,
  pageOrigin: string,
  imageOrigins: readonly string[],
): boolean {
  const value = src.trim();
  if (value === '') return false;
  if (/^data:/i.test(value)) return DATA_IMAGE.test(value);
  if (value.startsWith('//') || value.startsWith('/\\') || value.startsWith('\\')) return false;
  const explicitScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (explicitScheme && !/^https?:/i.test(value)) return false;
  const origin = originOf(value, pageOrigin);
  if (origin === null) return false;
  return origin === originOf(pageOrigin) || normalizeImageOrigins(imageOrigins).includes(origin);
}
