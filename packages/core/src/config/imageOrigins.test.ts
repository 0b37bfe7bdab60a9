import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, normalizeImageOrigins } from './imageOrigins.ts';

const PAGE = 'https://www.jinli.example';
const CDN = ['https://img.jinli-cdn.example/'];

describe('isAllowedImageSource (issue #29: no third-party pictures in server HTML)', () => {
  it('allows this site, the listed origins and inline raster data', () => {
    expect(isAllowedImageSource('/sandbox-art/logo.svg', PAGE, [])).toBe(true);
    expect(isAllowedImageSource('banner.png', PAGE, [])).toBe(true);
    expect(isAllowedImageSource('https://www.jinli.example/a.png', PAGE, [])).toBe(true);
    expect(isAllowedImageSource('https://img.jinli-cdn.example/a/b.webp?x=1', PAGE, CDN)).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=', PAGE, [])).toBe(true);
  });

  it('refuses other origins, other ports, protocol-relative, other schemes and SVG data', () => {
    for (const src of [
      'https://tracker.example/p.gif?u=demo01',
      'https://www.jinli.example:8443/a.png',
      'http://www.jinli.example/a.png',
      '//tracker.example/p.gif',
      '/\\tracker.example/p.gif',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<b>x</b>',
      'ftp://www.jinli.example/a.png',
      '',
    ]) {
      expect(isAllowedImageSource(src, PAGE, CDN), src).toBe(false);
    }
  });

  it('normalises the configured origins and drops invalid ones', () => {
    expect(
      normalizeImageOrigins(['https://IMG.example.com/path/', 'not a url', 'javascript:x', 'http://a.b:81']),
    ).toEqual(['https://img.example.com', 'http://a.b:81']);
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'a URL shows exactly when its origin is the page or a listed one',
    (url) => {
      const origin = new URL(url).origin;
      expect(isAllowedImageSource(url, PAGE, [])).toBe(origin === PAGE);
      expect(isAllowedImageSource(url, PAGE, [origin])).toBe(true);
      expect(isAllowedImageSource(url, origin, [])).toBe(true);
    },
  );
});
