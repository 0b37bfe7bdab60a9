import DOMPurify from 'dompurify';
import { registerHtmlSanitizer } from './strictCsp.ts';

// Imported by every module that writes HTML (components/SafeHtml.tsx, the slot frame's srcdoc in
// screens/games/GamePage.tsx): from then on the Trusted
// Types default policy sanitises with DOMPurify. Kept apart so `/` never loads DOMPurify.
registerHtmlSanitizer((html) => DOMPurify.sanitize(html));

export { DOMPurify };
