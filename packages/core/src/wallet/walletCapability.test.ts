import { describe, expect, it } from 'vitest';
import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import { createMemoryStorage } from '../auth/authFakes.ts';
import { createFunds } from '../funds/funds.ts';
import { createIntentRunner } from '../money/intent.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createWallet } from './walletCapability.ts';
import { createFakeWalletHttp, dropped, refused, sequentialIds } from './walletFakes.ts';

function setup(outcomes: Array<'lost' | 'refused' | 'ok'> = []) {
  const http = createFakeWalletHttp();
  http.on(games.transfer, () => {
    const next = outcomes.shift();
    if (next === 'lost') throw dropped();
    if (next === 'refused') throw refused(6007, '中心钱包余额不足');
    return { centerWalletBalance: '0.00', venueBalance: '1.00' };
  });
  http.on(money.getBalance, () => ({
    totalMoney: '100.00',
    centerWalletBalance: '99.00',
    lockMoney: '1.00',
  }));
  http.on(games.allBalance, () => ({ list: [{ enName: 'AGZR', name: 'AG真人', balance: '1.00' }] }));
  const storage = createMemoryStorage();
  let moved = 0;
  const funds = createFunds({
    http,
    runner: createIntentRunner(sequentialIds()),
    onMoneyMoved: () => {
      moved += 1;
    },
  });
  const wallet = createWallet({ http, storage, funds });
  return { http, wallet, storage, moved: () => moved };
}

const intent = { venue: 'AGZR', direction: 1 as const, amount: '1.00' };

describe('wallet capability', () => {
  it('retries a transfer whose answer was lost with the same request id, and reports one success', async () => {
    const { http, wallet, moved } = setup(['lost', 'ok']);
    const result = await wallet.transfer(intent);
    expect(result.type).toBe('ok');
    expect(http.callsTo(games.transfer).map((c) => c.requestId)).toEqual(['req-1', 'req-1']);
    expect(moved()).toBe(1);
    expect(wallet.getSnapshot().moving).toBe(false);
    expect(wallet.getSnapshot().balances.data).toEqual({
      total: '101.00',
      inVenues: '1.00',
      center: '99.00',
      lock: '1.00',
    });
  });

  it('a refused transfer is not retried and the next submit is a new intent', async () => {
    const { http, wallet, moved } = setup(['refused', 'ok']);
    expect(await wallet.transfer(intent)).toMatchObject({ type: 'failed', message: '中心钱包余额不足' });
    await wallet.transfer(intent);
    expect(http.callsTo(games.transfer).map((c) => c.requestId)).toEqual(['req-1', 'req-2']);
    expect(moved()).toBe(1);
  });

  it('refuses an amount over the center balance without a call, and sends 2 decimals', async () => {
    const { http, wallet } = setup(['ok']);
    await wallet.loadBalances();
    const over = await wallet.transfer({ ...intent, amount: '100' });
    expect(over).toMatchObject({ type: 'failed', message: '转账金额不能大于中心钱包余额' });
    expect(http.callsTo(games.transfer)).toHaveLength(0);
    await wallet.transfer({ ...intent, amount: '5' });
    expect(http.callsTo(games.transfer)[0]?.payload.amount).toBe('5.00');
  });

  it('is moving while the transfer is in flight, so every money button is disabled', async () => {
    const { wallet } = setup(['ok']);
    const seen: boolean[] = [];
    wallet.subscribe(() => seen.push(wallet.getSnapshot().moving));
    await wallet.transfer(intent);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('keeps the hide-zero flag in storage as 1 or 0 (SPEC §3)', () => {
    const { wallet, storage } = setup();
    wallet.setHideZero(true);
    expect(storage.get(StorageKey.hideZeroBalance)).toBe('1');
    expect(wallet.getSnapshot().hideZero).toBe(true);
    wallet.setHideZero(false);
    expect(storage.get(StorageKey.hideZeroBalance)).toBe('0');
  });

  it('refreshes one venue row without touching the others', async () => {
    const { http, wallet } = setup();
    http.on(games.venueBalance, () => ({ balance: '5.00' }));
    await wallet.loadVenues();
    expect(await wallet.refreshVenue('AGZR')).toBeNull();
    expect(wallet.getSnapshot().venues.data?.[0]?.balance).toBe('5.00');
    expect(wallet.getSnapshot().refreshing).toEqual({});
  });

  it('retries a lost exchange with the same id, then shows the balance the server answered', async () => {
    const { http, wallet, moved } = setup();
    const outcomes = ['lost', 'ok'];
    http.on(money.getTransferRate, () => ({
      currency: 'USDT',
      rate: '7.20',
      exchangeBalance: '0.00',
      minAmount: '10',
    }));
    http.on(money.utcTransfer, () => {
      if (outcomes.shift() === 'lost') throw dropped();
      return { centerWalletBalance: '8168.00', exchangeBalance: '720.00' };
    });
    await wallet.loadRate();
    const result = await wallet.exchange('720', 1);
    expect(result.type).toBe('ok');
    expect(http.callsTo(money.utcTransfer).map((c) => c.requestId)).toEqual(['req-1', 'req-1']);
    expect(moved()).toBe(1);
    expect(wallet.getSnapshot().moving).toBe(false);
  });
});
