import { randomInt } from '../../seed/random.ts';

/** The chatty regulars of the sandbox rooms. Their uids never collide with member ids (numbers). */
export interface ChatBot {
  uid: string;
  nickName: string;
  vipLevel: number;
}

export const CHAT_BOTS: readonly ChatBot[] = [
  { uid: 'bot-1', nickName: '锦鲤小助手', vipLevel: 0 },
  { uid: 'bot-2', nickName: '老司机阿强', vipLevel: 5 },
  { uid: 'bot-3', nickName: '看球的小美', vipLevel: 2 },
  { uid: 'bot-4', nickName: '深夜观赛团', vipLevel: 3 },
  { uid: 'bot-5', nickName: '幸运星', vipLevel: 1 },
  { uid: 'bot-6', nickName: '北京球迷老王', vipLevel: 4 },
];

const LOBBY_LINES = [
  '大家晚上好，今天有什么好比赛推荐吗？',
  '刚刚在真人视讯玩了几把，手气不错',
  '今晚英超哪场最值得看？',
  '有人一起看欧冠吗？',
  '周末的比赛我都关注了，期待一下',
  '新活动的返水好像提高了，大家看到了吗',
  '刚注册的新人，请多关照',
  '这个聊天室好热闹啊',
  '昨晚那场绝杀太精彩了',
  '提款到账挺快的，十分钟就到了',
  '捕鱼新出的那款画面很好看',
  '休息一下，喝杯茶再来',
  '大家理性娱乐，量力而行哦',
  '今天的天气适合在家看球',
  '有没有懂篮球的朋友聊聊',
  '中超这轮谁能赢？',
  '晚安各位，明天见',
  '电竞比赛今晚几点开始？',
];

const MATCH_LINES = [
  '这脚射门可惜了！',
  '主队今天状态不错',
  '中场控制得很好',
  '裁判这个判罚有争议',
  '下半场应该会有进球',
  '门将扑得漂亮！',
  '角球机会来了',
  '这个换人很关键',
  '比分还会变的，别急',
  '防守太稳了',
];

/** Lines about the room's own match: {h} is the home side, {a} the away side. */
const TEAM_LINES = [
  '{h}今天状态不错',
  '{a}的反击很有威胁',
  '{h}加油！',
  '{a}要顶住啊',
  '{h}的中场控制得很好',
  '{a}这脚射门可惜了！',
  '看好{h}下半场再进一个',
  '{a}的门将扑得漂亮！',
  '{h}和{a}这场太好看了',
];

const OPENERS = ['', '', '', '哈哈，', '说真的，', '嗯，', '对了，'];
const ENDINGS = ['', '', '', '～', '！', '。', '哈哈', '～～'];

export type BotLineKind = 'lobby' | 'match';

/**
 * A natural line for a bot, from a seeded random source (same seed, same conversation). In a match
 * room about half the lines name one of the room's teams.
 */
export function botLine(
  random: () => number,
  kind: BotLineKind,
  match: { home: string; away: string } | null = null,
): string {
  const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)] as T;
  const body =
    kind === 'lobby'
      ? pick(LOBBY_LINES)
      : match !== null && random() < 0.5
        ? pick(TEAM_LINES).replaceAll('{h}', match.home).replaceAll('{a}', match.away)
        : pick(MATCH_LINES);
  const ending = /[？！。～]$/.test(body) ? '' : pick(ENDINGS);
  return `${pick(OPENERS)}${body}${ending}`;
}

export function pickBot(random: () => number): ChatBot {
  return CHAT_BOTS[randomInt(random, 0, CHAT_BOTS.length - 1)] as ChatBot;
}
