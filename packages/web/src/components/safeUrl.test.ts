import { describe, expect, it } from 'vitest';
import { isInAppPath, isSafeExternalUrl } from './safeUrl.ts';

const origin = 'https://www.jinli.example';

describe('isSafeExternalUrl', () => {
  it.each([
    'https://chat.example.com/room?id=1',
    'http://service.example.com',
    '/sandbox-service/chat',
    `${origin}/help`,
  ])('allows %s', (url) => {
    expect(isSafeExternalUrl(url, origin)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com',
    '/\\evil.example.com',
    'ftp://files.example.com',
    '',
    'chat.example.com',
  ])('refuses %s', (url) => {
    expect(isSafeExternalUrl(url, origin)).toBe(false);
  });
});

describe('isInAppPath', () => {
  it('tells in-app paths from URLs', () => {
    expect(isInAppPath('/game/sport')).toBe(true);
    expect(isInAppPath('//cdn.example.com/x')).toBe(false);
    expect(isInAppPath('https://example.com')).toBe(false);
  });
});
