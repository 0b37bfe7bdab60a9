import { describe, expect, it, vi } from 'vitest';
import { installPlatformOf, installPrompt, listenForInstallPrompt } from './installPrompt.ts';

describe('installPlatformOf', () => {
  it('tells iPhone, iPad (also as a Mac with touch), Android and desktop apart', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
    expect(installPlatformOf(iphone, 5)).toBe('ios');
    expect(installPlatformOf(mac, 5)).toBe('ios');
    expect(installPlatformOf(mac, 0)).toBe('desktop');
    expect(installPlatformOf(android, 5)).toBe('android');
    expect(installPlatformOf(windows, 0)).toBe('desktop');
  });
});

describe('installPrompt', () => {
  it('keeps the browser offer, prompts once from it and notes the member accepted', async () => {
    const target = new EventTarget();
    const win = Object.assign(target, {
      matchMedia: () => ({ matches: false }),
      navigator: {},
    }) as unknown as Window;
    listenForInstallPrompt(win);
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installPrompt.get().offer).toBe(offer);
    await expect(installPrompt.prompt()).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPrompt.get()).toEqual({ offer: null, installed: true });
    await expect(installPrompt.prompt()).resolves.toBe(false);
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
