import { describe, expect, it } from 'vitest';
import { escapeHtml } from './strictCsp.ts';

describe('strict CSP default policy before DOMPurify loads', () => {
  it('turns any HTML into inert text that reads the same', () => {
    const html = `<img src=x onerror="alert('x')"><script>alert(1)</script>&amp;`;
    const escaped = escapeHtml(html);
    // No character left that could open a tag, an attribute value or an entity of its own.
    expect(escaped).not.toMatch(/[<>"']|&(?!#\d+;)/);
    const decoded = escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(decoded).toBe(html);
  });
});
