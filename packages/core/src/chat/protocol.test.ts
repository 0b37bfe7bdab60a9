import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ChatMsgId,
  ChatProtocolError,
  type ClientMsgId,
  chatHandshakeUrl,
  clientPayloadSchemas,
  decodeClientFrame,
  decodeFrame,
  encodeFrame,
  resolveChatSocketUrl,
  type ServerMsgId,
  serverPayloadSchemas,
} from './protocol.ts';

const rid = fc.string({ minLength: 1, maxLength: 8 });
const id = fc.string({ minLength: 1, maxLength: 12 });
const text = fc.string({ maxLength: 30 });
const time = fc.nat();
const count = fc.nat({ max: 100_000 });
const opt = <T extends Record<string, unknown>>(
  model: { [K in keyof T]: fc.Arbitrary<T[K]> },
  required: (keyof T)[],
) => fc.record(model, { requiredKeys: required });

const loginAck = fc.record({ uid: text, nickName: text, guest: fc.boolean() });
const roomStatus = {
  rid,
  open: fc.boolean(),
  reason: text,
  online: count,
  notice: text,
};

const serverArbitraries: Record<ServerMsgId, fc.Arbitrary<unknown>> = {
  [ChatMsgId.Heartbeat]: fc.constant({}),
  [ChatMsgId.Login]: loginAck,
  [ChatMsgId.JoinRoom]: opt({ rid, online: count }, ['rid']),
  [ChatMsgId.SendMessage]: opt(
    { id, rid, uid: text, nickName: text, msg: text, time, vipLevel: count, system: fc.boolean(), cid: id },
    ['id', 'rid', 'uid', 'nickName', 'msg', 'time'],
  ),
  [ChatMsgId.Mute]: opt({ rid, muted: fc.boolean(), reason: text, until: time }, ['muted', 'reason']),
  [ChatMsgId.Block]: opt({ rid, blocked: fc.boolean(), reason: text }, ['blocked', 'reason']),
  [ChatMsgId.RoomStatus]: opt(roomStatus, ['rid', 'open']),
  [ChatMsgId.VipChatLevel]: opt({ rid, level: count }, ['level']),
  [ChatMsgId.JoinBroadcast]: opt({ rid, uid: text, nickName: text, vipLevel: count, online: count }, [
    'rid',
    'uid',
    'nickName',
  ]),
  [ChatMsgId.RoomStatusUpdate]: opt(roomStatus, ['rid']),
  [ChatMsgId.Destroy]: opt({ rid, reason: text }, ['rid']),
  [ChatMsgId.ScorePush]: opt({ rid, gameId: text, sc_FT_H: text, sc_FT_C: text, re_time: text }, [
    'rid',
    'gameId',
    'sc_FT_H',
    'sc_FT_C',
  ]),
  [ChatMsgId.Clear]: opt({ rid, uid: text }, ['rid']),
  [ChatMsgId.JoinUnicast]: fc.record({ rid, welcome: text }),
  [ChatMsgId.GiftRecord]: fc.record({
    rid,
    id,
    uid: text,
    nickName: text,
    giftName: text,
    count: fc.integer({ min: 1, max: 999 }),
    time,
  }),
  [ChatMsgId.PredictionRecord]: fc.record({ rid, id, uid: text, nickName: text, content: text, time }),
  [ChatMsgId.GuestLogin]: loginAck,
  [ChatMsgId.InternalNotification]: fc.record({ id, content: text, time }),
};

const clientArbitraries: Record<ClientMsgId, fc.Arbitrary<unknown>> = {
  [ChatMsgId.Heartbeat]: fc.constant({}),
  // JSON.parse(JSON.stringify(x)) drops what JSON cannot carry (-0), which the wire drops too;
  // `__proto__` keys are dropped by the decoder on purpose (tested below).
  [ChatMsgId.Login]: fc
    .record({
      token: id,
      body: fc.jsonValue().filter((body) => !JSON.stringify(body).includes('"__proto__"')),
    })
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown),
  [ChatMsgId.JoinRoom]: fc.record({ rid }),
  [ChatMsgId.SendMessage]: fc.record({ rid, msg: fc.string({ minLength: 1, maxLength: 30 }), cid: id }),
  [ChatMsgId.GuestLogin]: fc.constant({}),
};

const serverIds = Object.keys(serverPayloadSchemas).map(Number) as ServerMsgId[];
const clientIds = Object.keys(clientPayloadSchemas).map(Number) as ClientMsgId[];

/** Runs `decode` and reports anything it throws that is not a ChatProtocolError. */
function onlyProtocolErrors(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch (error) {
    return error instanceof ChatProtocolError;
  }
}

function rejection(textFrame: string): ChatProtocolError {
  try {
    decodeFrame(textFrame);
  } catch (error) {
    if (error instanceof ChatProtocolError) return error;
    throw error;
  }
  throw new Error(`accepted: ${textFrame}`);
}

describe('chat message ids', () => {
  it('are the SPEC §9 numbers, each with a server schema', () => {
    expect(Object.values(ChatMsgId).sort((a, b) => a - b)).toEqual([
      0, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10013, 10014, 10015, 10016, 10017,
      10018, 10019, 60000,
    ]);
    expect(serverIds.sort((a, b) => a - b)).toEqual(Object.values(ChatMsgId).sort((a, b) => a - b));
  });
});

describe('codec round trip', () => {
  for (const msgId of serverIds) {
    test.prop([serverArbitraries[msgId]])(`server frame ${msgId}`, (payload) => {
      const encoded = encodeFrame(msgId, payload as never);
      expect(JSON.parse(encoded)).toEqual({ msgId, msgData: payload });
      expect(decodeFrame(encoded)).toEqual({ msgId, msgData: payload });
    });
  }
  for (const msgId of clientIds) {
    test.prop([clientArbitraries[msgId]])(`client frame ${msgId}`, (payload) => {
      expect(decodeClientFrame(encodeFrame(msgId, payload as never))).toEqual({ msgId, msgData: payload });
    });
  }

  it('accepts a double-encoded msgData and a heartbeat without msgData', () => {
    const line = { id: 'm1', rid: 'lobby', uid: 'u1', nickName: '小明', msg: '你好', time: 1 };
    expect(decodeFrame(JSON.stringify({ msgId: 10003, msgData: JSON.stringify(line) }))).toEqual({
      msgId: 10003,
      msgData: line,
    });
    expect(decodeFrame('{"msgId":0}')).toEqual({ msgId: 0, msgData: {} });
  });
});

describe('malformed frames', () => {
  test.prop([fc.string()])('arbitrary text never throws anything but ChatProtocolError', (input) => {
    expect(onlyProtocolErrors(() => decodeFrame(input))).toBe(true);
    expect(onlyProtocolErrors(() => decodeClientFrame(input))).toBe(true);
  });

  test.prop([fc.json()])('arbitrary JSON never throws anything but ChatProtocolError', (input) => {
    expect(onlyProtocolErrors(() => decodeFrame(input))).toBe(true);
  });

  test.prop([fc.constantFrom(...serverIds), fc.jsonValue()])(
    'a known id with arbitrary data is decoded or rejected as invalidPayload',
    (msgId, msgData) => {
      try {
        decodeFrame(JSON.stringify({ msgId, msgData }));
      } catch (error) {
        expect(error).toBeInstanceOf(ChatProtocolError);
        expect((error as ChatProtocolError).reason).toBe('invalidPayload');
      }
    },
  );

  it('drops __proto__ keys instead of carrying them into objects', () => {
    const frame = decodeClientFrame(
      '{"msgId":10001,"msgData":{"token":"t","body":{"__proto__":{"polluted":1}}}}',
    );
    expect(frame.msgData).toEqual({ token: 't', body: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the reason', () => {
    expect(rejection('not json').reason).toBe('notJson');
    expect(rejection('[1,2]').reason).toBe('notObject');
    expect(rejection('{"msgData":{}}').reason).toBe('missingMsgId');
    expect(rejection('{"msgId":"10002","msgData":{"rid":"a"}}').reason).toBe('missingMsgId');
    expect(rejection('{"msgId":10010,"msgData":{}}')).toMatchObject({ reason: 'unknownMsgId', msgId: 10010 });
    expect(rejection('{"msgId":10003,"msgData":{"msg":"缺少字段"}}').reason).toBe('invalidPayload');
    expect(rejection('{"msgId":10003,"msgData":"{broken"}').reason).toBe('invalidPayload');
  });

  it('does not accept client-only shapes from the server', () => {
    expect(rejection(encodeFrame(ChatMsgId.Login, { token: 't', body: {} })).reason).toBe('invalidPayload');
    expect(() => decodeClientFrame(encodeFrame(ChatMsgId.Mute, { muted: true, reason: '' }))).toThrow(
      ChatProtocolError,
    );
  });
});

describe('chatHandshakeUrl', () => {
  it('puts the handshake path, client type and site id on the socket base', () => {
    expect(chatHandshakeUrl('wss://chat.example/', 'site 1')).toBe(
      'wss://chat.example/stream/ws/v1/handshake?clientType=web&siteId=site%201',
    );
  });
});

describe('resolveChatSocketUrl', () => {
  it('empty wsUrl is the page origin, with ws for http and wss for https', () => {
    expect(resolveChatSocketUrl('', 'http://127.0.0.1:8080', 's')).toBe(
      'ws://127.0.0.1:8080/stream/ws/v1/handshake?clientType=web&siteId=s',
    );
    expect(resolveChatSocketUrl(' ', 'https://site.example', 's')).toBe(
      'wss://site.example/stream/ws/v1/handshake?clientType=web&siteId=s',
    );
  });

  it('a full handshake URL or a base both give one handshake path', () => {
    const expected = 'wss://chat.example/stream/ws/v1/handshake?clientType=web&siteId=s';
    expect(resolveChatSocketUrl('wss://chat.example/stream/ws/v1/handshake', 'http://x', 's')).toBe(expected);
    expect(resolveChatSocketUrl('wss://chat.example/', 'http://x', 's')).toBe(expected);
  });
});
