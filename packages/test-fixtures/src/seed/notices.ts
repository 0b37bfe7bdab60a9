import type { Notice } from '@jinli/core/contract';
import { createRandom, randomInt } from './random.ts';

const HOUR = 3_600_000;

const NOTICE_TEXTS: readonly (readonly [title: string, content: string])[] = [
  [
    '系统维护公告',
    '为提升服务质量，本站将于本周三 02:00 至 06:00 进行系统维护，维护期间暂停登录与存取款，敬请谅解。',
  ],
  [
    '新游戏上线：锦鲤捕鱼王',
    '全新捕鱼游戏「锦鲤捕鱼王」现已上线，首周游玩即可参与捕鱼排行榜，赢取丰厚彩金。',
  ],
  ['存款通道更新', '新增数字人民币与银联快捷存款通道，单笔最低 100 元，到账更快，欢迎体验。'],
  ['防骗提醒', '本站客服不会通过私人社交账号索要密码或验证码，请勿向任何人透露您的账户信息。'],
  ['真人视讯维护通知', '真人视讯场馆将于周五 10:00 至 12:00 进行线路升级，期间暂停下注，已下注单不受影响。'],
  ['电竞赛事专题上线', '年度电竞总决赛专题页已开放，支持滚球与串关投注，赛程与赔率实时更新。'],
  ['取款到账时间说明', '工作日取款一般 5 至 15 分钟到账，节假日高峰期可能延迟，请耐心等待。'],
  ['官方线下代充声明', '本站从未授权任何线下代理充值，请仅通过官网、官方 APP 或在线客服提供的渠道存款。'],
  ['彩票玩法更新', '时时彩新增「龙虎和」玩法，开奖结果实时公布，详情请查看彩票帮助中心。'],
  ['账户安全升级', '为保障资金安全，新设备登录需完成手机验证，请及时绑定手机号码。'],
  ['体育场馆维护通知', '体育场馆将于周一 04:00 至 05:00 进行数据维护，维护期间暂停滚球投注。'],
  ['防范钓鱼网站', '请认准官方域名访问本站，不要点击陌生短信或邮件中的链接，谨防钓鱼网站。'],
];

/** Newest first, as the notice board shows them; times lie in the days before `now`. */
export function createNotices(seed: number, now: number): Notice[] {
  const random = createRandom(seed ^ 0x6e6f7469);
  let time = now;
  return NOTICE_TEXTS.map(([title, content], index) => {
    time -= randomInt(random, 3, 30) * HOUR;
    return { id: 301 + index, title, content, publishTime: time };
  });
}
