import { describe, expect, it, vi } from 'vitest';
import { connectLoginPrompt } from './loginEvents.ts';

/** The engine's session events as connectLoginPrompt reads them. */
function sessionEvents() {
  const handlers = new Map<string, Set<() => void>>();
  return {
    on(type: string, handler: () => void) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(type: string) {
      for (const handler of handlers.get(type) ?? []) handler();
    },
  };
}

describe('connectLoginPrompt', () => {
  it('opens the login-required prompt when the engine asks for a login, until disconnected', () => {
    const events = sessionEvents();
    const openLoginRequired = vi.fn(() => 1);
    const disconnect = connectLoginPrompt(events as never, { openLoginRequired });
    events.emit('expired');
    expect(openLoginRequired).not.toHaveBeenCalled();
    events.emit('loginRequired');
    expect(openLoginRequired).toHaveBeenCalledOnce();
    disconnect();
    events.emit('loginRequired');
    expect(openLoginRequired).toHaveBeenCalledOnce();
  });
});
