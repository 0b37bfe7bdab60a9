import { createLoginEventBus, StorageKey, selectIsLoggedIn } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createFakeHttp } from '../testing/fakeHttp.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { connectSession, createSessionActor, HOME_PATH } from './sessionActor.ts';

function setup(initial: Record<string, string> = {}) {
  const storage = createTestStorage(initial);
  const fake = createFakeHttp();
  const bus = createLoginEventBus();
  const ui = { toast: vi.fn() };
  const go = vi.fn();
  const actor = createSessionActor({ http: fake.http, storage });
  const disconnect = connectSession(actor, {
    bus,
    ui,
    http: fake.http,
    go,
    loginAgainText: () => '请重新登录',
  });
  const opened: string[] = [];
  bus.events$.subscribe((event) => opened.push(event.type));
  return { storage, fake, bus, ui, go, actor, disconnect, opened };
}

const loggedIn = (actor: ReturnType<typeof setup>['actor']) =>
  waitFor(actor, (s) => s.matches('loggedIn') && s.context.member !== null);

describe('connectSession', () => {
  it('logs in on login_success and drops the cached advertising answers', async () => {
    const { bus, actor, storage, fake } = setup();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    bus.emit('login_success', { token: 'tok', userId: '9' });
    await loggedIn(actor);
    expect(storage.get(StorageKey.token)).toBe('tok');
    expect(fake.cacheClears()).toBe(1);
  });

  it('on login_expired with a token: notice once, local logout, home, login dialog', async () => {
    const { bus, actor, storage, ui, go, fake, opened } = setup({ [StorageKey.token]: 'tok' });
    await loggedIn(actor);
    bus.emit('login_expired', { hadToken: true });
    bus.emit('login_expired', { hadToken: true });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(ui.toast).toHaveBeenCalledExactlyOnceWith('请重新登录');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(fake.calls).not.toContain('/site/api/v1/user/logout');
    expect(go).toHaveBeenCalledExactlyOnceWith(HOME_PATH);
    expect(opened.filter((type) => type === 'login')).toHaveLength(1);
  });

  it('on login_expired without a token: no notice, still home and login', async () => {
    const { bus, actor, ui, go, opened } = setup();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    bus.emit('login_expired', { hadToken: false });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(HOME_PATH);
    expect(opened).toContain('login');
  });

  it('goes home after logout', async () => {
    const { actor, go, fake } = setup({ [StorageKey.token]: 'tok' });
    await loggedIn(actor);
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(go).toHaveBeenCalledWith(HOME_PATH);
    expect(fake.cacheClears()).toBe(1);
  });

  it('stops listening when disconnected', async () => {
    const { bus, actor, disconnect } = setup();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    disconnect();
    bus.emit('login_success', { token: 'tok', userId: '9' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });
});
