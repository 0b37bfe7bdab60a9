import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding.ts';

const BOTH = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(negotiateEncoding('deflate', BOTH)).toBeNull();
    expect(negotiateEncoding(undefined, BOTH)).toBeNull();
    expect(negotiateEncoding('', BOTH)).toBeNull();
  });

  it('offers only the copies that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });

  it('honours q-values, refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1, GZIP;q=1', BOTH)).toBe('br');
    expect(negotiateEncoding('*', BOTH)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', BOTH)).toBeNull();
    expect(negotiateEncoding('x-gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=abc', BOTH)).toBeNull();
  });
});
