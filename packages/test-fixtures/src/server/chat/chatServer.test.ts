import { type ChatFrame, ChatMsgId, decodeFrame, encodeFrame, user } from '@jinli/core/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { md5 } from '../auth/accounts.ts';
import { SANDBOX_SITE_ID } from '../devKeys.ts';
import { liveData } from '../sports/simulation.ts';
import { createSportsState } from '../sports/sportsState.ts';
import { startTestSandbox } from '../testSandbox.ts';
import type { ChatScheduler } from './chatServer.ts';
import { inPlayMatches, seatedAudience } from './chatWorld.ts';

/** Timers that run only when the test says so. */
function manualScheduler() {
  const timers = new Set<{ ms: number; run: () => void }>();
  const scheduler: ChatScheduler = {
    every(ms, run) {
      const timer = { ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const fire = (ms: number, times = 1) => {
    for (let i = 0; i < times; i += 1) for (const timer of [...timers]) if (timer.ms === ms) timer.run();
  };
  return { scheduler, fire, count: () => timers.size };
}

interface TestClient {
  ws: WebSocket;
  frames: ChatFrame[];
  send(text: string): void;
  next(predicate: (frame: ChatFrame) => boolean): Promise<ChatFrame>;
  closed: Promise<number>;
}

function connect(baseUrl: string, siteId = SANDBOX_SITE_ID): Promise<TestClient> {
  const url = `${baseUrl.replace('http', 'ws')}/stream/ws/v1/handshake?clientType=web&siteId=${siteId}`;
  const ws = new WebSocket(url);
  const frames: ChatFrame[] = [];
  const waiters: { predicate: (frame: ChatFrame) => boolean; resolve: (frame: ChatFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = decodeFrame(data.toString());
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (text) => ws.send(text),
        next: (predicate) =>
          new Promise((done) => {
            const seen = frames.find(predicate);
            if (seen !== undefined) done(seen);
            else waiters.push({ predicate, resolve: done });
          }),
      }),
    );
  });
}

const is =
  <K extends ChatFrame['msgId']>(
    msgId: K,
    test: (data: Extract<ChatFrame, { msgId: K }>['msgData']) => boolean = () => true,
  ) =>
  (frame: ChatFrame) =>
    frame.msgId === msgId && test(frame.msgData as never);

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function setUp(options: { seed?: number; now?: () => number } = {}) {
  const timers = manualScheduler();
  const started = await startTestSandbox({ ...options, chat: { scheduler: timers.scheduler } });
  const clients: TestClient[] = [];
  cleanup = async () => {
    for (const client of clients) client.ws.terminate();
    await started.sandbox.close();
  };
  const open = async () => {
    const client = await connect(started.baseUrl);
    clients.push(client);
    return client;
  };
  const memberLogin = async (client: TestClient, name: string, password: string) => {
    const login = await started.client.call(user.login.path, {
      isAgent: 0,
      version: '1.0.0',
      name,
      password: md5(password),
      ...(await captcha(started)),
    });
    const token = (login as { data: { token: string } }).data.token;
    const jwt = await started.client.call(user.jwt.path, {}, { headers: { 'X-API-TOKEN': token } });
    client.send(encodeFrame(ChatMsgId.Login, { token, body: jwt.data as never }));
    return (await client.next(is(ChatMsgId.Login))).msgData;
  };
  return { ...started, timers, open, memberLogin };
}

async function captcha(started: Awaited<ReturnType<typeof startTestSandbox>>) {
  return started.client.pictureCaptchaAnswer();
}

describe('sandbox chat socket', () => {
  test('refuses a handshake for another site', async () => {
    const { baseUrl } = await setUp();
    await expect(connect(baseUrl, 'other-site')).rejects.toThrow(/403/);
  });

  test('the online count is the seated audience plus the sockets in the room, told to the others (#28)', async () => {
    const { open } = await setUp();
    const audience = seatedAudience('lobby', 'lobby');
    expect(audience).toBeGreaterThanOrEqual(320);
    const joinLobby = async (client: TestClient) => {
      client.send(encodeFrame(ChatMsgId.GuestLogin, {}));
      await client.next(is(ChatMsgId.GuestLogin));
      client.send(encodeFrame(ChatMsgId.JoinRoom, { rid: 'lobby' }));
      return (await client.next(is(ChatMsgId.RoomStatus, (d) => d.rid === 'lobby'))).msgData;
    };
    const first = await open();
    expect(await joinLobby(first)).toMatchObject({ online: audience + 1 });
    const second = await open();
    expect(await joinLobby(second)).toMatchObject({ online: audience + 2 });
    await first.next(is(ChatMsgId.RoomStatusUpdate, (d) => d.online === audience + 2));
    second.ws.close();
    await first.next(is(ChatMsgId.RoomStatusUpdate, (d) => d.online === audience + 1));
  });

  test('a guest logs in, joins the lobby, reads history and sees bot lines', async () => {
    const { open, baseUrl, client: http, timers } = await setUp();
    const guest = await open();
    guest.send(encodeFrame(ChatMsgId.Heartbeat, {}));
    await guest.next(is(ChatMsgId.Heartbeat));
    guest.send(encodeFrame(ChatMsgId.GuestLogin, {}));
    const ack = await guest.next(is(ChatMsgId.GuestLogin));
    expect(ack.msgData).toMatchObject({ guest: true, nickName: expect.stringMatching(/^游客\d+$/) });
    guest.send(encodeFrame(ChatMsgId.JoinRoom, { rid: 'lobby' }));
    await guest.next(is(ChatMsgId.RoomStatus, (d) => d.rid === 'lobby' && d.open));
    await guest.next(is(ChatMsgId.JoinUnicast));

    const page1 = (await http.call('/stream/api/v1/history', { rid: 'lobby', pageNum: 1, pageSize: 15 })) as {
      data: { list: { id: string; time: number }[] };
    };
    expect(page1.data.list).toHaveLength(15);
    const page3 = (await http.call('/stream/api/v1/history', { rid: 'lobby', pageNum: 3, pageSize: 15 })) as {
      data: { list: unknown[] };
    };
    expect(page3.data.list).toHaveLength(10);
    expect(baseUrl).toMatch(/^http/);

    timers.fire(2_500);
    const bot = await guest.next(is(ChatMsgId.SendMessage));
    expect(bot.msgData).toMatchObject({ rid: 'lobby', uid: expect.stringMatching(/^bot-/) });
  });

  test('a member message is echoed with its cid once; a resend of the same cid is not stored again', async () => {
    const { open, memberLogin, client: http } = await setUp();
    const member = await open();
    expect(await memberLogin(member, 'demo01', 'demo1234')).toMatchObject({
      guest: false,
      nickName: 'demo01',
    });
    const watcher = await open();
    watcher.send(encodeFrame(ChatMsgId.GuestLogin, {}));
    await watcher.next(is(ChatMsgId.GuestLogin));
    for (const client of [member, watcher]) client.send(encodeFrame(ChatMsgId.JoinRoom, { rid: 'lobby' }));
    await member.next(is(ChatMsgId.JoinUnicast));
    await watcher.next(is(ChatMsgId.JoinUnicast));

    const send = encodeFrame(ChatMsgId.SendMessage, { rid: 'lobby', msg: '  你好，大家  ', cid: 'page-1' });
    member.send(send);
    const echo = await member.next(is(ChatMsgId.SendMessage, (d) => d.cid === 'page-1'));
    expect(echo.msgData).toMatchObject({ msg: '你好，大家', nickName: 'demo01' });
    await watcher.next(is(ChatMsgId.SendMessage, (d) => d.cid === 'page-1'));

    member.send(send);
    const again = await member.next(
      (frame) => frame !== echo && frame.msgId === ChatMsgId.SendMessage && frame.msgData.cid === 'page-1',
    );
    expect(again.msgData).toEqual(echo.msgData);
    const history = (await http.call('/stream/api/v1/history', {
      rid: 'lobby',
      pageNum: 1,
      pageSize: 15,
    })) as {
      data: { list: { msg: string }[] };
    };
    expect(history.data.list.filter((line) => line.msg === '你好，大家')).toHaveLength(1);
  });

  test('a forged jwt is answered as a guest login', async () => {
    const { open } = await setUp();
    const client = await open();
    client.send(encodeFrame(ChatMsgId.Login, { token: 'nope', body: { jwt: 'a.b.c', token: 'nope' } }));
    expect((await client.next(is(ChatMsgId.Login))).msgData).toMatchObject({ guest: true });
  });

  test('a muted member is told at once and cannot write', async () => {
    const { open, memberLogin, baseUrl } = await setUp();
    const member = await open();
    await memberLogin(member, 'demo01', 'demo1234');
    await member.next(is(ChatMsgId.Mute, (d) => !d.muted));
    const res = await fetch(`${baseUrl}/__sandbox/chat/mute`, {
      method: 'POST',
      body: JSON.stringify({ name: 'demo01', muted: true, reason: '刷屏' }),
    });
    expect(await res.json()).toEqual({ ok: true, told: 1 });
    await member.next(is(ChatMsgId.Mute, (d) => d.muted && d.reason === '刷屏'));
  });

  test('drop on the next send stores the line, then closes every connection', async () => {
    const { open, memberLogin, baseUrl, client: http } = await setUp();
    const member = await open();
    await memberLogin(member, 'demo01', 'demo1234');
    member.send(encodeFrame(ChatMsgId.JoinRoom, { rid: 'lobby' }));
    await member.next(is(ChatMsgId.JoinUnicast));
    await fetch(`${baseUrl}/__sandbox/chat/drop`, { method: 'POST', body: '{"when":"nextSendStored"}' });
    member.send(encodeFrame(ChatMsgId.SendMessage, { rid: 'lobby', msg: '断线前', cid: 'c-9' }));
    expect(await member.closed).toBe(1006);
    const history = (await http.call('/stream/api/v1/history', {
      rid: 'lobby',
      pageNum: 1,
      pageSize: 15,
    })) as {
      data: { list: { msg: string; cid?: string }[] };
    };
    expect(history.data.list.at(-1)).toMatchObject({ msg: '断线前', cid: 'c-9' });
  });

  test('a flood writes perSecond lines per second and reset stops it', async () => {
    const { open, baseUrl, timers, sandbox } = await setUp();
    const guest = await open();
    guest.send(encodeFrame(ChatMsgId.GuestLogin, {}));
    await guest.next(is(ChatMsgId.GuestLogin));
    guest.send(encodeFrame(ChatMsgId.JoinRoom, { rid: 'lobby' }));
    await guest.next(is(ChatMsgId.JoinUnicast));
    const res = await fetch(`${baseUrl}/__sandbox/chat/flood`, {
      method: 'POST',
      body: JSON.stringify({ rid: 'lobby', perSecond: 100, seconds: 2 }),
    });
    expect(await res.json()).toEqual({ ok: true, total: 200 });
    timers.fire(100, 10);
    await expect.poll(() => guest.frames.filter(is(ChatMsgId.SendMessage)).length).toBe(100);
    sandbox.reset();
    expect(timers.count()).toBe(0);
    expect(await guest.closed).toBe(1006);
  });

  test('a room per in-play sportsbook match: the simulated score, bots naming its teams, one match at a time', async () => {
    // Frozen just now: the API's signature age is checked against the sandbox clock.
    const at = Date.now();
    const { open, client: http, timers } = await setUp({ seed: 11, now: () => at });
    const sports = createSportsState(11, at);
    const matches = inPlayMatches(sports.seed);
    expect(matches.length).toBeGreaterThan(5);
    const [first, second] = matches as [(typeof matches)[0], (typeof matches)[0]];
    const rid = `match-${first.gameId}`;
    const live = liveData(sports, sports.seed.matches.find((m) => m.gameId === first.gameId)!, at)!;

    const guest = await open();
    guest.send(encodeFrame(ChatMsgId.GuestLogin, {}));
    await guest.next(is(ChatMsgId.GuestLogin));
    guest.send(encodeFrame(ChatMsgId.JoinRoom, { rid }));
    const welcome = await guest.next(is(ChatMsgId.JoinUnicast, (d) => d.rid === rid));
    expect(welcome.msgData).toMatchObject({ welcome: expect.stringContaining(first.home) });
    const score = await guest.next(is(ChatMsgId.ScorePush, (d) => d.rid === rid));
    expect(score.msgData).toEqual({
      rid,
      gameId: first.gameId,
      sc_FT_H: String(live.sc_FT_H),
      sc_FT_C: String(live.sc_FT_C),
      re_time: String(live.re_time ?? live.se_now),
    });
    const history = (await http.call('/stream/api/v1/history', { rid, pageNum: 1, pageSize: 15 })) as {
      data: { list: { rid: string }[] };
    };
    expect(history.data.list).toHaveLength(15);

    timers.fire(2_500, 40);
    const names = (msg: string) => msg.includes(first.home) || msg.includes(first.away);
    const line = await guest.next(is(ChatMsgId.SendMessage, (d) => d.rid === rid && names(d.msg)));
    expect(line.msgData).toMatchObject({ rid, uid: expect.stringMatching(/^bot-/) });

    // Joining another match leaves the first: its score pushes stop reaching this socket.
    const rid2 = `match-${second.gameId}`;
    guest.send(encodeFrame(ChatMsgId.JoinRoom, { rid: rid2 }));
    await guest.next(is(ChatMsgId.ScorePush, (d) => d.rid === rid2));
    const mark = guest.frames.length;
    timers.fire(15_000);
    await guest.next((f) => guest.frames.indexOf(f) >= mark && f.msgId === ChatMsgId.ScorePush);
    const pushed = guest.frames
      .slice(mark)
      .flatMap((f) => (f.msgId === ChatMsgId.ScorePush ? [f.msgData.rid] : []));
    expect(pushed).toEqual([rid2]);
  });
});
