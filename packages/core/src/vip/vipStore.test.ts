import { describe, expect, it } from 'vitest';
import { user } from '../api/catalogue/user.ts';
import { createFakeWalletHttp, refused } from '../wallet/walletFakes.ts';
import { createVip } from './vipStore.ts';

const grade = (n: number, deposit: string, turnover: string) => ({
  grade: n,
  gradeName: `VIP${n}`,
  depositAmount: deposit,
  validBetAmount: turnover,
  upgradeBonus: '0.00',
  weeklyGift: '0.00',
  birthdayGift: '0.00',
  dailyWithdrawTimes: 5,
  dailyWithdrawLimit: '1000.00',
});

function setup() {
  const http = createFakeWalletHttp();
  http.on(user.memberGradeConfigList, () => [grade(0, '0', '0'), grade(1, '100', '1000')]);
  http.on(user.memberGradeInfoByGrade, () => ({
    grade: 0,
    gradeName: 'VIP0',
    depositAmount: '50',
    validBetAmount: '250',
  }));
  return { http, vip: createVip({ http }) };
}

describe('vip store', () => {
  it('loads the grade table and my grade together and computes the progress', async () => {
    const { vip } = setup();
    await vip.load();
    const { overview } = vip.getSnapshot();
    expect(overview.status).toBe('ready');
    expect(overview.data?.progress.percent).toBe('37.50');
  });

  it('keeps what it showed and says why when a refresh fails', async () => {
    const { http, vip } = setup();
    await vip.load();
    http.on(user.memberGradeInfoByGrade, () => {
      throw refused(6005, '服务器错误');
    });
    await vip.load();
    expect(vip.getSnapshot().overview).toMatchObject({ status: 'error', errorMessage: '服务器错误' });
    expect(vip.getSnapshot().overview.data?.mine.grade).toBe(0);
  });

  it('drops an answer that arrives after logout', async () => {
    const { vip } = setup();
    const pending = vip.load();
    vip.clear();
    await pending;
    expect(vip.getSnapshot().overview).toEqual({ status: 'idle', data: null, errorMessage: '' });
  });
});
