import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { type BalanceParts, spendableInVenue, summarizeBalance, totalBalance } from './balanceTotal.ts';

/** Non-negative money with 0-4 decimals, up to 16 integer digits (beyond a double's exact range). */
const amount = fc
  .tuple(fc.stringMatching(/^[1-9]\d{0,15}$|^0$/), fc.stringMatching(/^\d{0,4}$/))
  .map(([integer, fraction]) => (fraction === '' ? integer : `${integer}.${fraction}`));

const venueRow = fc.record({
  enName: fc.stringMatching(/^[A-Z]{2,6}$/),
  name: fc.constant('场馆'),
  balance: amount,
});

const parts: fc.Arbitrary<BalanceParts> = fc.record({
  center: amount,
  lock: amount,
  venues: fc.array(venueRow, { maxLength: 12 }),
});

/** The reference sum: big.js with its own constructor, independent of the rule's set-up. */
function referenceSum(p: BalanceParts): Big {
  return [p.center, p.lock, ...p.venues.map((row) => row.balance)].reduce(
    (sum, part) => sum.plus(new Big(part)),
    new Big(0),
  );
}

describe('totalBalance (issue #28: the total is the center wallet, the lock money and every venue)', () => {
  test.prop([parts])('equals the exact sum of its parts', (p) => {
    expect(new Big(totalBalance(p)).eq(referenceSum(p))).toBe(true);
  });

  test.prop([parts])('is a plain decimal string with at least 2 decimals', (p) => {
    expect(totalBalance(p)).toMatch(/^\d+\.\d{2,}$/);
  });

  test.prop([parts, venueRow])('a venue holding money raises the total by exactly its balance', (p, row) => {
    const more = { ...p, venues: [...p.venues, row] };
    expect(new Big(totalBalance(more)).minus(totalBalance(p)).eq(row.balance)).toBe(true);
  });

  test.prop([parts])('does not depend on the order of the venues', (p) => {
    expect(totalBalance({ ...p, venues: [...p.venues].reverse() })).toBe(totalBalance(p));
  });

  test.prop([parts])('the summary parts add up to its total', (p) => {
    const summary = summarizeBalance(p);
    const parts = new Big(summary.center).plus(summary.lock).plus(summary.inVenues);
    expect(parts.eq(summary.total)).toBe(true);
  });

  it('adds cents a float would get wrong', () => {
    const p = { center: '0.1', lock: '0.2', venues: [{ enName: 'AGZR', name: '真人', balance: '0.0001' }] };
    expect(totalBalance(p)).toBe('0.3001');
    expect(totalBalance({ center: '9007199254740993', lock: '0', venues: [] })).toBe('9007199254740993.00');
  });

  it('the issue #28 member: 800 in the wallet and 200 in 金殿真人 is 1000.00', () => {
    const p = {
      center: '800.00',
      lock: '0.00',
      venues: [{ enName: 'JDZR', name: '金殿真人', balance: '200.00' }],
    };
    expect(summarizeBalance(p)).toMatchObject({ total: '1000.00', inVenues: '200.00' });
  });

  it.each([['--'], [''], ['1e3'], ['NaN']])(
    'refuses a part that is not money (%j) rather than leave it out',
    (bad) => {
      expect(() =>
        totalBalance({ center: '1.00', lock: '0', venues: [{ enName: 'X', name: 'X', balance: bad }] }),
      ).toThrow(TypeError);
    },
  );

  test.prop([parts])(
    'a venue can stake the center wallet plus its own balance, never the lock money',
    (p) => {
      const own = p.venues.find((row) => row.enName === 'CRTY')?.balance ?? '0';
      expect(new Big(spendableInVenue(p, 'CRTY')).eq(new Big(p.center).plus(own))).toBe(true);
    },
  );
});
