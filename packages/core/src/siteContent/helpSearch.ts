import type { HelpArticle } from './siteContentApi.ts';

/**
 * Turns text into the form members read (a host converts Simplified server text to Traditional for
 * zh-TW). Search folds both the articles and the query, so a word typed in either script is found
 * and the snippets come out in the script on screen.
 */
export type TextFold = (text: string) => string;

export const identityFold: TextFold = (text) => text;

/** Longest query taken into account; the rest is ignored. */
export const HELP_QUERY_MAX = 40;
const SNIPPET_BEFORE = 24;
const SNIPPET_LENGTH = 90;

export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

export interface HelpSearchHit {
  readonly key: string;
  /** Folded title, split around the query's terms. */
  readonly title: readonly TextSegment[];
  /** A folded excerpt of the body around the first term, split around the terms. */
  readonly snippet: readonly TextSegment[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of an article body, for search only (never rendered as HTML): block tags become
 * spaces, inline tags vanish, a few entities are decoded, runs of white space collapse.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|table|thead|tbody|tr|td|th|section|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** ASCII-only lower case: keeps every index, so matches found in the folded copy map back. */
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The distinct terms of a query (white-space separated, at most HELP_QUERY_MAX characters), folded. */
export function searchTerms(query: string, fold: TextFold = identityFold): string[] {
  const cut = query.trim().slice(0, HELP_QUERY_MAX);
  if (cut === '') return [];
  const terms = lowerAscii(fold(cut))
    .split(/\s+/)
    .filter((term) => term !== '');
  return [...new Set(terms)];
}

/** Splits `text` into runs that match one of `terms` (case-insensitive for Latin letters) and runs that do not. */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = terms.filter((term) => term !== '').sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const lower = lowerAscii(text);
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  let at = 0;
  while (at < text.length) {
    const term = wanted.find((candidate) => lower.startsWith(candidate, at));
    if (term === undefined) {
      at += 1;
      continue;
    }
    if (at > plainFrom) segments.push({ text: text.slice(plainFrom, at), match: false });
    segments.push({ text: text.slice(at, at + term.length), match: true });
    at += term.length;
    plainFrom = at;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), match: false });
  return segments;
}

function excerpt(text: string, lower: string, terms: readonly string[]): string {
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0));
  if (!Number.isFinite(first))
    return text.slice(0, SNIPPET_LENGTH) + (text.length > SNIPPET_LENGTH ? '…' : '');
  const start = Math.max(0, first - SNIPPET_BEFORE);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

const countOf = (haystack: string, term: string) => haystack.split(term).length - 1;

/**
 * Words members use for the same thing (issue #28): a query with one finds articles that use another
 * (提款 finds 取款 and 提现; 充值 finds 存款). Folded like the query, so zh-TW works the same.
 */
export const HELP_SYNONYMS: readonly (readonly string[])[] = [
  ['提款', '取款', '提现'],
  ['充值', '存款'],
];

/** The term and every spelling of it with a synonym swapped in. */
export function termAlternatives(term: string, fold: TextFold = identityFold): string[] {
  const out = new Set([term]);
  for (const group of HELP_SYNONYMS) {
    const words = group.map((word) => lowerAscii(fold(word)));
    for (const word of words) {
      if (!term.includes(word)) continue;
      for (const other of words) out.add(term.split(word).join(other));
    }
  }
  return [...out];
}

interface PreparedArticle {
  readonly key: string;
  readonly title: string;
  readonly body: string;
  readonly lowerTitle: string;
  readonly lowerBody: string;
}

/** Folded texts per article list and fold: typing a query re-folds nothing (opencc is not free). */
const prepared = new WeakMap<readonly HelpArticle[], Map<TextFold, PreparedArticle[]>>();

function prepare(articles: readonly HelpArticle[], fold: TextFold): PreparedArticle[] {
  const byFold = prepared.get(articles) ?? new Map<TextFold, PreparedArticle[]>();
  prepared.set(articles, byFold);
  const cached = byFold.get(fold);
  if (cached !== undefined) return cached;
  const list = articles.map((article) => {
    const title = fold(article.title);
    const body = fold(htmlToText(article.body));
    return { key: article.key, title, body, lowerTitle: lowerAscii(title), lowerBody: lowerAscii(body) };
  });
  byFold.set(fold, list);
  return list;
}

/**
 * Articles whose title or body holds every term of the query (or a synonym of it), best first: title matches before
 * body-only matches, then by how often the terms occur, then in the given order. Empty query: none.
 */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  fold: TextFold = identityFold,
): HelpSearchHit[] {
  const terms = searchTerms(query, fold);
  if (terms.length === 0) return [];
  // Each term matches through any of its synonyms; every spelling is highlighted.
  const alternatives = terms.map((term) => termAlternatives(term, fold));
  const spellings = [...new Set(alternatives.flat())];
  const scored: { hit: HelpSearchHit; inTitle: boolean; count: number; order: number }[] = [];
  prepare(articles, fold).forEach(({ key, title, body, lowerTitle, lowerBody }, order) => {
    const has = (text: string) => (alts: readonly string[]) => alts.some((alt) => text.includes(alt));
    if (!alternatives.every((alts) => has(lowerTitle)(alts) || has(lowerBody)(alts))) return;
    const inTitle = alternatives.some(has(lowerTitle));
    const count = spellings.reduce(
      (sum, term) => sum + countOf(lowerTitle, term) + countOf(lowerBody, term),
      0,
    );
    scored.push({
      hit: {
        key,
        title: highlightSegments(title, spellings),
        snippet: highlightSegments(excerpt(body, lowerBody, spellings), spellings),
      },
      inTitle,
      count,
      order,
    });
  });
  scored.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.order - b.order);
  return scored.map((entry) => entry.hit);
}
