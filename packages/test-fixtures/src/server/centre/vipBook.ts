import type { GiftExchangeRecord, MyGrade, RebateRate, VipGrade, VipWeek } from '@jinli/core/contract';
import { addMoney } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';
import type { SandboxState } from '../state.ts';

const row = (
  grade: number,
  deposit: number,
  turnover: number,
  upgrade: number,
  weekly: number,
  birthday: number,
) => ({
  grade,
  gradeName: `VIP${grade}`,
  depositAmount: `${deposit}.00`,
  validBetAmount: `${turnover}.00`,
  upgradeBonus: `${upgrade}.00`,
  weeklyGift: `${weekly}.00`,
  birthdayGift: `${birthday}.00`,
  dailyWithdrawTimes: 5 + grade,
  dailyWithdrawLimit: `${(grade + 1) * 100_000}.00`,
});

/** The grade table (memberGradeConfigList): both thresholds must be met to hold a grade. */
export const VIP_GRADES: readonly VipGrade[] = [
  row(0, 0, 0, 0, 0, 0),
  row(1, 1_000, 10_000, 18, 8, 18),
  row(2, 5_000, 50_000, 58, 18, 58),
  row(3, 20_000, 200_000, 188, 38, 188),
  row(4, 50_000, 500_000, 388, 88, 388),
  row(5, 100_000, 1_000_000, 888, 188, 888),
  row(6, 300_000, 3_000_000, 1_888, 388, 1_888),
  row(7, 600_000, 6_000_000, 3_888, 888, 3_888),
  row(8, 1_000_000, 10_000_000, 8_888, 1_888, 8_888),
];

/** History before the sandbox started (demo01 is VIP3 on its way to VIP4). */
const SEEDED_TOTALS: Record<string, { deposit: string; turnover: string; week: string }> = {
  demo01: { deposit: '32000.00', turnover: '268500.00', week: '3200.00' },
  risky01: { deposit: '1500.00', turnover: '12000.00', week: '0.00' },
};

/** Deposits paid and turnover bet: seeded history + this sandbox's ledger + control credits. */
export function memberTotals(state: SandboxState, member: string, now: number, since = 0) {
  const seeded = SEEDED_TOTALS[member];
  const extra = state.centre.vipExtra.get(member);
  let deposit = addMoney(seeded?.deposit ?? '0.00', extra?.deposit ?? '0.00');
  for (const order of state.wallet.orders.values()) {
    if (order.member === member && order.status === 1) deposit = addMoney(deposit, order.amount);
  }
  let turnover =
    since > 0 ? (seeded?.week ?? '0.00') : addMoney(seeded?.turnover ?? '0.00', extra?.turnover ?? '0.00');
  if (since > 0) turnover = addMoney(turnover, extra?.turnover ?? '0.00');
  for (const order of state.sports.orders.values()) {
    if (order.member !== member || order.outcome !== 'accept' || now < order.resolveAt) continue;
    if (order.placedAt >= since) turnover = addMoney(turnover, order.total);
  }
  return { deposit, turnover };
}

export function gradeFor(deposit: string, turnover: string): VipGrade {
  let held = VIP_GRADES[0]!;
  for (const grade of VIP_GRADES) {
    if (!lessThan(deposit, grade.depositAmount) && !lessThan(turnover, grade.validBetAmount)) held = grade;
  }
  return held;
}

/** memberGradeInfoByGrade: the grade follows the member's deposits and turnover; it never drops. */
export function myGrade(
  state: SandboxState,
  member: { name: string; vipGrade: number },
  now: number,
): MyGrade {
  const totals = memberTotals(state, member.name, now);
  const earned = gradeFor(totals.deposit, totals.turnover);
  if (earned.grade > member.vipGrade) member.vipGrade = earned.grade;
  const held = VIP_GRADES[member.vipGrade] ?? earned;
  return {
    grade: held.grade,
    gradeName: held.gradeName,
    depositAmount: totals.deposit,
    validBetAmount: totals.turnover,
  };
}

const REBATE_BASE: readonly [string, string, number, number][] = [
  ['TY', '体育', 50, 10],
  ['ZR', '真人', 40, 8],
  ['QP', '棋牌', 45, 8],
  ['DJ', '电竞', 50, 10],
  ['CP', '彩票', 30, 5],
  ['DZ', '电子', 60, 12],
  ['BY', '捕鱼', 60, 12],
];
/** Basis points of a grade as a percent string ('0.80'). */
const percent = (bp: number) => (bp / 100).toFixed(2);

export function rebateRates(grade: number): RebateRate[] {
  const top = VIP_GRADES.length - 1;
  return REBATE_BASE.map(([category, categoryName, base, step]) => ({
    category,
    categoryName,
    low: percent(base),
    high: percent(base + step * top),
    current: percent(base + step * grade),
  }));
}

const WEEK_MS = 7 * 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Monday 00:00 Beijing of the week holding `now`. */
export function weekStart(now: number): number {
  const local = now + BEIJING_OFFSET_MS;
  const dayIndex = (Math.floor(local / 86_400_000) + 3) % 7; // 1970-01-01 was a Thursday
  return Math.floor(local / 86_400_000) * 86_400_000 - dayIndex * 86_400_000 - BEIJING_OFFSET_MS;
}

export function vipWeek(
  state: SandboxState,
  member: { name: string; vipGrade: number },
  now: number,
): VipWeek {
  const grade = myGrade(state, member, now).grade;
  const start = weekStart(now);
  const required = grade === 0 ? '0.00' : `${grade * 2_000}.00`;
  const { turnover } = memberTotals(state, member.name, now, start);
  const gift = VIP_GRADES[grade]?.weeklyGift ?? '0.00';
  const status = grade === 0 ? 0 : lessThan(turnover, required) ? 0 : 1;
  return {
    grade,
    giftAmount: gift,
    weekTurnover: turnover,
    requiredTurnover: required,
    status,
    weekStart: start,
    weekEnd: start + WEEK_MS - 86_400_000,
  };
}

/** activityTopGift/exchangeRecord: demo01 has a history of gifts; others none. */
export function giftRecords(member: string, now: number): GiftExchangeRecord[] {
  if (member !== 'demo01') return [];
  const day = 86_400_000;
  const names: [string, string, 0 | 1 | 2][] = [
    ['VIP3 晋级礼金', '188.00', 1],
    ['VIP 周礼金', '38.00', 1],
    ['生日礼金', '188.00', 1],
    ['VIP 周礼金', '18.00', 1],
    ['VIP2 晋级礼金', '58.00', 1],
    ['积分兑换：锦鲤定制水杯', '0.00', 0],
    ['VIP 周礼金', '18.00', 2],
    ['VIP1 晋级礼金', '18.00', 1],
    ['VIP 周礼金', '8.00', 1],
    ['积分兑换：¥10 体验金', '10.00', 1],
    ['VIP 周礼金', '8.00', 1],
    ['新人礼包', '8.00', 1],
  ];
  return names.map(([giftName, amount, status], i) => ({
    id: String(9000 + i),
    giftName,
    amount,
    status,
    createTime: now - (i * 7 + 1) * day,
  }));
}
