import type { TextFold } from '@jinli/core/rules';
import { highlightSegments, isInAppPath, isSafeUrl } from '@jinli/core/rules';
import DOMPurify from 'dompurify';
import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { useNavigate } from '../../routes/routing.tsx';

/** What an operator's article may use: text structure, tables and links, nothing that runs or loads. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href'];

/**
 * The article's HTML, sanitised (DOMPurify, a short allowlist), then each text node shown in the
 * member's script and with the search terms marked. Links: in-app paths navigate inside the app,
 * http(s) open in a new tab, anything else loses its href.
 */
export function sanitizeArticle(html: string, fold: TextFold, terms: readonly string[]): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment;
  for (const link of fragment.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (!isSafeUrl(href)) link.removeAttribute('href');
    else if (!isInAppPath(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const shown = fold(node.data);
    const segments = highlightSegments(shown, terms);
    if (!segments.some((segment) => segment.match)) {
      node.data = shown;
      continue;
    }
    const pieces = document.createDocumentFragment();
    for (const segment of segments) {
      if (!segment.match) pieces.append(segment.text);
      else {
        const mark = document.createElement('mark');
        mark.textContent = segment.text;
        pieces.append(mark);
      }
    }
    node.replaceWith(pieces);
  }
  return fragment;
}

export function ArticleBody({
  html,
  fold,
  terms,
}: {
  html: string;
  fold: TextFold;
  terms: readonly string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const termsKey = terms.join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: termsKey stands for terms
  useLayoutEffect(() => {
    const host = ref.current;
    if (host === null) return;
    host.replaceChildren(sanitizeArticle(html, fold, terms));
    host.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
  }, [html, fold, termsKey]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !isInAppPath(href) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ to: href });
  };

  // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which keep their own keyboard access
  return <div ref={ref} className="help-article-body" onClick={onClick} />;
}
