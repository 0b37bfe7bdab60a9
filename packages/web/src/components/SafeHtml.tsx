import { isSafeUrl } from '@jinli/core/rules';
import { useMemo } from 'react';
import { DOMPurify } from '../app/htmlSanitizer.ts';
import { isShownImage } from '../app/imagePolicy.ts';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'span',
  'img',
  'h3',
  'h4',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];

let hooked = false;
/**
 * Links only to http(s) or this site; outside links open in a new tab without opener. Pictures only
 * from this site or the operator's image origins (issue #29: no third-party tracking pixels); a
 * picture from anywhere else loses its address, so the browser never asks for it.
 */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null && !isSafeUrl(href)) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null && (node.tagName !== 'IMG' || !isShownImage(src))) node.removeAttribute('src');
    if (node.tagName === 'A' && node.hasAttribute('href') && !node.getAttribute('href')?.startsWith('/')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Server HTML (letters, replies) sanitised with DOMPurify before it reaches the page. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
