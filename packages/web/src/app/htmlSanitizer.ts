import DOMPurify from 'dompurify';
import { registerHtmlSanitizer } from './strictCsp.ts';

// Imported by every module that writes HTML (components/SafeHtml.tsx, the slot frame's srcdoc in
// screens/games/GamePage.tsx): from then on the Trusted
// Types default policy sanitises with DOMPurify. Kept apart so `/` never loads DOMPurify.
registerHtmlSanitizer((html) => DOMPurify.sanitize(html));

/**
 * A whole document for a frame's srcdoc (the slot game): sanitised like any HTML, but its <head> (the
 * game's own stylesheet) is kept. Returned as TrustedHTML from DOMPurify's policy where the browser has
 * Trusted Types, so the default policy (which keeps only a body's content) does not sanitise it again.
 */
export function sanitizeDocument(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, RETURN_TRUSTED_TYPE: true });
}

export { DOMPurify };
