import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { appendRecord, clearLines, mergeLines } from './chatLog.ts';
import type { ChatLine } from './payloads.ts';

const line = (id: string, time: number, uid = 'u1'): ChatLine => ({
  id,
  rid: 'lobby',
  uid,
  nickName: '小明',
  msg: `消息${id}`,
  time,
});

const lines = fc.array(
  fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), time: fc.nat({ max: 20 }) }),
  { maxLength: 12 },
);
const toLines = (items: { id: string; time: number }[]) => items.map((item) => line(item.id, item.time));

describe('mergeLines', () => {
  test.prop([lines, lines, lines])(
    'keeps every id once, oldest first, whatever the arrival order',
    (a, b, c) => {
      const merged = mergeLines(mergeLines(mergeLines([], toLines(a)), toLines(b)), toLines(c));
      const ids = merged.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set([...a, ...b, ...c].map((item) => item.id)));
      for (let i = 1; i < merged.length; i += 1) {
        expect(merged[i - 1]!.time).toBeLessThanOrEqual(merged[i]!.time);
      }
    },
  );

  test.prop([lines])('merging what is already there changes nothing', (items) => {
    const once = mergeLines([], toLines(items));
    expect(mergeLines(once, once)).toBe(once);
  });

  test.prop([lines, lines, lines])(
    'merging into an earlier list again sees only the ids of that list (the id index is handed on)',
    (a, b, c) => {
      const first = mergeLines([], toLines(a));
      mergeLines(first, toLines(b));
      const again = mergeLines(first, toLines(c)).map((item) => item.id);
      expect(new Set(again)).toEqual(new Set([...a, ...c].map((item) => item.id)));
      expect(new Set(again).size).toBe(again.length);
    },
  );

  it('puts an older history page before live lines', () => {
    const live = mergeLines([], [line('n1', 100), line('n2', 101)]);
    expect(
      mergeLines(live, [line('o2', 50), line('o1', 40), line('n1', 100)]).map((item) => item.id),
    ).toEqual(['o1', 'o2', 'n1', 'n2']);
  });
});

describe('clearLines and appendRecord', () => {
  it('clears the whole room or one member', () => {
    const all = [line('a', 1, 'u1'), line('b', 2, 'u2')];
    expect(clearLines(all)).toEqual([]);
    expect(clearLines(all, 'u1').map((item) => item.id)).toEqual(['b']);
  });

  it('keeps records unique and capped to the newest', () => {
    let list: { id: string }[] = [];
    for (const id of ['1', '2', '2', '3', '4']) list = appendRecord(list, { id }, 3);
    expect(list.map((item) => item.id)).toEqual(['2', '3', '4']);
  });
});
