/**
 * `/redirect/{path}` (SPEC §2): a logged-in member is sent on to `{path}` on this site. The rest of the
 * address is a path of this origin or nothing: anything that could leave the site (`//evil`, `/\evil`,
 * `https://evil`, `javascript:`, the same written with percent-encoding) is refused.
 */

import { REDIRECT_PREFIX } from './redirectPath.ts';

export { REDIRECT_PREFIX, redirectRestOf } from './redirectPath.ts';

export type RedirectDecision =
  | { readonly kind: 'go'; readonly to: string }
  | { readonly kind: 'refuse'; readonly reason: 'notSameOrigin' | 'loop' };

/** Percent-decoding is repeated this many times at most; deeper nesting is refused outright. */
const MAX_DECODE_ROUNDS = 4;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Whitespace and control characters are stripped by URL parsers, turning `java\tscript:` into a scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\s\\]/;
const PROBE_HOST = 'jinli.invalid';
const PROBE_ORIGIN = `http://${PROBE_HOST}`;

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Every spelling a browser or router might end up reading: the raw text and each decoding of it. */
function readings(text: string): string[] | null {
  const out = [text];
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decodeOnce(current);
    if (next === null) return null;
    if (next === current) return out;
    out.push(next);
    current = next;
  }
  return decodeOnce(current) === current ? out : null;
}

function isSafeRest(rest: string): boolean {
  if (UNSAFE_CHARACTER.test(rest)) return false;
  // `/redirect//evil` leaves `/evil` after the separator: a second slash would make `//evil`.
  if (rest.startsWith('/')) return false;
  // Only the part before any `?`/`#` can name a scheme (`javascript:`, `https:`).
  const [head = ''] = rest.split(/[/?#]/, 1);
  return !SCHEME.test(head);
}

/**
 * `rest` is what follows `/redirect` in the address (pathname, query and hash, as typed), e.g.
 * `/mine/wallet?from=mail`. An empty rest goes home.
 */
export function decideRedirect(rest: string): RedirectDecision {
  const refuse = { kind: 'refuse', reason: 'notSameOrigin' } as const;
  const withoutSeparator = rest.startsWith('/') ? rest.slice(1) : rest;
  if (withoutSeparator === '') return { kind: 'go', to: '/' };
  const all = readings(withoutSeparator);
  if (all === null || !all.every(isSafeRest)) return refuse;
  const to = `/${withoutSeparator}`;
  let resolved: URL;
  try {
    resolved = new URL(to, PROBE_ORIGIN);
  } catch {
    return refuse;
  }
  if (resolved.protocol !== 'http:' || resolved.hostname !== PROBE_HOST) return refuse;
  const path = resolved.pathname;
  if (path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`))
    return { kind: 'refuse', reason: 'loop' };
  return { kind: 'go', to };
}

/**
 * Where `/login` returns a member after logging in: the `redirect` query when it is a path of this
 * site, else the page the member came from, else home.
 */
export function loginReturnPath(redirectParam: string | undefined, cameFrom: string | undefined): string {
  for (const candidate of [redirectParam, cameFrom]) {
    if (candidate === undefined || candidate === '' || !candidate.startsWith('/')) continue;
    const decision = decideRedirect(candidate);
    if (decision.kind === 'go') return decision.to;
  }
  return '/';
}
