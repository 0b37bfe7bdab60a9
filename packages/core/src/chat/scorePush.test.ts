import { describe, expect, it } from 'vitest';
import { scorePushTiming } from './scorePush.ts';

describe('scorePushTiming (SPEC §9 10014)', () => {
  it("reads football's re_time as the match clock", () => {
    const timing = scorePushTiming({ sc_FT_H: '2', sc_FT_C: '1', re_time: "2H^67'" }, 'FT');
    expect(timing.score).toEqual({ home: '2', away: '1' });
    expect(timing.period).not.toBe('');
  });

  it("reads another sport's re_time as its period code", () => {
    const football = scorePushTiming({ sc_FT_H: '0', sc_FT_C: '0', re_time: 'Q2' }, 'FT');
    const basketball = scorePushTiming({ sc_FT_H: '30', sc_FT_C: '28', re_time: 'Q2' }, 'BK');
    expect(basketball.period).not.toBe('');
    expect(basketball.period).not.toBe(football.period);
  });

  it('shows no period without re_time', () => {
    expect(scorePushTiming({ sc_FT_H: '0', sc_FT_C: '0' }, 'BK').period).toBe('');
  });
});
