import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_LAUNCH_MESSAGES, resolveGameLaunch } from './launch.ts';

const refused = { kind: 'refused', message: GAME_LAUNCH_MESSAGES.unsafe };

describe('resolveGameLaunch (SPEC §4)', () => {
  it.each([
    ['https://g.example/xm?t=1', 'XMTY', { kind: 'newWindow', url: 'https://g.example/xm?t=1' }],
    ['http://g.example/lot', 'G1CP', { kind: 'newWindow', url: 'http://g.example/lot' }],
    ['https://g.example/lot', 'sgcp', { kind: 'newWindow', url: 'https://g.example/lot' }],
    ['https://live.example/table/7', 'AGZR', { kind: 'embedded', url: 'https://live.example/table/7' }],
    ['/sandbox-game/KYQP/1', 'KYQP', { kind: 'sameOrigin', path: '/sandbox-game/KYQP/1' }],
    [
      '<html><body>reel</body></html>',
      'PG',
      { kind: 'slot', route: '/pg/game', payload: '<html><body>reel</body></html>' },
    ],
    ['token-abc', 'JDBDZ', { kind: 'slot', route: '/dz/game', payload: 'token-abc' }],
    ['{"u":"x"}', 'CRTY', { kind: 'localSport', route: '/game/sport/crty', data: '{"u":"x"}' }],
    ['  ', 'AGZR', { kind: 'refused', message: GAME_LAUNCH_MESSAGES.empty }],
    ['javascript:alert(1)', 'AGZR', refused],
    ['JavaScript:alert(1)', 'XMTY', refused],
    ['java\tscript:alert(1)', 'AGZR', refused],
    ['\u0001javascript:alert(1)', 'PG', refused],
    ['data:text/html,<script>alert(1)</script>', 'AGZR', refused],
    ['vbscript:msgbox', 'AGZR', refused],
    ['//evil.example/x', 'AGZR', refused],
    ['/\\evil.example', 'AGZR', refused],
    ['\\\\evil.example', 'AGZR', refused],
    ['http:/\\evil.example', 'AGZR', refused],
    ['https:evil.example', 'XMTY', refused],
    ['ftp://files.example', 'AGZR', refused],
  ])('%j from %s', (answer, venue, expected) => {
    expect(resolveGameLaunch(answer, venue)).toEqual(expected);
  });
});

const schemes = fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'ftp', 'JaVaScRiPt');
const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
const venues = fc.constantFrom('XMTY', 'G1CP', 'SGCP', 'AGZR', 'PG', 'JDBDZ', 'KYQP');

describe('resolveGameLaunch properties', () => {
  it('refuses every non-http scheme, however it is padded or split', () => {
    fc.assert(
      fc.property(schemes, noise, noise, fc.string(), venues, (scheme, before, inside, rest, venue) => {
        const cut = Math.floor(scheme.length / 2);
        const answer = `${before}${scheme.slice(0, cut)}${inside}${scheme.slice(cut)}:${rest}`;
        expect(resolveGameLaunch(answer, venue).kind).toBe('refused');
      }),
    );
  });

  it('never lets a protocol-relative value out as a same-origin path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('//', '/\\', '\\/', '\\\\', '/\t/'),
        fc.webSegment(),
        venues,
        (lead, host, venue) => {
          expect(resolveGameLaunch(`${lead}${host}`, venue).kind).toBe('refused');
        },
      ),
    );
  });

  it('opens every http(s) URL in a window or the embedded route, never anything else', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), venues, (url, venue) => {
        const launch = resolveGameLaunch(url, venue);
        const expected = ['XMTY', 'G1CP', 'SGCP'].includes(venue) ? 'newWindow' : 'embedded';
        expect(launch).toEqual({ kind: expected, url });
      }),
    );
  });

  it('stores any CRTY answer for the local sport page', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (data) => {
          expect(resolveGameLaunch(data, 'CRTY')).toMatchObject({
            kind: 'localSport',
            route: '/game/sport/crty',
          });
        },
      ),
    );
  });
});
