import type { VenueCategory } from '@jinli/core/contract';
import { type TileLook, tileLook } from '../art/gameTiles.ts';

/** How a venue's launch answers (docs/protocol.md, "Games and the venue ledger"). */
export type LaunchStyle = 'http' | 'sameOrigin' | 'slot' | 'localSport';

export interface SeedVenue {
  enName: string;
  name: string;
  category: VenueCategory;
  tagline: string;
  launch: LaunchStyle;
  maintain: boolean;
  /** Runs an activity: launch answers 6413 until the member has transferred money in. */
  activity: boolean;
  /** Two art colours. */
  colors: readonly [string, string];
}

const v = (
  enName: string,
  name: string,
  category: VenueCategory,
  tagline: string,
  launch: LaunchStyle,
  colors: readonly [string, string],
  flags: { maintain?: boolean; activity?: boolean } = {},
): SeedVenue => ({
  enName,
  name,
  category,
  tagline,
  launch,
  colors,
  maintain: flags.maintain ?? false,
  activity: flags.activity ?? false,
});

/** Fictional venues for every category; XMTY, G1CP and SGCP open in a new window (SPEC §4). */
export const SEED_VENUES: readonly SeedVenue[] = [
  v('CRTY', '锦鲤体育', 'TY', '自营赛事 · 早盘滚球全覆盖', 'localSport', ['#E8542C', '#F2B441']),
  v('XMTY', '星芒体育', 'TY', '欧洲五大联赛 · 高赔率', 'http', ['#1D4ED8', '#60A5FA']),
  v('HYTY', '海韵体育', 'TY', '亚洲盘口专家', 'http', ['#0F766E', '#5EEAD4'], { maintain: true }),
  v('AGZR', '金殿真人', 'ZR', '百家乐 · 龙虎 · 轮盘', 'http', ['#7C2D12', '#F59E0B']),
  v('LHZR', '龙腾真人', 'ZR', '美女荷官 · 多桌同开', 'http', ['#831843', '#F472B6']),
  v('BJZR', '百乐真人', 'ZR', '经典赌场氛围', 'http', ['#312E81', '#A5B4FC'], { maintain: true }),
  v('KXQP', '开心棋牌', 'QP', '斗地主 · 麻将 · 德州', 'sameOrigin', ['#166534', '#86EFAC']),
  v('LYQP', '乐游棋牌', 'QP', '牛牛 · 炸金花 · 二八杠', 'http', ['#9A3412', '#FDBA74']),
  v('LTDJ', '雷霆电竞', 'DJ', '英雄联盟 · DOTA2 · CS2', 'http', ['#4C1D95', '#C084FC']),
  v('FHDJ', '凤凰电竞', 'DJ', '王者荣耀 · 无畏契约', 'http', ['#991B1B', '#FCA5A5'], { maintain: true }),
  v('G1CP', '吉一彩票', 'CP', '时时彩 · 快三 · 赛车', 'http', ['#B91C1C', '#FDE68A']),
  v('SGCP', '盛果彩票', 'CP', '官方开奖 · 百种玩法', 'http', ['#047857', '#FDE68A']),
  v('PG', '鲤跃电子', 'DZ', '精品老虎机 · 高爆率', 'slot', ['#BE123C', '#FDE047']),
  v('JDBDZ', '金豆电子', 'DZ', '经典水果机 · 连线大奖', 'slot', ['#A16207', '#FEF08A']),
  v('HJDZ', '黄金电子', 'DZ', '限时活动进行中', 'slot', ['#92400E', '#FCD34D'], { activity: true }),
  v('MGDZ', '梦工电子', 'DZ', '电影主题 · 奖池累积', 'http', ['#1E3A8A', '#93C5FD']),
  v('FKBY', '飞鲲捕鱼', 'BY', '千炮捕鱼 · 黄金巨鲨', 'slot', ['#0E7490', '#67E8F9']),
  v('HYBY', '海妖捕鱼', 'BY', '深海狂欢 · 龙王降临', 'http', ['#1E40AF', '#A78BFA']),
];

export interface SeedGame {
  gameCode: string;
  name: string;
  enName: string;
  hot: boolean;
  /** Palette, emblem and pattern of its tile art; no two games of a venue look alike. */
  look: TileLook;
}

const SLOT_HEADS = [
  '招财',
  '金龙',
  '锦鲤',
  '麒麟',
  '福星',
  '财神',
  '宝石',
  '熊猫',
  '凤凰',
  '吉祥',
  '幸运',
  '黄金',
  '翡翠',
  '大圣',
  '水果',
  '海洋',
  '星空',
  '丛林',
  '冰雪',
  '火焰',
];
const SLOT_TAILS = ['秘宝', '传奇', '狂欢', '连线', '宝藏', '旋转', '派对', '之王', '富贵', '盛宴'];
const FISH_HEADS = ['深海', '黄金', '龙王', '海霸', '千炮', '李逵', '财神', '人鱼', '鲲鹏', '寻宝'];
const FISH_TAILS = ['捕鱼', '猎手', '狂潮', '大亨', '海战'];
/** A small deterministic hash, so a venue's game list never depends on the run. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const cache = new Map<string, SeedGame[]>();

/** The games of a venue with a game list (DZ and BY): 120 slots or 50 fishing games, fixed names. */
export function venueGames(venue: SeedVenue): SeedGame[] {
  const cached = cache.get(venue.enName);
  if (cached !== undefined) return cached;
  const fishing = venue.category === 'BY';
  const heads = fishing ? FISH_HEADS : SLOT_HEADS;
  const tails = fishing ? FISH_TAILS : SLOT_TAILS;
  const count = fishing ? 50 : 120;
  const offset = hash(venue.enName);
  const games: SeedGame[] = [];
  for (let i = 0; i < count; i += 1) {
    const k = (i * 7 + offset) % (heads.length * tails.length);
    const name = `${heads[k % heads.length]}${tails[Math.floor(k / heads.length) % tails.length]}`;
    const h = hash(`${venue.enName}:${i}`);
    games.push({
      gameCode: `${venue.enName.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
      name,
      enName: venue.enName,
      hot: h % 5 === 0,
      look: tileLook(i, offset, fishing),
    });
  }
  cache.set(venue.enName, games);
  return games;
}

export function findVenue(enName: string): SeedVenue | undefined {
  return SEED_VENUES.find((venue) => venue.enName === enName);
}

export function findGame(enName: string, gameCode: string): SeedGame | undefined {
  const venue = findVenue(enName);
  return venue === undefined ? undefined : venueGames(venue).find((game) => game.gameCode === gameCode);
}

/** Venues browsed game by game (slots and fishing). */
export const hasGameList = (venue: SeedVenue): boolean => venue.category === 'DZ' || venue.category === 'BY';
