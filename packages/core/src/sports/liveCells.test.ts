import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createLiveCells } from './liveCells.ts';
import { priceKey, type SportsLive, type VenuePrice } from './venueData.ts';

type LiveMatch = SportsLive['matches'][number];

const price = (oddGameId: string, r: string, suspended = false): VenuePrice => ({
  oddGameId,
  w: 'RE',
  side: 'H',
  r,
  suspended,
});
const match = (gameId: string, prices: VenuePrice[], minute?: number): LiveMatch => ({
  gameId,
  prices,
  ...(minute === undefined ? {} : { live: { re_time: `2H^${minute}` } }),
});
const keyOf = (gameId: string, oddGameId: string) => priceKey(gameId, price(oddGameId, '1'));

/** A stream message: some prices of a few matches (few cells, so cells change often). */
const messageArb = fc.array(
  fc.record({
    gameId: fc.constantFrom('g1', 'g2'),
    odd: fc.constantFrom('o1', 'o2', 'o3'),
    r: fc.constantFrom('0.85', '0.9', '0.95', '1', '1.05'),
    suspended: fc.boolean(),
    minute: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
  }),
  { minLength: 1, maxLength: 4 },
);
type Message = { gameId: string; odd: string; r: string; suspended: boolean; minute: number | undefined }[];
const toMatches = (message: Message): LiveMatch[] =>
  message.map((m) => match(m.gameId, [price(m.odd, m.r, m.suspended)], m.minute));

const KEYS = ['g1', 'g2'].flatMap((g) => ['o1', 'o2', 'o3'].map((o) => ({ g, key: keyOf(g, o) })));

describe('live cells', () => {
  it('a batch shows each cell once: the latest price, moved against the price shown before', () => {
    const cells = createLiveCells();
    cells.apply([match('g1', [price('o1', '0.9')])], 1);
    const cell = cells.priceCell(keyOf('g1', 'o1'));
    const updates = cells.apply(
      [
        match('g1', [price('o1', '0.95')]),
        match('g1', [price('o1', '0.85')]),
        match('g1', [price('o1', '0.88')]),
      ],
      2,
    );
    expect(cell.getSnapshot()).toMatchObject({ price: { r: '0.88' }, move: 'down', seq: 1 });
    expect(updates).toEqual([{ key: keyOf('g1', 'o1'), r: '0.88' }]);
  });

  it('a price that moves and comes back within one batch shows no move and reaches nobody', () => {
    const cells = createLiveCells();
    cells.apply([match('g1', [price('o1', '0.9')])], 1);
    let notified = 0;
    cells.priceCell(keyOf('g1', 'o1')).subscribe(() => {
      notified += 1;
    });
    const updates = cells.apply([match('g1', [price('o1', '1')]), match('g1', [price('o1', '0.9')])], 2);
    expect(updates).toEqual([]);
    expect(notified).toBe(0);
    expect(cells.priceCell(keyOf('g1', 'o1')).getSnapshot()).toMatchObject({ move: null, seq: 0 });
  });

  test.prop([fc.array(messageArb, { minLength: 1, maxLength: 12 }), messageArb])(
    'a batch of N messages ends in the same prices, live data and slip prices as applying them one by one',
    (messages, first) => {
      const batched = createLiveCells();
      const single = createLiveCells();
      batched.apply(toMatches(first), 1);
      single.apply(toMatches(first), 1);
      const before = new Map(KEYS.map(({ key }) => [key, batched.priceCell(key).getSnapshot()]));
      const batchSlip = new Map<string, string>();
      for (const u of batched.apply(messages.flatMap(toMatches), 2)) batchSlip.set(u.key, u.r);
      const singleSlip = new Map<string, string>();
      for (const message of messages)
        for (const u of single.apply(toMatches(message), 2)) singleSlip.set(u.key, u.r);
      for (const { g, key } of KEYS) {
        const b = batched.priceCell(key).getSnapshot();
        const s = single.priceCell(key).getSnapshot();
        const shown = before.get(key)!;
        expect(b.price).toEqual(s.price);
        expect(batched.liveCell(g).getSnapshot()).toEqual(single.liveCell(g).getSnapshot());
        // The slip hears every cell whose final price differs from the one it had before the batch.
        const changed =
          shown.price.oddGameId === '' ||
          shown.price.r !== b.price.r ||
          shown.price.suspended !== b.price.suspended;
        expect(batchSlip.get(key)).toBe(changed ? singleSlip.get(key) : undefined);
        // The arrow is the net movement from what the member saw before the batch.
        if (shown.price.oddGameId !== '' && shown.price.r !== b.price.r)
          expect(b.move).toBe(Number(b.price.r) > Number(shown.price.r) ? 'up' : 'down');
        else expect(b).toMatchObject({ move: shown.move, seq: shown.seq });
      }
    },
  );
});
