import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { money } from '../api/catalogue/money.ts';
import { checkWithdrawal } from './outcomeCheck.ts';
import { createFakeWalletHttp, dropped } from './walletFakes.ts';

/** Cents as a 2-decimal money string, without floats. */
const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

function server(after: string, records: { amount: string; status: number; type?: number }[]) {
  const http = createFakeWalletHttp();
  http.on(money.withdrawInfo, () => ({ withdrawableAmount: after, hasPassword: true }));
  http.on(money.queryDealRecord, () => ({
    list: records.map((record, i) => ({
      id: String(i + 1),
      orderNo: `W${i + 1}`,
      type: record.type ?? 2,
      amount: record.amount,
      status: record.status,
      remark: '',
      createTime: '2026-11-25 20:00:00',
    })),
    total: records.length,
    pageNum: 1,
    pageSize: 20,
  }));
  return http;
}

describe('checkWithdrawal (issue #29: a withdrawal whose answer was lost)', () => {
  it('finds the order when the money left and a withdrawal of that amount is in review', async () => {
    const http = server('8688.00', [{ amount: '-200.00', status: 0 }]);
    expect(await checkWithdrawal(http, { amount: '200', withdrawableBefore: '8888.00' })).toEqual({
      type: 'applied',
      value: { orderNo: 'W1', amount: '200', status: 0 },
    });
  });

  it('reads only: nothing is sent again', async () => {
    const http = server('8888.00', []);
    await checkWithdrawal(http, { amount: '200', withdrawableBefore: '8888.00' });
    expect(http.callsTo(money.withdrawNew)).toEqual([]);
  });

  it('is not sure when the money left but no matching order is in review', async () => {
    const http = server('8688.00', [
      { amount: '-200.00', status: 1 },
      { amount: '-150.00', status: 0 },
      { amount: '-200.00', status: 0, type: 3 },
    ]);
    expect((await checkWithdrawal(http, { amount: '200', withdrawableBefore: '8888.00' })).type).toBe(
      'unknown',
    );
  });

  it('is not sure when it cannot read', async () => {
    const http = server('8688.00', []);
    http.on(money.withdrawInfo, () => {
      throw dropped();
    });
    expect((await checkWithdrawal(http, { amount: '200', withdrawableBefore: '8888.00' })).type).toBe(
      'unknown',
    );
    expect(
      (await checkWithdrawal(server('8688.00', []), { amount: '200', withdrawableBefore: '' })).type,
    ).toBe('unknown');
  });

  test.prop([
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.boolean(),
  ])(
    'says "applied" only when the balance fell by the amount and the order is there; "not applied" exactly when it did not fall',
    async (beforeCents, amountCents, changeCents, recordThere) => {
      const before = cents(beforeCents + amountCents);
      const afterCents = beforeCents + amountCents - changeCents;
      fc.pre(afterCents >= 0);
      const after = cents(afterCents);
      const amount = cents(amountCents);
      const http = server(after, recordThere ? [{ amount: `-${amount}`, status: 0 }] : []);
      const found = await checkWithdrawal(http, { amount, withdrawableBefore: before });
      const fell = changeCents >= amountCents;
      if (!fell) expect(found.type).toBe('notApplied');
      else expect(found.type).toBe(recordThere ? 'applied' : 'unknown');
    },
  );
});
