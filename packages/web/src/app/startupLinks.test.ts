import { StorageKey } from '@jinli/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../testing/manualClock.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import {
  REGISTER_PROMPT_DELAY_MS,
  scheduleRegisterPrompt,
  storePromoCodes,
  wantsRegister,
} from './startupLinks.ts';

describe('wantsRegister', () => {
  it.each([
    ['https://site.example/?register=1', true],
    ['https://site.example/#/home?register=1', true],
    ['https://site.example/?register=0', false],
    ['https://site.example/mine?x=1', false],
  ])('%s → %s', (url, expected) => {
    expect(wantsRegister(url)).toBe(expected);
  });
});

describe('scheduleRegisterPrompt', () => {
  const run = (url: string, loggedIn: boolean) => {
    const clock = createManualClock();
    const openRegister = vi.fn();
    scheduleRegisterPrompt({ url, clock, isLoggedIn: () => loggedIn, openRegister });
    return { clock, openRegister };
  };

  it('opens register 500 ms after load for a visitor', () => {
    const { clock, openRegister } = run('https://site.example/?register=1', false);
    clock.advance(REGISTER_PROMPT_DELAY_MS - 1);
    expect(openRegister).not.toHaveBeenCalled();
    clock.advance(1);
    expect(openRegister).toHaveBeenCalledOnce();
  });

  it('does not open register for a member or without the flag', () => {
    const member = run('https://site.example/?register=1', true);
    const plain = run('https://site.example/', false);
    member.clock.advance(1000);
    plain.clock.advance(1000);
    expect(member.openRegister).not.toHaveBeenCalled();
    expect(plain.openRegister).not.toHaveBeenCalled();
  });

  it('is cancelled by its cleanup', () => {
    const clock = createManualClock();
    const openRegister = vi.fn();
    const cancel = scheduleRegisterPrompt({
      url: '/?register=1',
      clock,
      isLoggedIn: () => false,
      openRegister,
    });
    cancel();
    clock.advance(1000);
    expect(openRegister).not.toHaveBeenCalled();
  });
});

describe('storePromoCodes', () => {
  it('keeps rcode and icode from the URL for the register form', () => {
    const storage = createTestStorage();
    storePromoCodes('https://site.example/?rCode=R1#/x?icode=I2', storage);
    expect(storage.get(StorageKey.referralCode)).toBe('R1');
    expect(storage.get(StorageKey.inviteCode)).toBe('I2');
  });

  it('leaves stored codes alone when the URL has none', () => {
    const storage = createTestStorage({ [StorageKey.referralCode]: 'OLD' });
    storePromoCodes('https://site.example/', storage);
    expect(storage.get(StorageKey.referralCode)).toBe('OLD');
  });
});
