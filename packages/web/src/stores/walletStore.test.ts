import type { Endpoint, HttpPort } from '@jinli/core';
import { ApiError, games, money, StorageKey } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/fakeHttp.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { createWalletStore } from './walletStore.ts';

const lost = () => new ApiError({ kind: 'network', path: '/x', message: '网络异常' });

/** Answers venue/transfer from a script of outcomes and records each call's request id. */
function scriptedHttp(outcomes: Array<'lost' | 'refused' | 'ok'>) {
  const ids: string[] = [];
  const http: HttpPort = {
    call: async <P, R, V extends boolean>(
      endpoint: Endpoint<P, R, V>,
      _payload: P,
      options?: { requestId?: string },
    ) => {
      if (endpoint.path !== games.transfer.path) throw apiFailure(6004);
      ids.push(options?.requestId ?? '');
      const next = outcomes.shift();
      if (next === 'lost') throw lost();
      if (next === 'refused') throw apiFailure(6007, '中心钱包余额不足');
      return { centerWalletBalance: '0.00', venueBalance: '1.00' } as R;
    },
  };
  return { http, ids };
}

function storeWith(http: HttpPort, storage = createTestStorage()) {
  let n = 0;
  let moved = 0;
  const store = createWalletStore({
    http,
    storage,
    newRequestId: () => `id-${++n}`,
    onMoneyMoved: () => {
      moved += 1;
    },
  });
  return { store, moved: () => moved, storage };
}

const intent = { venue: 'AGZR', direction: 1 as const, amount: '1.00' };

describe('wallet store', () => {
  it('retries a transfer whose answer was lost with the same request id, and reports one success', async () => {
    const { http, ids } = scriptedHttp(['lost', 'ok']);
    const { store, moved } = storeWith(http);
    const result = await store.transfer(intent);
    expect(result.type).toBe('ok');
    expect(ids).toEqual(['id-1', 'id-1']);
    expect(moved()).toBe(1);
    expect(store.state.moving).toBe(false);
  });

  it('a refused transfer is not retried and the next submit is a new intent', async () => {
    const { http, ids } = scriptedHttp(['refused', 'ok']);
    const { store, moved } = storeWith(http);
    const refused = await store.transfer(intent);
    expect(refused).toMatchObject({ type: 'failed', message: '中心钱包余额不足' });
    await store.transfer(intent);
    expect(ids).toEqual(['id-1', 'id-2']);
    expect(moved()).toBe(1);
  });

  it('keeps the hide-zero flag in storage as 1 or 0 (SPEC §3)', () => {
    const storage = createTestStorage({ [StorageKey.hideZeroBalance]: '1' });
    const { store } = storeWith(scriptedHttp([]).http, storage);
    expect(store.state.hideZero).toBe(true);
    store.setHideZero(false);
    expect(storage.get(StorageKey.hideZeroBalance)).toBe('0');
  });
});

describe('wallet store exchange', () => {
  it('retries a lost exchange with the same id, then shows the balances the server answered', async () => {
    const ids: string[] = [];
    const outcomes = ['lost', 'ok'];
    const http: HttpPort = {
      call: async <P, R, V extends boolean>(
        endpoint: Endpoint<P, R, V>,
        _payload: P,
        options?: { requestId?: string },
      ) => {
        if (endpoint.path === money.getTransferRate.path)
          return {
            currency: 'USDT',
            rate: '7.20',
            exchangeBalance: ids.length > 1 ? '720.00' : '0.00',
            minAmount: '10',
          } as R;
        if (endpoint.path !== money.utcTransfer.path) throw apiFailure(6004);
        ids.push(options?.requestId ?? '');
        if (outcomes.shift() === 'lost') throw lost();
        return { centerWalletBalance: '8168.00', exchangeBalance: '720.00' } as R;
      },
    };
    const { store, moved } = storeWith(http);
    await store.loadRate();
    const result = await store.exchange('720', 1);
    expect(result.type).toBe('ok');
    expect(ids).toEqual(['id-1', 'id-1']);
    expect(moved()).toBe(1);
    expect(store.state.rate.data?.exchangeBalance).toBe('720.00');
    expect(store.state.moving).toBe(false);
  });
});
