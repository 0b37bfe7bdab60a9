import { describe, expect, it } from 'vitest';
import { money } from '../api/catalogue/money.ts';
import { createFakeHttp, resultError, settle } from '../auth/authFakes.ts';
import { createUsdtWithdrawInfo, usdtWithdrawEstimate } from './usdtWithdrawInfo.ts';
import { createWithdrawalProgress, isPendingWithdrawal } from './withdrawalProgress.ts';

describe('withdrawal progress (SPEC §7 withdraw/withdrawOrderInfo)', () => {
  it('asks for a pending withdrawal and keeps the last answer while asking again', async () => {
    const http = createFakeHttp();
    let status = 0;
    http.on(money.withdrawOrderInfo, ({ orderNo }) => ({ orderNo, amount: '300.00', status }));
    const progress = createWithdrawalProgress({ http });
    const changes: string[] = [];
    progress.subscribe(() => changes.push(progress.getSnapshot().WD1?.status ?? ''));

    await progress.check('WD1');
    expect(progress.getSnapshot().WD1).toEqual({
      status: 'ready',
      info: { orderNo: 'WD1', amount: '300.00', status: 0 },
    });
    status = 1;
    const again = progress.check('WD1');
    expect(progress.getSnapshot().WD1).toMatchObject({ status: 'loading', info: { status: 0 } });
    void progress.check('WD1');
    await again;
    expect(http.callsTo(money.withdrawOrderInfo)).toHaveLength(2);
    expect(progress.getSnapshot().WD1).toMatchObject({ status: 'ready', info: { status: 1 } });
    expect(changes).toEqual(['loading', 'ready', 'loading', 'ready']);
  });

  it('says why a check failed and keeps what it knew; clear forgets everything', async () => {
    const http = createFakeHttp();
    http.on(money.withdrawOrderInfo, () => {
      throw resultError(6004, '订单不存在');
    });
    const progress = createWithdrawalProgress({ http });
    await progress.check('WD9');
    expect(progress.getSnapshot().WD9).toEqual({ status: 'error', info: null, message: '订单不存在' });
    progress.clear();
    expect(progress.getSnapshot()).toEqual({});
  });

  it('offers 查看进度 only on processing withdrawals', () => {
    expect(isPendingWithdrawal({ type: 2, status: 0 })).toBe(true);
    expect(isPendingWithdrawal({ type: 2, status: 1 })).toBe(false);
    expect(isPendingWithdrawal({ type: 1, status: 0 })).toBe(false);
  });
});

describe('USDT withdrawal details (SPEC §7 withdraw/usdtWithdrawInfo)', () => {
  it('loads once at a time and estimates the coins, cut to 2 decimals', async () => {
    const http = createFakeHttp();
    http.on(money.usdtWithdrawInfo, () => ({ currency: 'USDT', rate: '7.20', protocols: ['TRC20'] }));
    const details = createUsdtWithdrawInfo({ http });
    const first = details.load();
    void details.load();
    await first;
    await settle();
    expect(http.callsTo(money.usdtWithdrawInfo)).toHaveLength(1);
    const info = details.getSnapshot().data;
    expect(info).toMatchObject({ currency: 'USDT', rate: '7.20' });
    expect(usdtWithdrawEstimate('100', info)).toBe('13.88');
    expect(usdtWithdrawEstimate('', info)).toBe('');
    expect(usdtWithdrawEstimate('100', null)).toBe('');
  });

  it('keeps a failure as a message', async () => {
    const http = createFakeHttp();
    http.on(money.usdtWithdrawInfo, () => {
      throw resultError(6005, '服务器错误');
    });
    const details = createUsdtWithdrawInfo({ http });
    await details.load();
    expect(details.getSnapshot()).toEqual({ status: 'error', data: null, errorMessage: '服务器错误' });
  });
});
