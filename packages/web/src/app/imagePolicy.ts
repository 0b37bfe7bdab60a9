import { isAllowedImageSource, normalizeImageOrigins } from '@jinli/core/rules';

// Issue #29: the operator's image origins (runtime config `imageOrigins`), set once by the container.
// Kept apart from components/SafeHtml.tsx so setting them never loads DOMPurify.
let imageOrigins: readonly string[] = [];

export function setImageOrigins(origins: readonly string[]): void {
  imageOrigins = normalizeImageOrigins(origins);
}

/** May server HTML show a picture from `src` (this site, a listed origin, inline raster data)? */
export function isShownImage(src: string): boolean {
  return isAllowedImageSource(src, window.location.origin, imageOrigins);
}
