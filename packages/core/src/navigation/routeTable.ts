/** SPEC §2 tab categories: the header/tab-bar group a route belongs to. */
export const TabCategory = {
  Home: 'HOME',
  Sport: 'TY',
  Electronic: 'DZ',
  Live: 'ZR',
  Lottery: 'CP',
  Chess: 'QP',
  Esports: 'DJ',
  Fishing: 'BY',
  Customer: 'customer',
  Venture: 'venture',
  Sponsor: 'sponsor',
  Discount: 'discount',
  App: 'app',
  SaveMoney: 'save_money',
  TransferMoney: 'transfer_money',
  TakeMoney: 'take_money',
  Profile: 'profile',
  Vip: 'vip',
  Welfare: 'Welfare',
  BetRecord: 'bet_record',
  TradeRecord: 'trade_record',
  Message: 'message',
} as const;
export type TabCategory = (typeof TabCategory)[keyof typeof TabCategory];

export type RouteLayout = 'main' | 'mine' | 'help' | 'bare';

/**
 * One screen of SPEC §2. `path` uses `$` params (`$id`; a lone `$` is the rest of the path).
 * `auth`: login required. `bindPhone`: bound phone and real name required (guard rule 3).
 * `hidden`: never listed in menus or the tab bar.
 */
export interface RouteDef {
  readonly path: string;
  readonly name: string;
  readonly titleKey: string;
  readonly title: string;
  readonly auth: boolean;
  readonly bindPhone: boolean;
  readonly hidden: boolean;
  readonly fullWidth: boolean;
  readonly noFooter: boolean;
  readonly tab?: TabCategory;
  readonly layout: RouteLayout;
}

type RouteFlags = Partial<Pick<RouteDef, 'auth' | 'bindPhone' | 'hidden' | 'fullWidth' | 'noFooter'>> & {
  tab?: TabCategory;
};

function route(
  layout: RouteLayout,
  path: string,
  name: string,
  title: string,
  flags: RouteFlags = {},
): RouteDef {
  const def: RouteDef = {
    path,
    name,
    titleKey: `route.${name}`,
    title,
    // Every member-area screen needs login (SPEC §2: "/mine (auth)").
    auth: flags.auth ?? layout === 'mine',
    bindPhone: flags.bindPhone ?? false,
    hidden: flags.hidden ?? false,
    fullWidth: flags.fullWidth ?? false,
    noFooter: flags.noFooter ?? false,
    layout,
  };
  return flags.tab === undefined ? def : { ...def, tab: flags.tab };
}

const T = TabCategory;
const main = (path: string, name: string, title: string, flags?: RouteFlags) =>
  route('main', path, name, title, flags);
const mine = (child: string, name: string, title: string, flags?: RouteFlags) =>
  route('mine', `/mine/${child}`, name, title, flags);
const help = (child: string, title: string, flags?: RouteFlags) =>
  route('help', `/app/help/${child}`, `help.${child}`, title, flags);
const activity = (child: string, title: string) => main(`/activity/${child}/$id`, `activity.${child}`, title);

export const ROUTES: readonly RouteDef[] = [
  route('bare', '/loading', 'loading', '加载中', { hidden: true }),
  route('bare', '/pg/game', 'pgGame', '电子游戏', { hidden: true }),
  route('bare', '/dz/game', 'dzGame', '电子游戏', { hidden: true }),
  route('bare', '/redirect', 'redirect', '跳转中', { auth: true, hidden: true }),
  route('bare', '/redirect/$', 'redirectPath', '跳转中', { auth: true, hidden: true }),

  main('/', 'home', '首页', { tab: T.Home }),
  main('/login', 'login', '登录', { hidden: true }),
  main('/game/sport', 'sport', '体育', { tab: T.Sport }),
  main('/game/realbet', 'realbet', '真人', { tab: T.Live }),
  main('/game/chess', 'chess', '棋牌', { tab: T.Chess }),
  main('/game/gaming', 'gaming', '电竞', { tab: T.Esports }),
  main('/game/lottery', 'lottery', '彩票', { tab: T.Lottery }),
  main('/game/egame', 'egame', '电子', { tab: T.Electronic }),
  main('/game/fishing', 'fishing', '捕鱼', { tab: T.Fishing }),
  main('/game/$info', 'game', '游戏', { auth: true, hidden: true }),
  main('/game/sport/$enName', 'localSport', '体育', { auth: true, fullWidth: true, noFooter: true }),
  main('/agent', 'venture', '代理合作', { tab: T.Venture }),
  main('/sponsor', 'sponsor', '赞助', { tab: T.Sponsor }),
  main('/download', 'appdownload', 'APP下载', { tab: T.App }),
  main('/activity/discount', 'discount', '优惠活动', { tab: T.Discount }),
  activity('racePage', '竞赛活动'),
  activity('activityLandPage', '活动详情'),
  activity('firstDeposit', '首存优惠'),
  activity('againDeposit', '再存优惠'),
  activity('newTask', '新人任务'),
  activity('drawGift', '抽奖活动'),
  activity('signGift', '签到礼金'),
  activity('bettingGift', '投注礼金'),
  main('/activity/friendInvitation', 'activity.friendInvitation', '邀请好友'),

  route('mine', '/mine', 'mine', '个人中心'),
  mine('userinfo', 'userinfo', '个人资料', { tab: T.Profile }),
  mine('auth', 'auth', '账户安全'),
  mine('virtualCoinCard', 'virtualCoinCard', '虚拟币账户', { bindPhone: true }),
  mine('alipayManage', 'alipayManage', '支付宝管理', { bindPhone: true }),
  mine('accountManage/$id', 'accountManage', '账户管理', { bindPhone: true }),
  mine('introTutorial', 'introTutorial', '新手教程'),
  // Player protection beyond the spec: deposit limits, cooling-off and self-exclusion (issue #12).
  mine('limits', 'limits', '理性游戏'),
  mine('addBankCard', 'addBankCard', '添加银行卡', { bindPhone: true }),
  mine('exchange', 'exchange', '货币兑换'),
  mine('vip', 'vip', 'VIP特权', { tab: T.Vip }),
  mine('vip/detail', 'vipDetail', 'VIP详情'),
  mine('welfare', 'welfare', '福利中心', { tab: T.Welfare }),
  mine('wallet', 'wallet', '我的钱包'),
  mine('transRecord', 'transRecord', '交易记录', { tab: T.TradeRecord }),
  mine('betRecord', 'betRecord', '投注记录', { tab: T.BetRecord }),
  mine('giftRecord', 'giftRecord', '礼金记录'),
  mine('message', 'message', '站内信', { tab: T.Message }),
  mine('feedback', 'feedback', '意见反馈'),
  mine('feedbackList', 'feedbackList', '反馈记录'),
  mine('savemoney', 'savemoney', '存款', { tab: T.SaveMoney }),
  mine('transfermoney', 'transfermoney', '转账', { tab: T.TransferMoney }),
  mine('takemoney', 'takemoney', '取款', { tab: T.TakeMoney }),
  // Deposit waiting pages sit under savemoney so the site's deposit switch (guard rule 4) covers them.
  mine('savemoney/recharge', 'rechargeWaiting', '充值等待', { hidden: true }),
  mine('savemoney/transfer', 'transferWaiting', '转账存款等待', { hidden: true }),
  mine('savemoney/huione', 'huioneWaiting', '汇旺存款等待', { hidden: true }),
  mine('savemoney/xnbsk', 'xnbskWaiting', '虚拟币收款等待', { hidden: true }),
  mine('savemoney/virtualCoin', 'virtualCoinWaiting', '虚拟币存款等待', { hidden: true }),

  route('help', '/app/help', 'help', '帮助中心'),
  help('kh', '开户指南'),
  help('ck', '存款帮助'),
  help('qk', '取款帮助'),
  help('zz', '转账帮助'),
  help('yhgz', '红利规则'),
  help('tjllq', '礼券说明'),
  help('xnbcqkjc', '虚拟币存取款教程'),
  help('tytzjc', '体育投注教程'),
  help('tysstqth', '体育提前兑现'),
  help('fjcjc', '防劫持教程'),
  help('rqgl', '让球攻略'),
  help('dxqgl', '大小球攻略'),
  help('cpwt', '彩票问题'),
  help('dzjj', '电子游戏简介'),
  help('tywt', '体育问题'),
  help('zrwt', '真人问题'),
  help('qtwt', '其他问题'),
  help('bczr', '博彩责任'),
  help('gywm', '关于我们'),
  help('gztk', '规则条款'),
  help('hzhb', '合作伙伴'),
  help('ysgz', '隐私政策'),
  help('zxkf', '联系客服', { tab: T.Customer }),

  // The catch-all: matchRoute answers it for every path no other route matches.
  main('/404', 'notFound', '页面不存在', { hidden: true }),
];

const BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((def) => [def.name, def]));

export function findRouteByName(name: string): RouteDef | undefined {
  return BY_NAME.get(name);
}

export const NOT_FOUND_ROUTE: RouteDef = BY_NAME.get('notFound')!;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** The param name for the rest of the path under a lone `$` (web's router reads params from matchRoute). */
export const SPLAT_PARAM = '_splat';

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '$') {
      const rest = segments.slice(index);
      if (rest.length === 0) return null;
      params[SPLAT_PARAM] = rest.map(decode).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith('$')) params[part.slice(1)] = decode(segment);
    else if (part !== segment) return null;
  }
  return pattern.length === segments.length ? params : null;
}

/** Static segments first: `/game/sport` beats `/game/$info`; splats come last. */
function specificity(path: string): number {
  const parts = segmentsOf(path);
  const dynamic = parts.filter((part) => part.startsWith('$')).length;
  return (parts.includes('$') ? 1000 : 0) + dynamic * 10 - parts.length;
}

const PATTERNS = ROUTES.filter((def) => def !== NOT_FOUND_ROUTE)
  .map((def) => ({ def, pattern: segmentsOf(def.path), rank: specificity(def.path) }))
  .sort((a, b) => a.rank - b.rank);

/** The route for a pathname (query and hash ignored); anything unmatched is the not-found route. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = segmentsOf(path);
  for (const { def, pattern } of PATTERNS) {
    const params = matchPattern(pattern, segments);
    if (params) return { route: def, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** Fills a route path's params (`/activity/racePage/$id` + `{ id: '7' }`); a missing param throws. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  const parts = segmentsOf(path).map((part) => {
    if (!part.startsWith('$')) return part;
    const name = part === '$' ? SPLAT_PARAM : part.slice(1);
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing param "${name}" for ${path}`);
    return part === '$' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  return `/${parts.join('/')}`;
}
