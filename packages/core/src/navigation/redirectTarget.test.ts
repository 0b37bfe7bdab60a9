import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideRedirect, loginReturnPath, redirectRestOf } from './redirectTarget.ts';

const ORIGIN = 'https://www.jinli.example';

/** What a browser would do with the decision: the origin it would end up on. */
function landsOn(rest: string): string | null {
  const decision = decideRedirect(rest);
  if (decision.kind !== 'go') return null;
  const url = new URL(decision.to, ORIGIN);
  return `${url.protocol}//${url.hostname}`;
}

describe('decideRedirect (SPEC §2 /redirect/{path})', () => {
  it('sends a member on to a path of this site, query and hash kept', () => {
    expect(decideRedirect('/mine/wallet')).toEqual({ kind: 'go', to: '/mine/wallet' });
    expect(decideRedirect('/game/sport/crty?league=100021#top')).toEqual({
      kind: 'go',
      to: '/game/sport/crty?league=100021#top',
    });
    expect(decideRedirect('/mine/transRecord?start=2026-01-01')).toMatchObject({ kind: 'go' });
    expect(decideRedirect('/%E4%B8%AD%E6%96%87')).toMatchObject({ kind: 'go' });
  });

  it('goes home when no path follows', () => {
    expect(decideRedirect('')).toEqual({ kind: 'go', to: '/' });
    expect(decideRedirect('/')).toEqual({ kind: 'go', to: '/' });
  });

  it('refuses every way out of the site', () => {
    const attacks = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/https://evil.example',
      '/HTTPS:evil.example',
      '/javascript:alert(1)',
      '/JaVaScRiPt:alert(1)',
      '/java\tscript:alert(1)',
      '/ javascript:alert(1)',
      '/data:text/html,<script>alert(1)</script>',
      '/%2F%2Fevil.example',
      '/%2f%5cevil.example',
      '/%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%25252F%25252Fevil.example',
      '/javascript%3Aalert(1)',
      '/javascript%253Aalert(1)',
      '/%6A%61%76%61%73%63%72%69%70%74:alert(1)',
      '/%0d%0a//evil.example',
      '/%E0%A4%A',
      '/%2525252525252F%2F',
    ];
    for (const rest of attacks) expect(decideRedirect(rest), rest).toMatchObject({ kind: 'refuse' });
  });

  it('refuses to redirect to itself', () => {
    expect(decideRedirect('/redirect/mine')).toEqual({ kind: 'refuse', reason: 'loop' });
    expect(decideRedirect('/redirect')).toEqual({ kind: 'refuse', reason: 'loop' });
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'an absolute address, raw or percent-encoded, is always refused',
    (url) => {
      expect(decideRedirect(`/${url}`).kind).toBe('refuse');
      expect(decideRedirect(`/${encodeURIComponent(url)}`).kind).toBe('refuse');
      expect(decideRedirect(`/${encodeURIComponent(encodeURIComponent(url))}`).kind).toBe('refuse');
    },
  );

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])(
    'whatever follows /redirect, a member never leaves the origin',
    (rest) => {
      const origin = landsOn(`/${rest}`);
      expect(origin === null || origin === ORIGIN).toBe(true);
    },
  );

  test.prop([fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/), { minLength: 1, maxLength: 4 })])(
    'a plain path of this site is followed as written',
    (segments) => {
      const path = `/${segments.join('/')}`;
      fc.pre(!path.startsWith('/redirect'));
      expect(decideRedirect(path)).toEqual({ kind: 'go', to: path });
    },
  );
});

describe('redirectRestOf', () => {
  it('reads the rest after /redirect and ignores other pages', () => {
    expect(redirectRestOf('/redirect/mine/wallet?x=1')).toBe('/mine/wallet?x=1');
    expect(redirectRestOf('/redirect')).toBe('');
    expect(redirectRestOf('/redirect?x=1')).toBe('');
    expect(redirectRestOf('/redirector')).toBeNull();
    expect(redirectRestOf('/mine')).toBeNull();
  });
});

describe('loginReturnPath', () => {
  it('prefers a same-origin redirect query, then the page the member came from, then home', () => {
    expect(loginReturnPath('/mine/wallet', '/game/chess')).toBe('/mine/wallet');
    expect(loginReturnPath(undefined, '/game/chess')).toBe('/game/chess');
    expect(loginReturnPath('https://evil.example', '/game/chess')).toBe('/game/chess');
    expect(loginReturnPath('//evil.example', undefined)).toBe('/');
    expect(loginReturnPath('javascript:alert(1)', 'mine')).toBe('/');
    expect(loginReturnPath('/redirect/mine', '/redirect/x')).toBe('/');
  });
});
