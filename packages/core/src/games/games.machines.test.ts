import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/apiError.ts';
import { TRANSFER_UNKNOWN_MESSAGES } from '../funds/funds.ts';
import { fakeFunds } from '../funds/fundsFakes.ts';
import type { VenueTransferRequest } from './gameActors.ts';
import type { VenueTransferResult } from './gameSchemas.ts';
import { venueTransferOverFunds } from './playJourneyActor.ts';

const failure = (code: number, message: string) =>
  new ApiError({
    kind: 'result',
    path: '/game/api/v1/venue/launch',
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });

function transferWith(
  transfer: (input: VenueTransferRequest) => Promise<VenueTransferResult>,
  balances: () => string | Promise<string> = () => '8888.00',
) {
  const ids: string[] = [];
  const funds = fakeFunds({
    transfer,
    balance: balances,
    newId: () => {
      ids.push(`id-${ids.length + 1}`);
      return ids[ids.length - 1] ?? '';
    },
  });
  const calls = funds.transfers;
  const actor = createActor(venueTransferOverFunds(funds), {
    input: { enName: 'HJDZ', gameCode: 'g1', isActivity: 1, message: '活动进行中' },
  });
  actor.start();
  const seen = () => {
    const output = actor.getSnapshot().output;
    return output === undefined ? [] : [output];
  };
  return { actor, calls, seen };
}

describe('venueTransferMachine', () => {
  it('requires an amount, All fills the center balance, success ends the form with what moved', async () => {
    const { actor, calls, seen } = transferWith(({ amount }) =>
      Promise.resolve({ centerWalletBalance: '0.00', venueBalance: amount }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().context.error).toBe('请输入转账金额');
    actor.send({ type: 'transfer.all' });
    expect(actor.getSnapshot().context.amount).toBe('8888.00');
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.amount).toBe('');
    expect(calls).toEqual([{ channelCode: 'HJDZ', amount: '8888.00', isActivity: 1, requestId: 'id-1' }]);
    expect(seen()[0]).toEqual({
      isActivity: 1,
      enName: 'HJDZ',
      gameCode: 'g1',
      amount: '8888.00',
      centerWalletBalance: '0.00',
    });
  });

  it('after a refusal the next submit is a new intent; a new amount too', async () => {
    const { actor, calls } = transferWith(() => Promise.reject(failure(6005, '服务器开小差了，请稍后重试')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.amount', value: '100' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== '');
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2);
    actor.send({ type: 'transfer.amount', value: '50' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, () => calls.length === 3);
    expect(calls.map((c) => c.requestId)).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('a timeout says so, keeps the amount and the button busy while the balance is checked (issue #15)', async () => {
    let release: (value: string) => void = () => {};
    const { actor, calls, seen } = transferWith(
      () =>
        Promise.reject(new ApiError({ kind: 'timeout', path: '/game/api/v1/venue/transfer', message: 't' })),
      () =>
        calls.length === 0
          ? '8888.00'
          : new Promise<string>((resolve) => {
              release = resolve;
            }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.amount', value: '100' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.matches({ submitting: 'checking' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(TRANSFER_UNKNOWN_MESSAGES.checking);
    expect(actor.getSnapshot().context.amount).toBe('100');
    release('8888.00');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe(TRANSFER_UNKNOWN_MESSAGES.notMoved);
    expect(actor.getSnapshot().context.amount).toBe('100');
    // The retry is the same intent: the server applies one id once.
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, () => calls.length === 2);
    expect(calls.map((c) => c.requestId)).toEqual(['id-1', 'id-1']);
    expect(seen()).toEqual([]);
  });

  it('a dropped answer whose money did move ends as a success found by the balance check', async () => {
    let checks = 0;
    const { actor, calls, seen } = transferWith(
      () =>
        Promise.reject(new ApiError({ kind: 'network', path: '/game/api/v1/venue/transfer', message: 'x' })),
      () => (checks++ === 0 ? '8888.00' : '8788.00'),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.amount', value: '100' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(1);
    expect(seen()).toEqual([expect.objectContaining({ amount: '100.00', centerWalletBalance: '8788.00' })]);
  });

  it('a refused transfer is a known outcome: the next submit is a new intent (intent.ts)', async () => {
    const { actor, calls } = transferWith(() => Promise.reject(failure(6005, '服务器开小差了，请稍后重试')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.amount', value: '100' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== '');
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2);
    expect(calls.map((c) => c.requestId)).toEqual(['id-1', 'id-2']);
  });

  it('the activity code shows the variant dialog with the server message', async () => {
    const { actor } = transferWith(() => Promise.reject(failure(6413, '流水未达标，暂不可转出')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.amount', value: '10' });
    actor.send({ type: 'transfer.submit' });
    await waitFor(actor, (s) => s.context.message === '流水未达标，暂不可转出');
    expect(actor.getSnapshot().context.variant).toBe('activity');
  });
});
