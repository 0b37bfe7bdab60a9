import { feedback } from '../api/catalogue/feedback.ts';
import { site } from '../api/catalogue/site.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type { Letter, LetterType } from '../api/schemas/memberCentre.ts';
import type { UnreadCounts } from '../api/schemas/messages.ts';
import { createLoader, IDLE, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import { type UnreadTotals, unreadTotals } from './unread.ts';

/** Unread counts are refreshed this often while a member is logged in. */
export const UNREAD_REFRESH_MS = 60_000;
export const LETTER_PAGE_SIZE = 10;

export interface LetterPage {
  list: readonly Letter[];
  total: number;
  pageNum: number;
}

export interface InboxState {
  active: boolean;
  counts: UnreadCounts | null;
  feedbackUnread: number;
  /** Badge numbers for every badge (header, member menu, tabs). */
  totals: UnreadTotals;
  tab: LetterType;
  letters: Loadable<LetterPage>;
  /** The letter shown in full (opened = read). */
  openId: string | null;
  /** An action in flight (read all, delete): its buttons are disabled. */
  busy: boolean;
  /** zh-CN text of the last failed action. */
  actionError: string | null;
}

export interface Inbox extends Readable<InboxState> {
  /** Login: refresh now and on the timer. */
  start(): void;
  /** Logout: stop the timer and forget every count and letter. */
  stop(): void;
  refresh(): Promise<void>;
  selectTab(type: LetterType): Promise<void>;
  loadPage(pageNum: number): Promise<void>;
  open(id: string | null): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  readAll(): Promise<void>;
}

export interface InboxDeps {
  http: HttpPort;
  clock: ClockPort;
  /** login_success starts the inbox, login_expired stops it. */
  bus?: LoginEventBus;
  refreshMs?: number;
}

const initial = (): InboxState => ({
  active: false,
  counts: null,
  feedbackUnread: 0,
  totals: unreadTotals(null, 0),
  tab: 'notice',
  letters: IDLE,
  openId: null,
  busy: false,
  actionError: null,
});

/**
 * The inbox and every unread badge (SPEC §3 unread counts, §7 letter calls): one store, refreshed at
 * login, on a timer and after each read; cleared at logout.
 */
export function createInbox(deps: InboxDeps): Inbox {
  const { http, clock } = deps;
  const store = createStore<InboxState>(initial());
  const load = createLoader(store);
  let timer: TimerHandle | null = null;
  let generation = 0;
  const patch = (change: Partial<InboxState>) => store.update((s) => ({ ...s, ...change }));

  async function refresh(): Promise<void> {
    if (!store.getSnapshot().active) return;
    const mine = generation;
    const [letters, fb] = await Promise.allSettled([
      http.call(site.getUnreadForType, { userSystem: 1 }),
      http.call(feedback.unreadNum, {}),
    ]);
    if (mine !== generation) return;
    store.update((s) => {
      const counts = letters.status === 'fulfilled' ? letters.value : s.counts;
      const feedbackUnread = fb.status === 'fulfilled' ? fb.value : s.feedbackUnread;
      return { ...s, counts, feedbackUnread, totals: unreadTotals(counts, feedbackUnread) };
    });
  }

  function loadPage(pageNum: number): Promise<void> {
    const mine = generation;
    const { tab } = store.getSnapshot();
    return load(
      'letters',
      keySlot<InboxState, 'letters'>('letters'),
      async () => {
        // The list shows which letters are unread (new ones may have arrived): badges follow it.
        const [page] = await Promise.all([
          http.call(site.letterList, { type: tab, pageNum, pageSize: LETTER_PAGE_SIZE }),
          refresh(),
        ]);
        return { list: page.list, total: page.total, pageNum };
      },
      { current: () => mine === generation && store.getSnapshot().tab === tab },
    );
  }

  const currentPage = () => store.getSnapshot().letters.data?.pageNum ?? 1;

  /** Runs one inbox action: busy while it runs, then the list and the badges are read again. */
  async function act(call: () => Promise<unknown>, pageAfter: () => number = currentPage): Promise<void> {
    patch({ busy: true, actionError: null });
    try {
      await call();
    } catch (error) {
      patch({ actionError: errorMessage(error) });
    } finally {
      patch({ busy: false });
    }
    await loadPage(pageAfter());
  }

  deps.bus?.on('login_success', () => inbox.start());
  deps.bus?.on('login_expired', () => inbox.stop());

  const inbox: Inbox = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start() {
      if (store.getSnapshot().active) return;
      patch({ active: true });
      void refresh();
      timer = clock.repeat(() => void refresh(), deps.refreshMs ?? UNREAD_REFRESH_MS);
    },
    stop() {
      generation += 1;
      if (timer !== null) clock.cancelRepeat(timer);
      timer = null;
      store.set(initial());
    },
    refresh,
    selectTab(type) {
      patch({ tab: type, letters: IDLE, openId: null, actionError: null });
      return loadPage(1);
    },
    loadPage,
    async open(id) {
      patch({ openId: id });
      if (id === null) return;
      const letter = store.getSnapshot().letters.data?.list.find((l) => String(l.id) === id);
      if (letter === undefined || letter.isRead) return;
      // Shown as read at once; the server's answer and the new counts follow.
      store.update((s) => ({
        ...s,
        letters:
          s.letters.data === null
            ? s.letters
            : {
                ...s.letters,
                data: {
                  ...s.letters.data,
                  list: s.letters.data.list.map((l) => (String(l.id) === id ? { ...l, isRead: true } : l)),
                },
              },
      }));
      try {
        await http.call(site.letterRead, { id });
      } catch (error) {
        patch({ actionError: errorMessage(error) });
      }
      await refresh();
    },
    remove(ids) {
      if (ids.length === 0) return Promise.resolve();
      const { letters, openId } = store.getSnapshot();
      if (openId !== null && ids.includes(openId)) patch({ openId: null });
      // Deleting the last letters of a page steps back one page.
      const left = (letters.data?.list.length ?? 0) - ids.length;
      const page = left <= 0 ? Math.max(1, currentPage() - 1) : currentPage();
      return act(
        () => http.call(site.letterDelete, { ids: [...ids] }),
        () => page,
      );
    },
    // 全部已读 promises every letter, not only the open tab's (issue #28): no `type` reads them all.
    readAll() {
      return act(() => http.call(site.letterOnekeyRead, {}));
    },
  };
  return inbox;
}
