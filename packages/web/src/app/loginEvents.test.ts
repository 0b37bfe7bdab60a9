import { createLoginEventBus } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { connectLoginPrompt } from './loginEvents.ts';

describe('connectLoginPrompt', () => {
  it('opens the login-required prompt on show_login_prompt until disconnected', () => {
    const bus = createLoginEventBus();
    const openLoginRequired = vi.fn(() => 1);
    const disconnect = connectLoginPrompt(bus, { openLoginRequired });
    bus.emit('login');
    expect(openLoginRequired).not.toHaveBeenCalled();
    bus.emit('show_login_prompt');
    expect(openLoginRequired).toHaveBeenCalledOnce();
    disconnect();
    bus.emit('show_login_prompt');
    expect(openLoginRequired).toHaveBeenCalledOnce();
  });
});
