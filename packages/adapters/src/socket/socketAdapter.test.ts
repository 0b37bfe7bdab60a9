/// <reference types="node" />
import type { AddressInfo } from 'node:net';
import type { SocketEvent } from '@jinli/core';
import { filter, firstValueFrom, type Observable, toArray } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { createWebSocketAdapter } from './socketAdapter.ts';

const adapter = createWebSocketAdapter({ WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket });
const servers: WebSocketServer[] = [];

async function startServer(): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stream/ws/v1/handshake` };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const next = (events: Observable<SocketEvent>, type: SocketEvent['type']) =>
  firstValueFrom(events.pipe(filter((event) => event.type === type)));

describe('createWebSocketAdapter', () => {
  it('connects only once its connection code is loaded (issue #27: the engine loads it with chat and the sportsbook)', () => {
    const unloaded = createWebSocketAdapter({ WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket });
    expect(() => unloaded.connect('ws://127.0.0.1:9/')).toThrow(/before load/);
  });

  beforeAll(() => adapter.load?.());

  it('opens, carries text both ways and reports the server closing', async () => {
    const { server, url } = await startServer();
    const received: string[] = [];
    server.on('connection', (socket, request) => {
      expect(request.url).toBe('/stream/ws/v1/handshake');
      socket.on('message', (data) => {
        received.push(String(data));
        socket.send(`回声:${String(data)}`);
      });
    });
    const connection = adapter.connect(url);
    const all = firstValueFrom(connection.events.pipe(toArray()));
    await next(connection.events, 'open');
    const answer = next(connection.events, 'message');
    connection.send('{"msgId":0,"msgData":{}}');
    expect(await answer).toEqual({ type: 'message', data: '回声:{"msgId":0,"msgData":{}}' });
    expect(received).toEqual(['{"msgId":0,"msgData":{}}']);
    for (const client of server.clients) client.close(4000, '维护');
    expect(await all).toEqual([
      { type: 'open' },
      { type: 'message', data: '回声:{"msgId":0,"msgData":{}}' },
      { type: 'close', code: 4000, reason: '维护' },
    ]);
  });

  it('drops a send before the socket is open without throwing', async () => {
    const { server, url } = await startServer();
    const received: string[] = [];
    server.on('connection', (socket) => socket.on('message', (data) => received.push(String(data))));
    const connection = adapter.connect(url);
    expect(() => connection.send('too early')).not.toThrow();
    await next(connection.events, 'open');
    connection.send('on time');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual(['on time']);
    connection.close();
  });

  it('reports one close for a client close, even while connecting, and completes', async () => {
    const { url } = await startServer();
    const connection = adapter.connect(url);
    const all = firstValueFrom(connection.events.pipe(toArray()));
    connection.close();
    connection.close();
    const events = await all;
    expect(events.filter((event) => event.type === 'close')).toEqual([
      { type: 'close', code: 1000, reason: 'client closed' },
    ]);
  });

  it('reports a refused connection as a close, and a bad URL without throwing', async () => {
    const { server, url } = await startServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    servers.splice(0);
    const refused = adapter.connect(url);
    expect((await firstValueFrom(refused.events.pipe(toArray()))).at(-1)?.type).toBe('close');
    const bad = adapter.connect('not a url');
    expect(() => bad.send('x')).not.toThrow();
    expect((await firstValueFrom(bad.events.pipe(toArray()))).map((event) => event.type)).toEqual([
      'error',
      'close',
    ]);
  });
});
