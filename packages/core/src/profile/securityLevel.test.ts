import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECURITY_ITEMS, securityLevel } from './securityLevel.ts';

const none = { bindPhone: false, bindRealName: false, bindEmail: false, bindWithdrawPwd: false };
const bindings = fc.record({
  bindPhone: fc.boolean(),
  bindRealName: fc.boolean(),
  bindEmail: fc.boolean(),
  bindWithdrawPwd: fc.boolean(),
});

describe('securityLevel', () => {
  it('a new member with only a login password is low and misses four protections', () => {
    expect(securityLevel(none)).toEqual({
      grade: 'low',
      score: 1,
      total: 5,
      ratio: 0.2,
      missing: ['phone', 'realName', 'email', 'withdrawPassword'],
    });
  });

  it('phone and real name make it medium; everything bound makes it high', () => {
    expect(securityLevel({ ...none, bindPhone: true, bindRealName: true }).grade).toBe('medium');
    const all = securityLevel({
      bindPhone: true,
      bindRealName: true,
      bindEmail: true,
      bindWithdrawPwd: true,
    });
    expect(all).toMatchObject({ grade: 'high', score: 5, ratio: 1, missing: [] });
  });

  it('binding one more thing never lowers the level', () => {
    const order = { low: 0, medium: 1, high: 2 } as const;
    fc.assert(
      fc.property(
        bindings,
        fc.constantFrom(...(['bindPhone', 'bindRealName', 'bindEmail', 'bindWithdrawPwd'] as const)),
        (member, key) => {
          const before = securityLevel(member);
          const after = securityLevel({ ...member, [key]: true });
          expect(after.score).toBeGreaterThanOrEqual(before.score);
          expect(order[after.grade]).toBeGreaterThanOrEqual(order[before.grade]);
          expect(after.score + after.missing.length).toBe(SECURITY_ITEMS.length);
        },
      ),
    );
  });
});
