import { useMemo } from 'react';
import { DOMPurify } from '../app/htmlSanitizer.ts';
import { isSafeExternalUrl } from './safeUrl.ts';

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
/** Links and images only to http(s) or this site; outside links open in a new tab without opener. */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const origin = window.location.origin;
    for (const attr of ['href', 'src'] as const) {
      const value = node.getAttribute(attr);
      if (value !== null && !isSafeExternalUrl(value, origin)) node.removeAttribute(attr);
    }
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
