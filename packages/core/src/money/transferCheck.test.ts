import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { centerMovedBy } from './transferCheck.ts';

describe('centerMovedBy (issue #15: reconcile a transfer whose answer was lost)', () => {
  it('sees a transfer into a venue as a drop of the center wallet by the amount', () => {
    expect(centerMovedBy('8888.00', '8788.00', '100.00', true)).toBe(true);
    expect(centerMovedBy('8888.00', '8888.00', '100.00', true)).toBe(false);
  });
  it('sees a transfer out of a venue as a rise', () => {
    expect(centerMovedBy('100.00', '150.50', '50.50', false)).toBe(true);
    expect(centerMovedBy('100.00', '150.49', '50.50', false)).toBe(false);
  });
  it('never claims a move it cannot see', () => {
    expect(centerMovedBy(undefined, '1.00', '1.00', true)).toBe(false);
    expect(centerMovedBy('1.00', null, '1.00', true)).toBe(false);
    expect(centerMovedBy('abc', '0.00', '1.00', true)).toBe(false);
  });
  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000 })])(
    'an unchanged balance is never a move, a full move always is',
    (cents, amountCents) => {
      const fmt = (n: number) => (n / 100).toFixed(2);
      const amount = fmt(amountCents);
      expect(centerMovedBy(fmt(cents), fmt(cents), amount, true)).toBe(false);
      expect(centerMovedBy(fmt(cents), fmt(cents), amount, false)).toBe(false);
      expect(centerMovedBy(fmt(cents + amountCents), fmt(cents), amount, true)).toBe(true);
      expect(centerMovedBy(fmt(cents), fmt(cents + amountCents), amount, false)).toBe(true);
    },
  );
});
