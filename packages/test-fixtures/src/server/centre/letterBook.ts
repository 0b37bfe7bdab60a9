import type { LetterType, UnreadCounts } from '@jinli/core/contract';
import type { CentreState, SandboxLetter } from './centreState.ts';
import { nextCentreId } from './centreState.ts';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

type Seed = Omit<SandboxLetter, 'id' | 'createTime'> & { ago: number };

const WELCOME: Seed = {
  type: 'notice',
  broadcast: false,
  title: '欢迎加入锦鲤',
  content:
    '<p>尊敬的会员，欢迎来到<strong>锦鲤</strong>！</p><p>完成手机与实名绑定后即可存取款。如有疑问，请随时联系<a href="/app/help/zxkf">在线客服</a>。</p>',
  isRead: true,
  ago: 30 * DAY,
};

/** demo01's inbox: two unread notices and activities each (personal + broadcast), a few read ones. */
const DEMO_LETTERS: Seed[] = [
  WELCOME,
  {
    type: 'bulletin',
    broadcast: true,
    title: '系统维护公告',
    content: '<p>本站将于<strong>周三 04:00-06:00</strong>进行例行维护，期间部分场馆暂停服务。</p>',
    isRead: true,
    ago: 6 * DAY,
  },
  {
    type: 'match',
    broadcast: true,
    title: '欧冠焦点战今晚开赛',
    content: '<p>今晚 03:00 欧冠焦点战，滚球盘口全场开放。</p>',
    isRead: true,
    ago: 3 * DAY,
  },
  {
    type: 'notice',
    broadcast: true,
    title: '存款通道升级通知',
    content: '<p>USDT 存款通道已升级，到账更快。请只通过官网、APP 或官方客服获取存款信息。</p>',
    isRead: false,
    ago: 2 * DAY,
  },
  {
    type: 'activity',
    broadcast: true,
    title: '周末存款加赠 10%',
    content: '<p>周六、周日单笔存款满 ¥100 加赠 10%，最高 ¥888。</p><img src="x" onerror="alert(1)">',
    isRead: false,
    ago: 1 * DAY,
  },
  {
    type: 'notice',
    broadcast: false,
    title: '您的取款已到账',
    content: '<p>您于昨日申请的取款 <strong>¥500.00</strong> 已到账，请查收。</p>',
    isRead: false,
    ago: 20 * 60 * MINUTE,
  },
  {
    type: 'notice',
    broadcast: true,
    title: '防骗提醒',
    content: '<p>本站工作人员不会索要您的密码或验证码，请勿向任何人透露。</p>',
    isRead: false,
    ago: 8 * 60 * MINUTE,
  },
  {
    type: 'activity',
    broadcast: false,
    title: 'VIP 晋级礼金已派发',
    content: '<p>恭喜晋级 <strong>VIP3</strong>，晋级礼金 ¥188.00 已派发至中心钱包。</p>',
    isRead: false,
    ago: 3 * 60 * MINUTE,
  },
];

/** What arrives over time, in turn. */
const PERIODIC: Omit<Seed, 'ago' | 'isRead'>[] = [
  {
    type: 'notice',
    broadcast: true,
    title: '理性游戏提醒',
    content: '<p>请合理安排娱乐时间，量力而行。</p>',
  },
  {
    type: 'activity',
    broadcast: true,
    title: '今日电子游戏返水加码',
    content: '<p>今日电子游戏返水上调 0.2%。</p>',
  },
  { type: 'match', broadcast: true, title: '英超周末赛程已开盘', content: '<p>英超本轮全部场次已开盘。</p>' },
  { type: 'notice', broadcast: false, title: '账户安全提醒', content: '<p>建议定期修改登录密码。</p>' },
];

function add(centre: CentreState, member: string, seed: Omit<SandboxLetter, 'id'>): SandboxLetter {
  const letter = { ...seed, id: nextCentreId(centre) };
  lettersOf(centre, member, letter.createTime).push(letter);
  return letter;
}

/** The member's letters, seeded on first look. */
export function lettersOf(centre: CentreState, member: string, now: number): SandboxLetter[] {
  let list = centre.letters.get(member);
  if (list === undefined) {
    list = [];
    centre.letters.set(member, list);
    const seeds = member === 'demo01' ? DEMO_LETTERS : member === 'fresh01' ? [] : [WELCOME];
    for (const { ago, ...seed } of seeds)
      list.push({ ...seed, id: nextCentreId(centre), createTime: now - ago });
  }
  return list;
}

/** Delivers the periodic letters whose time has come (one per `letterEveryMs` since start). */
export function deliverDue(centre: CentreState, member: string, now: number): void {
  lettersOf(centre, member, now);
  if (centre.letterEveryMs <= 0) return;
  const due = Math.min(50, Math.floor((now - centre.startedAt) / centre.letterEveryMs));
  let seen = centre.periodicSeen.get(member) ?? 0;
  while (seen < due) {
    const template = PERIODIC[seen % PERIODIC.length]!;
    add(centre, member, {
      ...template,
      isRead: false,
      createTime: centre.startedAt + (seen + 1) * centre.letterEveryMs,
    });
    seen += 1;
  }
  centre.periodicSeen.set(member, seen);
}

/** A letter delivered now (sandbox control, feedback replies). */
export function deliverLetter(
  centre: CentreState,
  member: string,
  now: number,
  letter: { type: LetterType; title: string; content: string; broadcast?: boolean },
): SandboxLetter {
  lettersOf(centre, member, now);
  return add(centre, member, { broadcast: false, ...letter, isRead: false, createTime: now });
}

type CountKey = 'brnotice' | 'bractivity' | 'brbulletin' | 'brmatch' | 'brfd' | 'notice' | 'activity' | 'fd';

const KEY: Record<LetterType, [personal: CountKey | null, broadcast: CountKey]> = {
  notice: ['notice', 'brnotice'],
  activity: ['activity', 'bractivity'],
  bulletin: [null, 'brbulletin'],
  match: [null, 'brmatch'],
  fd: ['fd', 'brfd'],
};

export function unreadCounts(letters: readonly SandboxLetter[]): UnreadCounts {
  const counts: Record<CountKey, number> = {
    brnotice: 0,
    bractivity: 0,
    brbulletin: 0,
    brmatch: 0,
    brfd: 0,
    notice: 0,
    activity: 0,
    fd: 0,
  };
  for (const letter of letters) {
    if (letter.isRead) continue;
    const [personal, broadcast] = KEY[letter.type];
    const key = letter.broadcast || personal === null ? broadcast : personal;
    counts[key] += 1;
  }
  return counts;
}
