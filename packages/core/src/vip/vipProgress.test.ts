import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VipGrade } from '../api/schemas/memberCentre.ts';
import { vipProgress } from './vipProgress.ts';

const grade = (n: number, deposit: string, turnover: string): VipGrade => ({
  grade: n,
  gradeName: `VIP${n}`,
  depositAmount: deposit,
  validBetAmount: turnover,
  upgradeBonus: '0.00',
  weeklyGift: '0.00',
  birthdayGift: '0.00',
  dailyWithdrawTimes: 5,
  dailyWithdrawLimit: '100000.00',
});

const TABLE = [
  grade(0, '0', '0'),
  grade(1, '1000', '10000'),
  grade(2, '5000', '50000'),
  grade(3, '20000', '200000'),
];
const mine = (g: number, deposit: string, turnover: string) => ({
  grade: g,
  gradeName: `VIP${g}`,
  depositAmount: deposit,
  validBetAmount: turnover,
});

const cents = fc.integer({ min: 0, max: 50_000_000 }).map((c) => new Big(c).div(100).toFixed(2));

describe('vipProgress', () => {
  it('is the mean of the two capped ratios towards the next grade', () => {
    const p = vipProgress(TABLE, mine(1, '2500', '10000'));
    expect(p.next?.grade).toBe(2);
    // deposits 2500/5000 = 0.5, turnover 10000/50000 = 0.2 -> 35%
    expect(p.percent).toBe('35.00');
    expect(p.depositToGo).toBe('2500.00');
    expect(p.turnoverToGo).toBe('40000.00');
  });

  it('caps each ratio at 1, so over-depositing does not fill the turnover half', () => {
    const p = vipProgress(TABLE, mine(1, '999999', '0'));
    expect(p.percent).toBe('50.00');
    expect(p.depositToGo).toBe('0.00');
  });

  it('shows 100% at the top grade, where the next grade is the current one', () => {
    const p = vipProgress(TABLE, mine(3, '0', '0'));
    expect(p.isTop).toBe(true);
    expect(p.next?.grade).toBe(3);
    expect(p.percent).toBe('100.00');
  });

  it('reads malformed or negative totals as zero rather than failing', () => {
    expect(vipProgress(TABLE, mine(0, 'abc', '-5')).percent).toBe('0.00');
  });

  it('stays within 0..100% for any totals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), cents, cents, (g, d, t) => {
        const percent = new Big(vipProgress(TABLE, mine(g, d, t)).percent);
        return percent.gte(0) && percent.lte(100);
      }),
    );
  });

  it('never goes down when deposits or turnover grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), cents, cents, cents, cents, (g, d, t, dd, dt) => {
        const before = new Big(vipProgress(TABLE, mine(g, d, t)).percent);
        const grown = mine(g, new Big(d).plus(dd).toFixed(2), new Big(t).plus(dt).toFixed(2));
        return new Big(vipProgress(TABLE, grown).percent).gte(before);
      }),
    );
  });
});
