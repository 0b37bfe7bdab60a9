import { fc, test } from '@fast-check/vitest';
import { StorageKey } from '@jinli/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorageAdapter } from '../storage/memoryStorage.ts';
import {
  createBrowserDeviceAdapter,
  createStaticDeviceAdapter,
  fingerprintOf,
  isMobileAgent,
} from './deviceAdapter.ts';
import { type DeviceFacts, readBrowserFacts } from './deviceFacts.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

const facts: DeviceFacts = {
  userAgent: DESKTOP_CHROME,
  language: 'zh-CN',
  timeZone: 'Asia/Shanghai',
  hardwareConcurrency: 8,
  maxTouchPoints: 0,
  screen: { width: 1920, height: 1080, colorDepth: 24 },
  graphics: { vendor: 'Google Inc. (NVIDIA)', renderer: 'ANGLE (NVIDIA GeForce RTX 3060)' },
};

describe('createBrowserDeviceAdapter', () => {
  it('makes the unique id once and keeps it in storage under deviceId', () => {
    const storage = createMemoryStorageAdapter();
    const id = createBrowserDeviceAdapter(storage, () => facts).uniqueId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.get(StorageKey.deviceId)).toBe(id);
    expect(createBrowserDeviceAdapter(storage, () => facts).uniqueId()).toBe(id);
  });

  it('keeps an id stored by an earlier visit', () => {
    const storage = createMemoryStorageAdapter({ [StorageKey.deviceId]: 'earlier-visit' });
    expect(createBrowserDeviceAdapter(storage, () => facts).uniqueId()).toBe('earlier-visit');
  });

  it('reads the browser facts once per page', () => {
    const read = vi.fn(() => facts);
    const device = createBrowserDeviceAdapter(createMemoryStorageAdapter(), read);
    device.fingerprint();
    device.fingerprint();
    device.isMobile();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    [DESKTOP_CHROME, 0, false],
    [MAC_SAFARI, 0, false],
    [MAC_SAFARI, 5, true],
    [IPHONE, 5, true],
    [ANDROID, 5, true],
  ])('isMobile for %s with %i touch points is %s', (userAgent, maxTouchPoints, mobile) => {
    expect(isMobileAgent(userAgent, maxTouchPoints)).toBe(mobile);
    const device = createBrowserDeviceAdapter(createMemoryStorageAdapter(), () => ({
      ...facts,
      userAgent,
      maxTouchPoints,
    }));
    expect(device.isMobile()).toBe(mobile);
  });
});

describe('fingerprintOf', () => {
  it('is a stable 32-digit hex digest', () => {
    expect(fingerprintOf(facts)).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintOf({ ...facts })).toBe(fingerprintOf(facts));
  });

  it('works without WebGL or a screen', () => {
    expect(fingerprintOf({ ...facts, graphics: null, screen: null })).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintOf({ ...facts, graphics: null })).not.toBe(fingerprintOf(facts));
  });

  const variants: ((f: DeviceFacts, s: string, n: number) => DeviceFacts)[] = [
    (f, s) => ({ ...f, graphics: { vendor: f.graphics!.vendor, renderer: `${f.graphics!.renderer}${s}` } }),
    (f, s) => ({ ...f, userAgent: `${f.userAgent}${s}` }),
    (f, s) => ({ ...f, language: `${f.language}${s}` }),
    (f, s) => ({ ...f, timeZone: `${f.timeZone}${s}` }),
    (f, _, n) => ({ ...f, hardwareConcurrency: f.hardwareConcurrency + n }),
    (f, _, n) => ({ ...f, screen: { ...f.screen!, width: f.screen!.width + n } }),
  ];
  test.prop([
    fc.nat(variants.length - 1),
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.integer({ min: 1, max: 64 }),
  ])('changes when any graphics, screen or browser property changes', (which, suffix, delta) => {
    expect(fingerprintOf(variants[which]!(facts, suffix, delta))).not.toBe(fingerprintOf(facts));
  });
});

describe('readBrowserFacts', () => {
  it('does not throw without a browser (Node) and reports no graphics', () => {
    const read = readBrowserFacts();
    expect(read.graphics).toBeNull();
    expect(typeof read.timeZone).toBe('string');
  });
});

describe('createStaticDeviceAdapter', () => {
  it('answers what it was given', () => {
    const device = createStaticDeviceAdapter({ uniqueId: 'u-1', fingerprint: 'f-1', mobile: true });
    expect([device.uniqueId(), device.fingerprint(), device.isMobile()]).toEqual(['u-1', 'f-1', true]);
  });
});
