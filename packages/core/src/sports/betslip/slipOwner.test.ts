import { describe, expect, it } from 'vitest';
import { createLoginEventBus } from '../../session/loginEvents.ts';
import type { LogoutReason } from '../../session/session.machine.ts';
import { StorageKey } from '../../storage/storageKeys.ts';
import { createFakeVenue, memoryStorage, pick, settle, startSlip } from './betSlipFakes.ts';
import { ORDER_POLL_MS } from './betslip.machine.ts';
import { selectIsConfirming } from './betslip.selectors.ts';
import { pickKey } from './rules.ts';
import { connectBetSlipOwner, slipOnLogin } from './slipOwner.ts';

function setup() {
  const venue = createFakeVenue();
  const started = startSlip(venue);
  const storage = memoryStorage();
  const bus = createLoginEventBus();
  let logout: (reason: LogoutReason) => void = () => undefined;
  connectBetSlipOwner({
    storage,
    bus,
    slip: () => started.actor,
    onLoggedOut: (listener) => {
      logout = listener;
      return () => undefined;
    },
  });
  const items = () => started.actor.getSnapshot().context.slip.items.length;
  return { ...started, venue, storage, bus, items, logout: (reason: LogoutReason) => logout(reason) };
}

describe('the bet slip belongs to one member (SPEC §3 bet-slip item, §4 session)', () => {
  it('keeps the slip when the same member logs in again, empties it when another one does', () => {
    const { actor, bus, items, storage } = setup();
    bus.emit('login_success', { token: 'a', userId: '11' });
    actor.send({ type: 'slip.toggle', item: pick(1) });
    actor.send({ type: 'stake.change', key: pickKey(pick(1)), value: '50' });
    expect(storage.get(StorageKey.betSlipOwner)).toBe('11');

    bus.emit('login_success', { token: 'b', userId: '11' });
    expect(items()).toBe(1);

    bus.emit('login_success', { token: 'c', userId: '12' });
    expect(items()).toBe(0);
    expect(actor.getSnapshot().context.stakes).toEqual({});
    expect(storage.get(StorageKey.betSlipOwner)).toBe('12');
  });

  it('empties the slip when the member logs out, not when the login expires', () => {
    const { actor, bus, items, storage, logout } = setup();
    bus.emit('login_success', { token: 'a', userId: '11' });
    actor.send({ type: 'slip.toggle', item: pick(1) });
    logout('expired');
    expect(items()).toBe(1);
    logout('logout');
    expect(items()).toBe(0);
    expect(storage.get(StorageKey.betSlipOwner)).toBeNull();
  });

  it('decides by the stored owner', () => {
    expect(slipOnLogin('7', '7')).toBe('keep');
    expect(slipOnLogin('7', '8')).toBe('reset');
    expect(slipOnLogin(null, '8')).toBe('reset');
  });
});

describe('the stored slip of a member whose slip machine is not running', () => {
  it('is dropped at logout, so a later start restores nothing', () => {
    const storage = memoryStorage();
    const bus = createLoginEventBus();
    let logout: (reason: LogoutReason) => void = () => undefined;
    connectBetSlipOwner({
      storage,
      bus,
      slip: () => null,
      onLoggedOut: (listener) => {
        logout = listener;
        return () => undefined;
      },
    });
    bus.emit('login_success', { token: 'a', userId: '11' });
    storage.set(StorageKey.betSlip, '{"v":1}');
    bus.emit('login_success', { token: 'a2', userId: '11' });
    expect(storage.get(StorageKey.betSlip)).toBe('{"v":1}');
    logout('logout');
    expect(storage.get(StorageKey.betSlip)).toBeNull();
    storage.set(StorageKey.betSlip, '{"v":1}');
    bus.emit('login_success', { token: 'b', userId: '12' });
    expect(storage.get(StorageKey.betSlip)).toBeNull();
  });
});

describe('a 6001 during a bet (SPEC §8 login expired: 请重新登录 once)', () => {
  it('adds no slip message of its own and keeps the selection for the next login', async () => {
    const { actor, venue, items } = setup();
    actor.send({ type: 'slip.toggle', item: pick(1) });
    actor.send({ type: 'stake.change', key: pickKey(pick(1)), value: '100' });
    venue.placeAnswers.push('expired');
    actor.send({ type: 'slip.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(items()).toBe(1);
  });

  it('stops asking about a confirming order once logged out, and asks again after the same member logs in', async () => {
    const { actor, venue, clock, bus } = setup();
    bus.emit('login_success', { token: 'a', userId: '11' });
    actor.send({ type: 'slip.toggle', item: pick(1) });
    actor.send({ type: 'stake.change', key: pickKey(pick(1)), value: '100' });
    venue.placeAnswers.push({ ticket_id: '', active: 'delay' });
    actor.send({ type: 'slip.place' });
    await settle();
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);

    venue.statusAnswers.push('expired');
    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(venue.statusCalls).toHaveLength(1);
    clock.increment(ORDER_POLL_MS * 3);
    await settle();
    expect(venue.statusCalls).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBeUndefined();

    bus.emit('login_success', { token: 'b', userId: '11' });
    venue.statusAnswers.push({ ticket_id: '', active: 'accept' });
    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(venue.statusCalls).toHaveLength(2);
    expect(actor.getSnapshot().context.notice?.message).toBe('投注成功');
  });
});
