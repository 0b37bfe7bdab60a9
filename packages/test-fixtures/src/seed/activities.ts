import type { ActivityConfig, DiscountAd } from '@jinli/core/contract';

const DAY_MS = 86_400_000;

/** An activity as seeded; the race leaderboard is filled in on the sandbox clock when served. */
export type SeedActivity = ActivityConfig;

interface Category {
  category: string;
  categoryName: string;
}
const NEW: Category = { category: 'new', categoryName: '新人专享' };
const DEPOSIT: Category = { category: 'deposit', categoryName: '存款优惠' };
const DAILY: Category = { category: 'daily', categoryName: '每日福利' };
const SPORTS: Category = { category: 'sports', categoryName: '体育优惠' };
const CASINO: Category = { category: 'casino', categoryName: '真人娱乐' };
const VIP: Category = { category: 'vip', categoryName: 'VIP专享' };
const INVITE: Category = { category: 'invite', categoryName: '推广合营' };

const art = (name: string) => `/sandbox-art/${name}.svg`;

/** Every activity type of SPEC §2 once, Chinese names, running from 30 days before the seed time. */
export function seedActivities(now: number): SeedActivity[] {
  const window = { startTime: now - 30 * DAY_MS, endTime: now + 60 * DAY_MS };
  return [
    {
      id: 101,
      type: 'firstDeposit',
      title: '新会员首存礼',
      subtitle: '首存即享 100% 彩金，最高 8888 元',
      image: art('banner-first-deposit'),
      ...NEW,
      ...window,
      bonus: { rate: '1', minDeposit: '100', maxBonus: '8888', turnoverMultiple: 10 },
      rules: [
        '活动期间首次存款满 100 元即可申请，彩金为存款金额的 100%，最高 8888 元。',
        '彩金需完成（存款 + 彩金）× 10 倍有效投注后方可提款。',
        '每位会员、每个手机号、每张银行卡仅可参与一次。',
        '如发现多账户、对冲或套利等行为，本站有权取消彩金并冻结账户。',
      ],
    },
    {
      id: 102,
      type: 'signGift',
      title: '每日签到送彩金',
      subtitle: '连续签到 7 天，彩金天天领',
      image: art('banner-daily-sign'),
      ...DAILY,
      ...window,
      rewards: ['1', '2', '3', '5', '8', '12', '18'],
      rules: [
        '每日（北京时间）可签到一次，签到即得当日彩金。',
        '连续签到第 1 至 7 天分别可得 1、2、3、5、8、12、18 元，第 8 天起重新计算。',
        '中断签到后连续天数从第 1 天重新开始。',
      ],
    },
    {
      id: 103,
      type: 'bettingGift',
      title: '体育串关加奖',
      subtitle: '活动期间投注达标，阶梯礼金逐级领',
      image: art('banner-sports-parlay'),
      ...SPORTS,
      ...window,
      tiers: [
        { threshold: '1000', bonus: '18' },
        { threshold: '5000', bonus: '88' },
        { threshold: '20000', bonus: '388' },
        { threshold: '100000', bonus: '1888' },
      ],
      rules: [
        '活动期间体育有效投注累计达到各档位，即可领取对应礼金。',
        '每个档位每位会员限领一次，可逐级领取。',
        '已取消、无效或对冲注单不计入有效投注。',
      ],
    },
    {
      id: 104,
      type: 'activityLandPage',
      title: '真人百家乐返水',
      subtitle: '每日返水最高 1.2%，上不封顶',
      image: art('banner-baccarat-rebate'),
      ...CASINO,
      ...window,
      sections: [
        {
          title: '活动内容',
          body: '活动期间在真人视讯百家乐的有效投注，次日按 VIP 等级自动返水 0.6% 至 1.2%，上不封顶。',
        },
        { title: '返水比例', body: 'VIP0–VIP2：0.6%；VIP3–VIP5：0.8%；VIP6–VIP8：1.0%；VIP9 及以上：1.2%。' },
        { title: '发放时间', body: '返水于次日北京时间 15:00 前自动发放至中心钱包，无需申请。' },
      ],
      cta: { text: '进入真人视讯', link: '/game/realbet' },
      rules: ['返水仅需 1 倍流水即可提款。', '和局、无效注单及对冲注单不计入有效投注。'],
    },
    {
      id: 106,
      type: 'againDeposit',
      title: '每日再存优惠',
      subtitle: '再存享 50% 彩金，最高 2888 元',
      image: art('banner-again-deposit'),
      ...DEPOSIT,
      ...window,
      bonus: { rate: '0.5', minDeposit: '200', maxBonus: '2888', turnoverMultiple: 8 },
      rules: [
        '完成首存后，每一笔满 200 元的新存款均可申请一次，彩金为存款金额的 50%，最高 2888 元。',
        '彩金需完成（存款 + 彩金）× 8 倍有效投注后方可提款。',
        '请在存款后、投注前申请，已投注的存款不可再申请。',
      ],
    },
    {
      id: 107,
      type: 'newTask',
      title: '新人任务大礼包',
      subtitle: '完成任务领彩金，累计最高 122 元',
      image: art('banner-new-task'),
      ...NEW,
      ...window,
      tasks: [
        {
          id: 'bind-phone',
          title: '绑定手机号',
          kind: 'bindPhone',
          target: '1',
          reward: '8',
          link: '/mine/auth',
        },
        {
          id: 'first-deposit',
          title: '完成首次存款满 100 元',
          kind: 'deposit',
          target: '100',
          reward: '18',
          link: '/mine/savemoney',
        },
        {
          id: 'deposit-1000',
          title: '累计存款满 1000 元',
          kind: 'deposit',
          target: '1000',
          reward: '58',
          link: '/mine/savemoney',
        },
        {
          id: 'bet-500',
          title: '累计有效投注满 500 元',
          kind: 'bet',
          target: '500',
          reward: '38',
          link: '/game/sport',
        },
      ],
      rules: ['仅限注册 30 天内的新会员参与。', '每项任务完成后点击领取，彩金即时到账，每项限领一次。'],
    },
    {
      id: 108,
      type: 'drawGift',
      title: '幸运大转盘',
      subtitle: '每日免费抽奖，最高赢取 888 元',
      image: art('banner-lucky-draw'),
      ...DAILY,
      ...window,
      dailyChances: 1,
      chanceDeposit: '100',
      prizes: [
        { id: 'p1', name: '1 元彩金', amount: '1' },
        { id: 'p2', name: '5 元彩金', amount: '5' },
        { id: 'p3', name: '谢谢参与', amount: '0' },
        { id: 'p4', name: '18 元彩金', amount: '18' },
        { id: 'p5', name: '2 元彩金', amount: '2' },
        { id: 'p6', name: '88 元彩金', amount: '88' },
        { id: 'p7', name: '8 元彩金', amount: '8' },
        { id: 'p8', name: '888 元大奖', amount: '888' },
      ],
      rules: [
        '每日（北京时间）可免费抽奖 1 次；当日每笔满 100 元的存款再加 1 次。',
        '抽中的彩金即时到账中心钱包，1 倍流水即可提款。',
        '当日抽奖次数次日清零。',
      ],
    },
    {
      id: 109,
      type: 'racePage',
      title: '周末投注竞赛',
      subtitle: '按投注额排名，冠军独得 8888 元',
      image: art('banner-race'),
      ...SPORTS,
      ...window,
      prizes: [
        { rank: 1, amount: '8888' },
        { rank: 2, amount: '3888' },
        { rank: 3, amount: '1888' },
        { rank: 4, amount: '888' },
        { rank: 5, amount: '388' },
      ],
      leaderboard: [],
      rules: [
        '报名后，活动期间的体育有效投注计入竞赛成绩，排行榜实时更新。',
        '活动结束后按最终排名发放奖金，前 5 名有奖。',
        '成绩相同时先达到者排名在前。',
      ],
    },
    {
      id: 110,
      type: 'friendInvitation',
      title: '邀请好友赚彩金',
      subtitle: '每邀请 1 位好友存款，即得 58 元',
      image: art('banner-invite'),
      ...INVITE,
      ...window,
      perFriend: '58',
      friendDeposit: '100',
      rules: [
        '通过您的专属邀请链接或二维码注册的好友，累计存款满 100 元即为有效邀请。',
        '每位有效好友奖励 58 元，次日自动发放，上不封顶。',
        '同一 IP、设备或银行卡注册的账户不计为有效邀请。',
      ],
    },
  ];
}

const LINK: Record<ActivityConfig['type'], string> = {
  firstDeposit: '/activity/firstDeposit',
  againDeposit: '/activity/againDeposit',
  bettingGift: '/activity/bettingGift',
  signGift: '/activity/signGift',
  drawGift: '/activity/drawGift',
  newTask: '/activity/newTask',
  racePage: '/activity/racePage',
  activityLandPage: '/activity/activityLandPage',
  friendInvitation: '/activity/friendInvitation',
};

/** getMyDiscountAd: the home banners first (ids 101–105), then the other activities. */
export function seedDiscountAds(activities: readonly SeedActivity[], now: number): DiscountAd[] {
  const ads: DiscountAd[] = activities.map((activity) => ({
    id: activity.id,
    title: activity.title,
    subtitle: activity.subtitle,
    image: activity.image,
    link:
      activity.type === 'friendInvitation' ? LINK[activity.type] : `${LINK[activity.type]}/${activity.id}`,
    category: activity.category,
    categoryName: activity.categoryName,
    activityType: activity.type,
    activityId: activity.id,
    startTime: activity.startTime,
    endTime: activity.endTime,
  }));
  ads.splice(4, 0, {
    id: 105,
    title: 'VIP 晋级礼金',
    subtitle: '逐级晋升，礼金最高 58888 元',
    image: art('banner-vip-upgrade'),
    link: '/mine/vip',
    ...VIP,
    activityType: null,
    activityId: null,
    startTime: now - 30 * DAY_MS,
    endTime: null,
  });
  return ads;
}
