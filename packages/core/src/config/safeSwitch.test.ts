import { describe, expect, it } from 'vitest';
import { resolveSafeSwitch, safeSwitchPolicy } from './safeSwitch.ts';

describe('resolveSafeSwitch', () => {
  it('follows runtime config when nothing is stored', () => {
    expect(resolveSafeSwitch(true, null)).toBe(true);
    expect(resolveSafeSwitch(false, null)).toBe(false);
  });

  it('lets a stored 0/1 override the config', () => {
    expect(resolveSafeSwitch(true, '0')).toBe(false);
    expect(resolveSafeSwitch(false, '1')).toBe(true);
  });

  it('ignores stored garbage', () => {
    expect(resolveSafeSwitch(true, 'off')).toBe(true);
  });
});

describe('safeSwitchPolicy', () => {
  it('reads the stored override on every call', () => {
    const stored = new Map<string, string>();
    const storage = {
      get: (key: string) => stored.get(key) ?? null,
      set: (key: string, value: string) => void stored.set(key, value),
      remove: (key: string) => void stored.delete(key),
      keys: () => [...stored.keys()],
    };
    const safe = safeSwitchPolicy(true, storage);
    expect(safe()).toBe(true);
    stored.set('safeSwitch', '0');
    expect(safe()).toBe(false);
  });
});
