import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sportsStreamFrameSchema } from './sportsStream.ts';
import { parseSportsStreamFrame } from './streamFrameParser.ts';

/** Mostly the valid leaf, now and then any JSON value: frames that are valid, or wrong in one place. */
const leaf = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 30 }, { arbitrary: fc.jsonValue(), weight: 1 });

const text = fc.string({ maxLength: 6 });
const stringOrNumber = fc.oneof(text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
const decimal = fc
  .tuple(fc.boolean(), fc.nat(999), fc.option(fc.nat(99), { nil: undefined }))
  .map(([minus, whole, cents]) => `${minus ? '-' : ''}${whole}${cents === undefined ? '' : `.${cents}`}`);

const live = leaf(
  fc.record(
    {
      re_time: leaf(text),
      t_count: leaf(stringOrNumber),
      isLive: leaf(field),
      se_now: leaf(text),
      HalfTime: leaf(field),
      inningNum: leaf(stringOrNumber),
      sc_FT_H: leaf(stringOrNumber),
      sc_FT_C: leaf(stringOrNumber),
      sc_FT_A: leaf(stringOrNumber),
      sc_set_H: leaf(stringOrNumber),
      sc_set_A: leaf(stringOrNumber),
      sc_game_H: leaf(stringOrNumber),
      sc_game_A: leaf(stringOrNumber),
      gameStatus: leaf(text),
      gameType: leaf(text),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

const price = leaf(
  fc.record(
    {
      oddGameId: leaf(text),
      w: leaf(text),
      side: leaf(text),
      line: leaf(text),
      name: leaf(text),
      rtype: leaf(text),
      r: leaf(decimal),
      suspended: leaf(fc.boolean()),
      extra: fc.jsonValue(),
    },
    { requiredKeys: ['oddGameId', 'w', 'side', 'r', 'suspended'] },
  ),
);

const match = leaf(
  fc.record(
    { gameId: leaf(text), live, prices: leaf(fc.array(price, { maxLength: 4 })), extra: fc.jsonValue() },
    { requiredKeys: ['gameId', 'prices'] },
  ),
);

const frame = fc.record(
  {
    type: leaf(fc.constantFrom('snapshot', 'delta')),
    seq: leaf(fc.oneof(fc.integer({ min: -2, max: 1e6 }), fc.double())),
    at: leaf(fc.oneof(fc.integer(), fc.double())),
    matches: leaf(fc.array(match, { maxLength: 4 })),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ['type', 'seq', 'at', 'matches'] },
);

/** The fast parser's verdict: the value, or 'rejected'. */
function fast(value: unknown): unknown {
  try {
    return parseSportsStreamFrame(value);
  } catch {
    return 'rejected';
  }
}

describe('the sports stream frame parser', () => {
  it('accepts exactly what the zod schema accepts, and returns the same value', () => {
    fc.assert(
      fc.property(fc.oneof(frame, fc.jsonValue()), (value) => {
        const reference = sportsStreamFrameSchema.safeParse(value);
        expect(fast(value)).toEqual(reference.success ? reference.data : 'rejected');
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on frames as the wire carries them (JSON text)', () => {
    fc.assert(
      fc.property(frame, (value) => {
        const decoded: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        const reference = sportsStreamFrameSchema.safeParse(decoded);
        expect(fast(decoded)).toEqual(reference.success ? reference.data : 'rejected');
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects a bad price, a non-positive sequence and an unknown type', () => {
    const good = { type: 'delta', seq: 3, at: 5, matches: [{ gameId: 'g', prices: [] }] };
    expect(parseSportsStreamFrame(good)).toEqual(good);
    const price = { oddGameId: 'o', w: 'R', side: 'H', r: '1.9', suspended: false };
    expect(fast({ ...good, matches: [{ gameId: 'g', prices: [{ ...price, r: '1,9' }] }] })).toBe('rejected');
    expect(fast({ ...good, seq: 0 })).toBe('rejected');
    expect(fast({ ...good, type: 'hello' })).toBe('rejected');
  });
});
