import { describe, expect, it } from 'vitest';
import { feedback } from '../api/catalogue/feedback.ts';
import { site } from '../api/catalogue/site.ts';
import type { Letter } from '../api/schemas/memberCentre.ts';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { createFakeWalletHttp, refused } from '../wallet/walletFakes.ts';
import { createInbox } from './inboxStore.ts';
import { createTestClock } from './testClock.ts';

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** A tiny server: letters with read flags; the counts are computed from them. */
function world() {
  const http = createFakeWalletHttp();
  const letters: Letter[] = [
    { id: '1', type: 'notice', title: '欢迎', content: '<b>hi</b>', createTime: 1, isRead: false },
    { id: '2', type: 'notice', title: '维护', content: 'x', createTime: 2, isRead: false },
    { id: '3', type: 'activity', title: '活动', content: 'y', createTime: 3, isRead: false },
  ];
  const unread = (type: string) => letters.filter((l) => l.type === type && !l.isRead).length;
  http.on(site.getUnreadForType, () => ({
    brnotice: 0,
    bractivity: 0,
    brbulletin: 0,
    brmatch: 0,
    brfd: 0,
    notice: unread('notice'),
    activity: unread('activity'),
    fd: 0,
  }));
  http.on(feedback.unreadNum, () => 1);
  http.on(site.letterList, (p) => {
    const list = letters.filter((l) => l.type === p.type);
    return { list, total: list.length };
  });
  http.on(site.letterRead, (p) => {
    for (const l of letters) if (l.id === p.id) l.isRead = true;
    return null;
  });
  http.on(site.letterDelete, (p) => {
    for (const id of p.ids as string[])
      letters.splice(
        letters.findIndex((l) => l.id === id),
        1,
      );
    return null;
  });
  http.on(site.letterOnekeyRead, (p) => {
    for (const l of letters) if (p.type === undefined || l.type === p.type) l.isRead = true;
    return null;
  });
  return { http, letters };
}

describe('inbox', () => {
  it('fills every badge at login and clears them at logout', async () => {
    const { http } = world();
    const bus = createLoginEventBus();
    const inbox = createInbox({ http, clock: createTestClock(), bus });
    expect(inbox.getSnapshot().totals.all).toBe(0);
    bus.emit('login_success', { token: 't', userId: '1' });
    await flush();
    expect(inbox.getSnapshot().totals).toMatchObject({ letters: 3, feedback: 1, all: 4 });
    inbox.stop();
    expect(inbox.getSnapshot().totals.all).toBe(0);
    expect(inbox.getSnapshot().active).toBe(false);
  });

  it('refreshes the counts on the timer while logged in, and not after logout', async () => {
    const { http, letters } = world();
    const clock = createTestClock();
    const inbox = createInbox({ http, clock, refreshMs: 1000 });
    inbox.start();
    await flush();
    letters.push({ id: '9', type: 'notice', title: '新', content: '', createTime: 9, isRead: false });
    clock.advance(1000);
    await flush();
    expect(inbox.getSnapshot().totals.byType.notice).toBe(3);
    inbox.stop();
    const calls = http.callsTo(site.getUnreadForType).length;
    clock.advance(5000);
    expect(http.callsTo(site.getUnreadForType).length).toBe(calls);
  });

  it('opening a letter marks it read and lowers its badge', async () => {
    const { http } = world();
    const inbox = createInbox({ http, clock: createTestClock() });
    inbox.start();
    await inbox.selectTab('notice');
    await inbox.open('1');
    const s = inbox.getSnapshot();
    expect(s.openId).toBe('1');
    expect(s.letters.data?.list.find((l) => l.id === '1')?.isRead).toBe(true);
    expect(s.totals.byType.notice).toBe(1);
  });

  it('deleting and reading all update the list and the badges', async () => {
    const { http } = world();
    const inbox = createInbox({ http, clock: createTestClock() });
    inbox.start();
    await inbox.selectTab('notice');
    await inbox.remove(['2']);
    expect(inbox.getSnapshot().letters.data?.list.map((l) => l.id)).toEqual(['1']);
    await inbox.readAll();
    // Every tab, not only the open one (issue #28).
    expect(inbox.getSnapshot().totals.byType.notice).toBe(0);
    expect(inbox.getSnapshot().totals.byType.activity).toBe(0);
  });

  it('keeps the list and says why when an action fails', async () => {
    const { http } = world();
    const inbox = createInbox({ http, clock: createTestClock() });
    inbox.start();
    await inbox.selectTab('notice');
    http.on(site.letterDelete, () => {
      throw refused(6005, '服务器错误');
    });
    await inbox.remove(['1']);
    expect(inbox.getSnapshot().actionError).toBe('服务器错误');
    expect(inbox.getSnapshot().letters.data?.list).toHaveLength(2);
    expect(inbox.getSnapshot().busy).toBe(false);
  });
});
