import type { CountryArea, NavigationItem, SponsorContent } from '@jinli/core/contract';

const nav = (
  id: number,
  code: string,
  name: string,
  path: string,
  badge: string | null = null,
): NavigationItem => ({ id, code, name, path, badge, sort: id });

/** Header categories in display order; codes are the SPEC §2 tab categories. */
export const NAVIGATION: readonly NavigationItem[] = [
  nav(1, 'TY', '体育', '/game/sport', '热门'),
  nav(2, 'ZR', '真人', '/game/realbet'),
  nav(3, 'QP', '棋牌', '/game/chess'),
  nav(4, 'DJ', '电竞', '/game/gaming', '新'),
  nav(5, 'CP', '彩票', '/game/lottery'),
  nav(6, 'DZ', '电子', '/game/egame'),
  nav(7, 'BY', '捕鱼', '/game/fishing'),
  nav(8, 'discount', '优惠', '/activity/discount', '热门'),
  nav(9, 'sponsor', '赞助', '/sponsor'),
  nav(10, 'venture', '代理', '/agent'),
  nav(11, 'app', 'APP下载', '/download'),
];

/** Fictional clubs and teams only: no real brand appears in the sandbox. */
export const SPONSOR_CONTENT: SponsorContent = {
  headline: '锦鲤娱乐 · 与热爱同行',
  intro: '锦鲤娱乐长期支持职业体育与电子竞技的发展，与多支俱乐部建立官方合作，和球迷一起见证每一个精彩瞬间。',
  sponsors: [
    {
      id: 201,
      title: '青岚城足球俱乐部',
      subtitle: '官方区域合作伙伴',
      image: '/sandbox-art/sponsor-qinglan.svg',
      link: '/sponsor',
      description: '青岚城足球俱乐部创立于 1998 年，以青训体系闻名，三度问鼎联赛冠军。',
      since: '2023',
    },
    {
      id: 202,
      title: '赤焰电竞战队',
      subtitle: '官方主赞助商',
      image: '/sandbox-art/sponsor-chiyan.svg',
      link: '/sponsor',
      description: '赤焰电竞战队活跃于多项顶级赛事，以敢打敢拼的风格收获大批年轻粉丝。',
      since: '2024',
    },
    {
      id: 203,
      title: '海岸之星篮球队',
      subtitle: '官方球衣合作伙伴',
      image: '/sandbox-art/sponsor-haian.svg',
      link: '/sponsor',
      description: '海岸之星篮球队主场位于滨海体育馆，快节奏的进攻体系深受球迷喜爱。',
      since: '2022',
    },
  ],
};

/** Phone patterns per area; 中国大陆 first, as the registration form preselects it. */
export const COUNTRY_AREAS: readonly CountryArea[] = [
  { areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' },
  { areaName: '中国香港', areaCode: '+852', regex: '^[4-9]\\d{7}$' },
  { areaName: '中国澳门', areaCode: '+853', regex: '^6\\d{7}$' },
  { areaName: '中国台湾', areaCode: '+886', regex: '^0?9\\d{8}$' },
  { areaName: '马来西亚', areaCode: '+60', regex: '^0?1\\d{8,9}$' },
  { areaName: '新加坡', areaCode: '+65', regex: '^[89]\\d{7}$' },
  { areaName: '菲律宾', areaCode: '+63', regex: '^0?9\\d{9}$' },
  { areaName: '泰国', areaCode: '+66', regex: '^0?[689]\\d{8}$' },
  { areaName: '越南', areaCode: '+84', regex: '^0?[35789]\\d{8}$' },
  { areaName: '柬埔寨', areaCode: '+855', regex: '^0?[1-9]\\d{7,8}$' },
];

export const SITE_BASE_CONFIG = {
  title: '锦鲤娱乐',
  h5DomainUrl: 'https://m.jinli.example',
  depositSwitch: '1',
} as const;
