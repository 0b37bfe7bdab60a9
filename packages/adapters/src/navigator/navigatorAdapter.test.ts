import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserNavigatorAdapter, createRecordingNavigatorAdapter } from './navigatorAdapter.ts';

describe('createRecordingNavigatorAdapter', () => {
  it('records calls in order and follows assign like a browser', () => {
    const nav = createRecordingNavigatorAdapter('https://www.jinli.test/?rcode=ABC');
    expect(nav.currentUrl()).toBe('https://www.jinli.test/?rcode=ABC');
    nav.openWindow('https://cs.example.com/chat');
    nav.assign('/home');
    nav.reload();
    expect(nav.calls).toEqual([
      { type: 'openWindow', url: 'https://cs.example.com/chat' },
      { type: 'assign', url: '/home' },
      { type: 'reload' },
    ]);
    expect(nav.currentUrl()).toBe('https://www.jinli.test/home');
    nav.setCurrentUrl('https://h5.jinli.test/');
    expect(nav.currentUrl()).toBe('https://h5.jinli.test/');
  });
});

describe('createBrowserNavigatorAdapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens new windows with noopener and noreferrer and drives location', () => {
    const open = vi.fn();
    const location = { href: 'https://www.jinli.test/', assign: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('window', { open });
    vi.stubGlobal('location', location);
    const nav = createBrowserNavigatorAdapter();
    nav.openWindow('https://game.example.com/launch');
    nav.assign('https://h5.jinli.test/');
    nav.reload();
    expect(open).toHaveBeenCalledWith('https://game.example.com/launch', '_blank', 'noopener,noreferrer');
    expect(location.assign).toHaveBeenCalledWith('https://h5.jinli.test/');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(nav.currentUrl()).toBe('https://www.jinli.test/');
  });
});
