import { describe, expect, it } from 'vitest';
import { depositBonusPreview, invitationLink, prizeSlice, tierRows, wheelStopAngle } from './rules.ts';
import { nextSignReward, signMonth, signStatus } from './signCalendar.ts';
import { activityStanding } from './standing.ts';

describe('activity rules', () => {
  it('previews a deposit bonus for what the member typed, and nothing for text that is not an amount', () => {
    const terms = { rate: '1', minDeposit: '100', maxBonus: '8888', turnoverMultiple: 10 };
    expect(depositBonusPreview(terms, '500')).toEqual({
      bonus: '500.00',
      turnover: '10000.00',
      belowMinimum: false,
    });
    expect(depositBonusPreview(terms, '50')).toEqual({
      bonus: '0.00',
      turnover: '500.00',
      belowMinimum: true,
    });
    expect(depositBonusPreview(terms, '20000')?.bonus).toBe('8888.00');
    expect(depositBonusPreview(terms, '5e2')).toBeNull();
  });

  it('judges the time window before login, and login before the server verdict', () => {
    const window = { startTime: 100, endTime: 200 };
    expect(activityStanding(window, null, true, 50)).toEqual({ kind: 'upcoming', startTime: 100 });
    expect(activityStanding(window, null, true, 200)).toEqual({ kind: 'ended' });
    expect(activityStanding(window, null, false, 150)).toEqual({ kind: 'visitor' });
    const no = {
      eligible: false,
      reason: '今日已签到',
      progress: { type: 'activityLandPage' as const, enrolled: false },
    };
    expect(activityStanding(window, no, true, 150)).toEqual({ kind: 'ineligible', reason: '今日已签到' });
  });

  it('lays out a Beijing month starting on Monday with signed days', () => {
    const month = signMonth('2026-11-24', ['2026-11-23', '2026-11-24']);
    expect(month.leading).toBe(6); // 1 Nov 2026 is a Sunday: the last column of a Monday week
    expect(month.days).toHaveLength(30);
    expect(month.days[23]).toMatchObject({ date: '2026-11-24', signed: true, isToday: true });
    expect(month.days[24]?.future).toBe(true);
    expect(signMonth('2028-02-10', []).days).toHaveLength(29);
    expect(nextSignReward(['1', '2', '3'], 4, false)).toBe('2');
    expect(nextSignReward(['1', '2', '3'], 4, true)).toBeNull();
    const today = { today: '2026-11-24', signedDates: ['2026-11-23', '2026-11-24'], streak: 2 };
    expect(signStatus(['1', '2', '3'], today)).toEqual({
      signedToday: true,
      streak: 2,
      nextReward: null,
      cycleDay: 1,
      doneInCycle: 2,
    });
    expect(signStatus(['1', '2', '3'], { ...today, signedDates: ['2026-11-23'], streak: 1 }).nextReward).toBe(
      '2',
    );
  });

  it('marks reached and claimed tiers', () => {
    const rows = tierRows(
      [
        { threshold: '1000', bonus: '18' },
        { threshold: '5000', bonus: '88' },
      ],
      '2500',
      [0],
    );
    expect(rows.map((row) => [row.reached, row.claimed, row.ratio])).toEqual([
      [true, true, 1],
      [false, false, 0.5],
    ]);
  });

  it('builds the invitation link with the icode and the register prompt', () => {
    expect(invitationLink('https://jinli.example/', 'JL2S8X')).toBe(
      'https://jinli.example/?icode=JL2S8X&register=1',
    );
  });

  it('stops the wheel with the drawn slice under the pointer', () => {
    const prizes = [
      { id: 'a', name: 'A', amount: '1' },
      { id: 'b', name: 'B', amount: '2' },
      { id: 'c', name: 'C', amount: '0' },
      { id: 'd', name: 'D', amount: '5' },
    ];
    const slice = prizeSlice(prizes, 'c');
    expect(slice).toBe(2);
    const angle = wheelStopAngle(0, slice, 4, 5);
    // The slice's centre (2.5 × 90°) plus the turn lands on the pointer at 0°.
    expect((angle + 2.5 * 90) % 360).toBe(0);
    expect(angle).toBeGreaterThanOrEqual(5 * 360);
  });
});
