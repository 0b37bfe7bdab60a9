import { describe, expect, it } from 'vitest';
import { createLoginEventBus } from './loginEvents.ts';
import { AFTER_LOGIN, createLoginSequence } from './loginSequence.ts';

describe('the login sequence (issue #25)', () => {
  it('runs the steps in AFTER_LOGIN order, whatever order they were added in, then the host', () => {
    const bus = createLoginEventBus();
    const sequence = createLoginSequence(bus);
    const seen: string[] = [];
    for (const step of [...AFTER_LOGIN].reverse()) {
      sequence.busFor(step).on('login_success', ({ userId }) => seen.push(`${step}:${userId}`));
    }
    sequence.busFor('session').on('login_success', () => seen.push('session:second'));
    bus.on('login_success', () => seen.push('host'));
    bus.emit('login_success', { token: 't', userId: '7' });
    expect(seen).toEqual([
      'session:7',
      'session:second',
      'expiryReturn:7',
      'betSlipOwner:7',
      'memberCentre:7',
      'originUrl:7',
      'host',
    ]);
  });

  it('a step bus passes every other event through and can stop listening', () => {
    const bus = createLoginEventBus();
    const sequence = createLoginSequence(bus);
    const step = sequence.busFor('memberCentre');
    const seen: string[] = [];
    const off = step.on('login_success', () => seen.push('login'));
    step.on('login_expired', ({ hadToken }) => seen.push(`expired:${hadToken}`));
    bus.emit('login_expired', { hadToken: true });
    off();
    bus.emit('login_success', { token: 't', userId: '1' });
    expect(seen).toEqual(['expired:true']);
  });
});
