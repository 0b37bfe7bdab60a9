import { describe, expect, it } from 'vitest';
import { decodeGameInfo, encodeGameInfo } from './gameInfo.ts';

describe('/game/{info} param', () => {
  it('round-trips an http(s) URL without slashes in the segment', () => {
    const url = 'http://127.0.0.1:8181/sandbox-game/AGZR/lobby?名=金殿';
    const info = encodeGameInfo(url);
    expect(info).not.toMatch(/[/+=]/);
    expect(decodeGameInfo(info)).toBe(url);
  });

  it('refuses anything that is not an http(s) URL', () => {
    expect(decodeGameInfo(encodeGameInfo('javascript:alert(1)'))).toBeNull();
    expect(decodeGameInfo(encodeGameInfo('//evil.example'))).toBeNull();
    expect(decodeGameInfo('%%%')).toBeNull();
  });
});
