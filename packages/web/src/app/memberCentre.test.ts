import { api, createLoginEventBus, StorageKey } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createFakeHttp } from '../testing/fakeHttp.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { createMemberCentre } from './memberCentre.ts';
import { createSessionActor } from './sessionActor.ts';

const UNREAD = {
  brnotice: 1,
  bractivity: 0,
  brbulletin: 0,
  brmatch: 0,
  brfd: 0,
  notice: 2,
  activity: 0,
  fd: 0,
};

function setup() {
  const fake = createFakeHttp({
    [api.site.getUnreadForType.path]: () => UNREAD,
    [api.feedback.unreadNum.path]: () => 1,
  });
  const storage = createTestStorage({ [StorageKey.token]: 'tok' });
  const session = createSessionActor({ http: fake.http, storage });
  const timers: (() => void)[] = [];
  const clock = {
    now: () => 0,
    after: () => ({}) as never,
    cancelAfter: () => {},
    repeat: (run: () => void) => {
      timers.push(run);
      return {} as never;
    },
    cancelRepeat: () => {},
  };
  const centre = createMemberCentre({
    http: fake.http,
    clock,
    bus: createLoginEventBus(),
    session,
    upload: { upload: () => Promise.reject(new Error('unused')) },
    newId: () => 'id',
  });
  return { session, centre };
}

describe('createMemberCentre', () => {
  it('a restored session fills the badges; logging out clears them and the reality check', async () => {
    const { session, centre } = setup();
    await waitFor(session, (s) => s.matches('loggedIn'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(centre.inbox.getSnapshot().totals).toMatchObject({ letters: 3, feedback: 1, all: 4 });
    expect(centre.reality.getSnapshot().startedAt).toBe(0);

    session.send({ type: 'session.logout' });
    await waitFor(session, (s) => s.matches('loggedOut'));
    expect(centre.inbox.getSnapshot().totals.all).toBe(0);
    expect(centre.reality.getSnapshot().startedAt).toBeNull();
  });
});
