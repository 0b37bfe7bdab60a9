import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { resendCountdownMachine } from '../auth/resendCountdown.machine.ts';
import { builtOnce } from './builtOnce.ts';

describe('builtOnce', () => {
  it('builds nothing until first asked, then answers the same object', () => {
    let built = 0;
    const value = builtOnce(() => {
      built += 1;
      return { built };
    });
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });

  it('serves a module-level machine that actors run as before', () => {
    expect(resendCountdownMachine()).toBe(resendCountdownMachine());
    const actor = createActor(resendCountdownMachine()).start();
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});
