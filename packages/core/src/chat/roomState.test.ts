import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ChatFrame } from './protocol.ts';
import { ChatMsgId } from './protocol.ts';
import { applyRoomFrame, applyRoomFrames, checkSend, emptyRoomState, type RoomState } from './roomState.ts';

const apply = (frames: ChatFrame[], state: RoomState = emptyRoomState('lobby')) =>
  frames.reduce(applyRoomFrame, state);

describe('applyRoomFrame', () => {
  it('tracks room status, partial updates and destruction', () => {
    let state = apply([
      { msgId: ChatMsgId.RoomStatus, msgData: { rid: 'lobby', open: true, online: 12, notice: '欢迎' } },
    ]);
    expect(state).toMatchObject({ closed: null, online: 12, notice: '欢迎' });
    state = apply([{ msgId: ChatMsgId.RoomStatusUpdate, msgData: { rid: 'lobby', online: 13 } }], state);
    expect(state).toMatchObject({ closed: null, online: 13, notice: '欢迎' });
    state = apply(
      [{ msgId: ChatMsgId.RoomStatusUpdate, msgData: { rid: 'lobby', open: false, reason: '比赛结束' } }],
      state,
    );
    expect(state.closed).toEqual({ reason: '比赛结束', destroyed: false });
    state = apply([{ msgId: ChatMsgId.RoomStatusUpdate, msgData: { rid: 'lobby', open: true } }], state);
    expect(state.closed).toBeNull();
    state = apply([{ msgId: ChatMsgId.Destroy, msgData: { rid: 'lobby' } }], state);
    expect(state.closed).toEqual({ reason: '房间已解散', destroyed: true });
    state = apply([{ msgId: ChatMsgId.RoomStatus, msgData: { rid: 'lobby', open: true } }], state);
    expect(state.closed?.destroyed).toBe(true);
  });

  it('clears all lines or one member, and ignores other rooms', () => {
    const line = (id: string, uid: string) => ({
      msgId: ChatMsgId.SendMessage,
      msgData: { id, rid: 'lobby', uid, nickName: '', msg: id, time: 1 },
    });
    let state = apply([line('a', 'u1'), line('b', 'u2'), line('c', 'u1')]);
    state = apply([{ msgId: ChatMsgId.Clear, msgData: { rid: 'other' } }], state);
    expect(state.lines).toHaveLength(3);
    state = apply([{ msgId: ChatMsgId.Clear, msgData: { rid: 'lobby', uid: 'u1' } }], state);
    expect(state.lines.map((item) => item.id)).toEqual(['b']);
    state = apply([{ msgId: ChatMsgId.Clear, msgData: { rid: 'lobby' } }], state);
    expect(state.lines).toEqual([]);
  });

  it('keeps scores, gifts, predictions, joins, vip level and notifications', () => {
    const gift = { rid: 'lobby', id: 'g1', uid: 'u1', nickName: '小明', giftName: '火箭', count: 2, time: 5 };
    const state = apply([
      { msgId: ChatMsgId.ScorePush, msgData: { rid: 'lobby', gameId: 'm1', sc_FT_H: '1', sc_FT_C: '0' } },
      { msgId: ChatMsgId.GiftRecord, msgData: gift },
      { msgId: ChatMsgId.GiftRecord, msgData: gift },
      {
        msgId: ChatMsgId.PredictionRecord,
        msgData: { rid: 'lobby', id: 'p1', uid: 'u2', nickName: '小红', content: '主胜', time: 6 },
      },
      { msgId: ChatMsgId.JoinBroadcast, msgData: { rid: 'lobby', uid: 'u3', nickName: '新人', online: 20 } },
      { msgId: ChatMsgId.JoinUnicast, msgData: { rid: 'lobby', welcome: '欢迎来到大厅' } },
      { msgId: ChatMsgId.VipChatLevel, msgData: { level: 2 } },
      { msgId: ChatMsgId.InternalNotification, msgData: { id: 'n1', content: '系统维护通知', time: 7 } },
    ]);
    expect(state.score).toMatchObject({ sc_FT_H: '1', sc_FT_C: '0' });
    expect(state.gifts).toEqual([gift]);
    expect(state.predictions.map((item) => item.content)).toEqual(['主胜']);
    expect(state).toMatchObject({ online: 20, welcome: '欢迎来到大厅', minVipLevel: 2 });
    expect(state.lastJoin?.nickName).toBe('新人');
    expect(state.notifications.map((item) => item.content)).toEqual(['系统维护通知']);
  });

  it('applies mute and block without rid to every room, and with rid only to that room', () => {
    const state = apply([
      { msgId: ChatMsgId.Mute, msgData: { muted: true, reason: '', until: 99 } },
      { msgId: ChatMsgId.Block, msgData: { rid: 'other', blocked: true, reason: '违规' } },
    ]);
    expect(state.muted).toEqual({ reason: '', until: 99 });
    expect(state.blocked).toBeNull();
  });
});

describe('checkSend', () => {
  const open = emptyRoomState('lobby');
  it('names the first reason a member cannot write', () => {
    expect(checkSend(open, false, ' 好 ')).toEqual({ ok: true, text: '好' });
    expect(checkSend(open, false, '  ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkSend(open, true, '好')).toMatchObject({ problem: 'guest' });
    expect(checkSend({ ...open, muted: { reason: '' } }, false, '好')).toMatchObject({
      message: '您已被禁言',
    });
    expect(checkSend({ ...open, blocked: { reason: '广告' } }, false, '')).toMatchObject({
      problem: 'blocked',
      message: '您已被禁止在本房间发言：广告',
    });
    expect(
      checkSend({ ...open, closed: { reason: '房间已关闭', destroyed: false } }, false, '好'),
    ).toMatchObject({
      problem: 'closed',
      message: '房间已关闭',
    });
  });
});

describe('applyRoomFrames', () => {
  const frameArb: fc.Arbitrary<ChatFrame> = fc.oneof(
    fc
      .record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        rid: fc.constantFrom('lobby', 'other'),
        uid: fc.constantFrom('u1', 'u2'),
        time: fc.integer({ min: 1, max: 4 }),
      })
      .map((line) => ({ msgId: ChatMsgId.SendMessage, msgData: { ...line, nickName: '', msg: line.id } })),
    fc.option(fc.constantFrom('u1', 'u2'), { nil: undefined }).map((uid) => ({
      msgId: ChatMsgId.Clear,
      msgData: uid === undefined ? { rid: 'lobby' } : { rid: 'lobby', uid },
    })),
    fc
      .integer({ min: 0, max: 99 })
      .map((online) => ({ msgId: ChatMsgId.RoomStatusUpdate, msgData: { rid: 'lobby', online } })),
  );

  test.prop([fc.array(frameArb, { maxLength: 6 }), fc.array(frameArb, { maxLength: 30 })])(
    'a batch of N frames gives the same room as applying them one by one',
    (earlier, batch) => {
      const start = apply(earlier);
      expect(applyRoomFrames(start, batch)).toEqual(apply(batch, start));
    },
  );

  it('appends a run of lines with one new list, and a batch for another room changes nothing', () => {
    const line = (id: string, rid = 'lobby') => ({
      msgId: ChatMsgId.SendMessage,
      msgData: { id, rid, uid: 'u1', nickName: '', msg: id, time: 1 },
    });
    const start = apply([line('a')]);
    const next = applyRoomFrames(start, [line('b'), line('c'), line('d')]);
    expect(next.lines.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyRoomFrames(start, [line('x', 'other')])).toBe(start);
  });
});
