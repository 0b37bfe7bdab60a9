/**
 * The sportsbook's code lists from SPEC §3. Each code keeps the name the venue API uses (`FT`, `RB`, `H`)
 * behind a typed name, with the zh-CN label a member sees.
 */

export const SportCode = {
  All: 'ALL',
  Football: 'FT',
  VirtualFootball: 'VF',
  Basketball: 'BK',
  Tennis: 'TN',
  Other: 'OP',
  Snooker: 'SK',
  Champion: 'FS',
  Baseball: 'BS',
  Volleyball: 'VB',
  TableTennis: 'TT',
} as const;
export type SportCode = (typeof SportCode)[keyof typeof SportCode];

export const SPORT_LABELS: Readonly<Record<SportCode, string>> = {
  ALL: '全部',
  FT: '足球',
  VF: '虚拟足球',
  BK: '篮球',
  TN: '网球',
  OP: '其他',
  SK: '斯诺克',
  FS: '冠军',
  BS: '棒球',
  VB: '排球',
  TT: '乒乓球',
};

export const MarketType = {
  Early: 'FU',
  Today: 'FT',
  InPlay: 'RB',
  ChampionToday: 'FSFT',
  ChampionEarly: 'FSFU',
} as const;
export type MarketType = (typeof MarketType)[keyof typeof MarketType];

export const MARKET_TYPE_LABELS: Readonly<Record<MarketType, string>> = {
  FU: '早盘',
  FT: '今日',
  RB: '滚球',
  FSFT: '今日冠军',
  FSFU: '早盘冠军',
};

/** Champion (outright) markets: their items never share a slip with ordinary ones. */
export function isChampionMarket(market: MarketType): boolean {
  return market === MarketType.ChampionToday || market === MarketType.ChampionEarly;
}

export const OddsType = {
  European: 'E',
  HongKong: 'H',
  Indonesian: 'I',
  Malay: 'M',
} as const;
export type OddsType = (typeof OddsType)[keyof typeof OddsType];

export const DEFAULT_ODDS_TYPE: OddsType = OddsType.HongKong;

export const ODDS_TYPE_LABELS: Readonly<Record<OddsType, string>> = {
  E: '欧洲盘',
  H: '香港盘',
  I: '印尼盘',
  M: '马来盘',
};

export {
  DEFAULT_EDITION,
  EDITION_LABELS,
  Edition,
  parseEdition,
  themeForEdition,
  toggleEdition,
} from './edition.ts';
