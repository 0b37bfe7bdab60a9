import { describe, expect, it } from 'vitest';
import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import { createFakeWalletHttp, refused } from '../wallet/walletFakes.ts';
import { createBalanceSummary } from './balanceSummary.ts';

function setUp() {
  const http = createFakeWalletHttp();
  http.on(money.getBalance, () => ({
    totalMoney: '801.00',
    centerWalletBalance: '800.00',
    lockMoney: '1.00',
  }));
  http.on(games.allBalance, () => ({
    list: [
      { enName: 'JDZR', name: '金殿真人', balance: '200.00' },
      { enName: 'CRTY', name: '皇冠体育', balance: '0.00' },
    ],
    total: '200.00',
  }));
  return { http, summary: createBalanceSummary({ http }) };
}

describe('the balance summary (issue #28)', () => {
  it('asks for the center wallet with lock money and every venue, and totals them', async () => {
    const { http, summary } = setUp();
    const known = await summary.refresh();
    expect(known).toMatchObject({ total: '1001.00', center: '800.00', lock: '1.00', inVenues: '200.00' });
    expect(http.callsTo(money.getBalance)[0]?.payload).toEqual({ withLockMoney: 1 });
    expect(http.callsTo(games.allBalance)[0]?.payload).toEqual({ category: 8 });
    expect(summary.getSnapshot().summary).toBe(known);
  });

  it('one venue learnt on its own moves the total with it', async () => {
    const { summary } = setUp();
    await summary.refresh();
    summary.setVenue('CRTY', '79.10');
    expect(summary.getSnapshot().summary).toMatchObject({ total: '1080.10', inVenues: '279.10' });
  });

  it('a failed refresh rejects and keeps the last known summary', async () => {
    const { http, summary } = setUp();
    await summary.refresh();
    http.on(games.allBalance, () => {
      throw refused(6005, '服务异常');
    });
    await expect(summary.refresh()).rejects.toThrow();
    expect(summary.getSnapshot().summary?.total).toBe('1001.00');
    expect(summary.getSnapshot().venues.status).toBe('error');
  });

  it('forgets everything on reset (logout)', async () => {
    const { summary } = setUp();
    await summary.refresh();
    summary.reset();
    expect(summary.getSnapshot().summary).toBeNull();
  });
});
