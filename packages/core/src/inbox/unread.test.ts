import { describe, expect, it } from 'vitest';
import { badgeText, unreadTotals } from './unread.ts';

const counts = {
  brnotice: 1,
  bractivity: 2,
  brbulletin: 3,
  brmatch: 0,
  brfd: 1,
  notice: 4,
  activity: 0,
  fd: 2,
};

describe('unreadTotals', () => {
  it('gathers each tab from its personal and broadcast counts', () => {
    const totals = unreadTotals(counts, 2);
    expect(totals.byType).toEqual({ notice: 5, activity: 2, bulletin: 3, match: 0, fd: 3 });
    expect(totals.letters).toBe(13);
    expect(totals.all).toBe(15);
  });

  it('counts missing, negative or fractional fields as zero', () => {
    const broken = { ...counts, notice: -3, brnotice: 1.5 } as typeof counts;
    expect(unreadTotals(broken, Number.NaN).byType.notice).toBe(0);
    expect(unreadTotals(null, 0).all).toBe(0);
  });
});

describe('badgeText', () => {
  it('hides zero and caps at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
