import { describe, expect, it } from 'vitest';
import { isInAppPath } from '../session/originUrl.ts';
import { isSafeUrl } from './safeUrl.ts';

describe('isSafeUrl', () => {
  it.each([
    'https://chat.example.com/room?id=1',
    'http://service.example.com',
    '/sandbox-service/chat',
    'https://www.jinli.example/help',
    ' https://cdn.example.com/a.png\n',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com',
    '/\\evil.example.com',
    '/a\\b',
    '/javascript:alert(1)',
    'https:///no-host',
    'https://@evil.example.com',
    'ftp://files.example.com',
    '',
    '   ',
    'chat.example.com',
  ])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('isInAppPath', () => {
  it('tells in-app paths from URLs', () => {
    expect(isInAppPath('/game/sport')).toBe(true);
    expect(isInAppPath('/activity?id=3')).toBe(true);
    expect(isInAppPath('//cdn.example.com/x')).toBe(false);
    expect(isInAppPath('https://example.com')).toBe(false);
  });
});
