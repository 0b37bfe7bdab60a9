import { describe, expect, test } from 'vitest';
import { resolveSportsStreamUrl, sportsStreamFrameSchema } from './sportsStream.ts';

describe('sports stream', () => {
  test('the URL follows the page origin or the configured chat socket host', () => {
    expect(resolveSportsStreamUrl('', 'http://127.0.0.1:8181', 'a b', 'S1')).toBe(
      'ws://127.0.0.1:8181/stream/ws/v1/sports?token=a%20b&siteId=S1',
    );
    expect(
      resolveSportsStreamUrl('wss://api.example.com/stream/ws/v1/handshake', 'https://x.com', 't', 's'),
    ).toBe('wss://api.example.com/stream/ws/v1/sports?token=t&siteId=s');
  });

  test('a frame needs its type, sequence and matches', () => {
    const frame = { type: 'delta', seq: 2, at: 1, matches: [{ gameId: 'g', prices: [] }] };
    expect(sportsStreamFrameSchema.parse(frame)).toEqual(frame);
    expect(sportsStreamFrameSchema.safeParse({ ...frame, seq: 0 }).success).toBe(false);
  });
});
