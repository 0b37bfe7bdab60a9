import { describe, expect, it } from 'vitest';
import { BET_RESULTS, BetResultCode, describeBetResult } from './betResults.ts';

describe('describeBetResult', () => {
  it.each([
    ['A', 'restored', '恢复'],
    ['W', 'win', '赢'],
    ['LW', 'halfWin', '赢半'],
    ['LL', 'halfLoss', '输半'],
    ['L', 'loss', '输'],
    ['D', 'void', '取消'],
    ['P', 'draw', '和局'],
    ['D1', 'void', '赛事取消'],
    ['D2', 'void', '赔率错误'],
    ['D3', 'void', '比分错误'],
    ['D4', 'void', '红卡取消'],
    ['D5', 'void', '赛事腰斩'],
    ['D6', 'void', '赛事延期'],
    [' w ', 'win', '赢'],
  ])('%j is %s, labelled %s', (code, outcome, label) => {
    expect(describeBetResult(code)).toEqual({ outcome, label });
  });

  it('treats an unknown D-code as a void bet', () => {
    expect(describeBetResult('D99')).toEqual({ outcome: 'void', label: '取消' });
  });

  it('labels unsettled and unknown codes', () => {
    expect(describeBetResult('')).toEqual({ outcome: undefined, label: '未结算' });
    expect(describeBetResult(undefined)).toEqual({ outcome: undefined, label: '未结算' });
    expect(describeBetResult('XYZ')).toEqual({ outcome: undefined, label: '未知' });
    expect(describeBetResult('toString')).toEqual({ outcome: undefined, label: '未知' });
  });

  it('gives every D-code a void reason of its own, in Chinese', () => {
    const voids = Object.values(BetResultCode).filter((code) => code.startsWith('D'));
    const labels = voids.map((code) => BET_RESULTS[code].label);
    expect(new Set(labels).size).toBe(voids.length);
    for (const code of voids) expect(BET_RESULTS[code].outcome).toBe('void');
    for (const label of labels) expect(label).toMatch(/^[\u4e00-\u9fffPK]+$/);
  });
});
