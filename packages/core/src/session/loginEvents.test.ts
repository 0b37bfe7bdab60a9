import { describe, expect, it } from 'vitest';
import { createEventBus } from './eventBus.ts';
import { AuthWay, createLoginEventBus, LoginEvent } from './loginEvents.ts';

describe('event bus', () => {
  it('delivers each event only to handlers of its type, with its payload', () => {
    const bus = createLoginEventBus();
    const successes: unknown[] = [];
    const logins: unknown[] = [];
    bus.on(LoginEvent.LoginSuccess, (payload) => successes.push(payload));
    bus.on(LoginEvent.Login, (payload) => logins.push(payload));
    bus.emit(LoginEvent.LoginSuccess, { token: 't', userId: '7' });
    bus.emit(LoginEvent.Login);
    expect(successes).toEqual([{ token: 't', userId: '7' }]);
    expect(logins).toEqual([undefined]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createLoginEventBus();
    let count = 0;
    const off = bus.on(LoginEvent.CloseAuth, () => {
      count += 1;
    });
    bus.emit(LoginEvent.CloseAuth);
    off();
    bus.emit(LoginEvent.CloseAuth);
    expect(count).toBe(1);
  });

  it('streams every event in order on events$', () => {
    const bus = createLoginEventBus();
    const seen: string[] = [];
    const subscription = bus.events$.subscribe((event) => seen.push(event.type));
    bus.emit(LoginEvent.Register);
    bus.emit(LoginEvent.SwitchAuthWay, { way: AuthWay.ResetByEmail });
    bus.emit(LoginEvent.LoginExpired, { hadToken: true });
    subscription.unsubscribe();
    bus.emit(LoginEvent.Login);
    expect(seen).toEqual(['register', 'switch_auth_way', 'login_expired']);
  });

  it('gives an event to the handlers there when it was emitted (issue #27: as the rxjs Subject did)', () => {
    const bus = createEventBus<{ ping: number }>();
    const heard: string[] = [];
    let offSecond = () => {};
    bus.on('ping', (n) => {
      heard.push(`first ${n}`);
      offSecond();
      if (n === 1) bus.on('ping', (m) => heard.push(`late ${m}`));
    });
    offSecond = bus.on('ping', (n) => heard.push(`second ${n}`));
    bus.emit('ping', 1);
    bus.emit('ping', 2);
    expect(heard).toEqual(['first 1', 'first 2', 'late 2']);
  });

  it('runs handlers synchronously during emit', () => {
    const bus = createEventBus<{ ping: number }>();
    let last = 0;
    bus.on('ping', (n) => {
      last = n;
    });
    bus.emit('ping', 3);
    expect(last).toBe(3);
  });

  it('spells the SPEC §4 event names', () => {
    expect(Object.values(LoginEvent).sort()).toEqual(
      [
        'login',
        'login_success',
        'login_expired',
        'forget_password',
        'register',
        'newDevice',
        'closeAuth',
        'switch_auth_way',
        'password_change_success',
      ].sort(),
    );
  });
});
