import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileRedirectUrl } from './mobileRedirect.ts';

const H5 = 'https://m.jinli.example/';

describe('mobileRedirectUrl (SPEC §2 mobile redirect)', () => {
  it('carries icode and rcode from the page URL, in any spelling the spec allows', () => {
    expect(mobileRedirectUrl({ h5Url: H5, currentUrl: 'https://www.jinli.example/?rCode=R1&iCode=I1' })).toBe(
      'https://m.jinli.example/?icode=I1&rcode=R1',
    );
    expect(mobileRedirectUrl({ h5Url: H5, currentUrl: 'https://www.jinli.example/#/?rcode=R2' })).toBe(
      'https://m.jinli.example/?rcode=R2',
    );
  });

  it('falls back to stored codes and keeps the mobile site’s own query', () => {
    expect(
      mobileRedirectUrl({
        h5Url: 'https://m.jinli.example/home?from=pc',
        currentUrl: 'https://www.jinli.example/game/sport',
        storedPromo: { rcode: 'KEPT' },
      }),
    ).toBe('https://m.jinli.example/home?from=pc&rcode=KEPT');
  });

  it('goes nowhere without a usable http(s) mobile site', () => {
    for (const h5Url of ['', 'javascript:alert(1)', 'data:text/html,x', '//m.jinli.example', 'not a url']) {
      expect(mobileRedirectUrl({ h5Url, currentUrl: 'https://www.jinli.example/' })).toBeNull();
    }
  });

  it('never changes the mobile site’s origin, whatever the promo codes hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (rcode, icode) => {
        const currentUrl = `https://www.jinli.example/?rcode=${encodeURIComponent(rcode)}&icode=${encodeURIComponent(icode)}`;
        const url = mobileRedirectUrl({ h5Url: H5, currentUrl });
        // Whatever the codes hold, they stay inside the query of the same host and path.
        expect(url?.startsWith(H5)).toBe(true);
        expect(url?.slice(H5.length)).toMatch(/^(\?[^#/?\s]*)?$/);
      }),
    );
  });
});
