import type { ChatLine } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { chatItems } from './chatItems.ts';

const line = (id: string, uid: string, extra: Partial<ChatLine> = {}): ChatLine => ({
  id,
  rid: 'lobby',
  uid,
  nickName: uid,
  msg: `msg ${id}`,
  time: 1,
  ...extra,
});

describe('chatItems', () => {
  it('marks the member own lines, never system notices', () => {
    const items = chatItems([line('1', '7'), line('2', '8'), line('3', '7', { system: true })], [], '7');
    expect(items.map((item) => item.kind === 'line' && item.own)).toEqual([true, false, false]);
  });

  it('shows a pending message until a line with its cid arrives, then only the line', () => {
    const entry = { cid: 'p-1', rid: 'lobby', msg: '你好', sent: true };
    expect(chatItems([line('1', '8')], [entry], '7').map((item) => item.kind)).toEqual(['line', 'pending']);
    const echoed = chatItems([line('1', '8'), line('2', '7', { cid: 'p-1' })], [entry], '7');
    expect(echoed.map((item) => item.key)).toEqual(['1', '2']);
  });
});

describe('chatItems across frames', () => {
  it('keeps each line the same row object while its own flag holds, so shown rows are not rendered again', () => {
    const lines = [line('1', '7'), line('2', '8')];
    const first = chatItems(lines, [], '7');
    const next = chatItems([...lines, line('3', '8')], [], '7');
    expect(next[0]).toBe(first[0]);
    expect(next[1]).toBe(first[1]);
    expect(next).toHaveLength(3);
    const asGuest = chatItems(lines, [], null);
    expect(asGuest[0]).toMatchObject({ kind: 'line', own: false });
  });
});
