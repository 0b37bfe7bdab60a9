import { describe, expect, it } from 'vitest';
import { resolveSafeSwitch } from './safeSwitch.ts';

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
