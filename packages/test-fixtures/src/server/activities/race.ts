import type { RaceEntry } from '@jinli/core/contract';
import { addMoney } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';

/** Seeded rivals: a starting score and cents gained per sandbox minute, so the board moves. */
const RIVALS: readonly { name: string; base: number; perMinute: number }[] = [
  { name: '王**', base: 86_200, perMinute: 900 },
  { name: '李**', base: 91_500, perMinute: 420 },
  { name: 'lu***88', base: 64_800, perMinute: 1500 },
  { name: '陈**', base: 52_300, perMinute: 700 },
  { name: 'ko***01', base: 47_900, perMinute: 1100 },
  { name: '赵**', base: 33_600, perMinute: 300 },
  { name: 'ji***li', base: 28_400, perMinute: 650 },
  { name: '周**', base: 19_800, perMinute: 820 },
  { name: '孙**', base: 12_500, perMinute: 240 },
  { name: 'xi***66', base: 8_900, perMinute: 560 },
];

/** The member's name as the board shows it (first two characters, then stars). */
export function maskName(name: string): string {
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** The board at `now`: rivals' scores grow with the clock; the member appears once enrolled. */
export function raceBoard(
  startedAt: number,
  now: number,
  member: { name: string; score: string } | null,
): RaceEntry[] {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  const entries = RIVALS.map((rival) => ({
    name: rival.name,
    score: addMoney(String(rival.base), String(rival.perMinute * minutes)),
  }));
  if (member !== null) entries.push({ name: maskName(member.name), score: member.score });
  entries.sort((a, b) => (lessThan(a.score, b.score) ? 1 : lessThan(b.score, a.score) ? -1 : 0));
  return entries.map((entry, index) => ({ rank: index + 1, ...entry }));
}
