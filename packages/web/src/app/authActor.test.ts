import { type CryptoPort, createLoginEventBus, type HttpPort, selectAuthView, user } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../testing/manualClock.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { createAuthDialogActor } from './authActor.ts';

const crypto: CryptoPort = {
  md5: (text) => `md5:${text}`,
  encrypt: (text) => text,
  decrypt: (text) => text,
  encryptPath: (path) => path,
  decryptPath: (path) => path,
};

function setup(login: () => unknown = () => new Promise(() => undefined)) {
  const http: HttpPort = {
    call: async (endpoint) => {
      if (endpoint.path === user.kaptchcate.path) return { kaptchcate: 1 } as never;
      if (endpoint.path === user.defaultKaptcha.path) return { image: 'data:,', 'x-code': 'c1' } as never;
      if (endpoint.path === user.login.path) return login() as never;
      return new Promise(() => undefined);
    },
  };
  const bus = createLoginEventBus();
  const toast = vi.fn(() => 1);
  const actor = createAuthDialogActor({
    http,
    crypto,
    storage: createTestStorage(),
    clock: createManualClock(),
    version: '1',
    origin: () => 'https://site.test',
    newId: () => 'id',
    bus,
    ui: { toast, openTips: vi.fn(() => 1) },
  });
  return { actor, bus, toast };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('auth dialog actor wiring', () => {
  it('opens and closes on the SPEC §4 login events', () => {
    const { actor, bus } = setup();
    const view = () => selectAuthView(actor.getSnapshot());
    expect(view()).toBeNull();
    bus.emit('register');
    expect(view()).toBe('register');
    bus.emit('switch_auth_way', { way: 1 });
    expect(view()).toBe('login');
    bus.emit('switch_auth_way', { way: 4 });
    expect(view()).toBe('reset');
    expect(actor.getSnapshot().context.resetChannel).toBe('email');
    bus.emit('closeAuth');
    expect(view()).toBeNull();
    bus.emit('forget_password');
    expect(view()).toBe('reset');
    bus.emit('newDevice', { phoneNumber: '139****5678', name: 'risky01', password: 'p', message: 'm' });
    expect(view()).toBe('newDevice');
  });

  it('forwards a login to the bus as login_success', async () => {
    const { actor, bus } = setup(() => ({ token: 'tok', userId: '9' }));
    const success = vi.fn();
    bus.on('login_success', success);
    bus.emit('login');
    await flush();
    actor.send({ type: 'login.change', field: 'name', value: 'demo01' });
    actor.send({ type: 'login.change', field: 'password', value: 'demo1234' });
    actor.getSnapshot().context.captchaRef?.send({ type: 'captcha.input', value: 'AB12' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(success).toHaveBeenCalledWith({ token: 'tok', userId: '9' });
    expect(selectAuthView(actor.getSnapshot())).toBeNull();
  });
});
