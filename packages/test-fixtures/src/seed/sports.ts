import { LeagueId } from '@jinli/core/rules';
import { createRandom, randomInt } from './random.ts';

/**
 * The crty sportsbook's fixtures: leagues (the default shortcuts by their SPEC ids plus others) and
 * matches of every sport with fictional Chinese team names. Everything is drawn from the seed and
 * placed relative to the sandbox start; the live simulation (server/sports/simulation.ts) moves them.
 */

export type SeedMarket = 'FU' | 'FT' | 'RB' | 'FSFT' | 'FSFU';

export interface SeedLeague {
  league_id: string;
  name: string;
  sport: string;
}

export interface SeedOutright {
  rtype: string;
  name: string;
  /** European price in cents. */
  price: number;
}

export interface SeedMatch {
  gameId: string;
  league_id: string;
  sport: string;
  market: SeedMarket;
  start: number;
  team_h: string;
  team_c: string;
  /** Home strength minus away strength, -1.5…1.5: sets the lines and prices. */
  edge: number;
  /** In-play only: how far into the match it was at the sandbox start (minutes or seconds by sport). */
  playedAtStart: number;
  /** Football goal minutes (positive home, negative away); other sports derive scores from time. */
  goals: number[];
  /** Outrights only. */
  outrights: SeedOutright[];
}

export interface SportsSeed {
  leagues: SeedLeague[];
  matches: SeedMatch[];
}

const L = (league_id: string, name: string, sport: string): SeedLeague => ({ league_id, name, sport });

export const SEED_LEAGUES: readonly SeedLeague[] = [
  L(LeagueId.ChampionsLeague, '欧洲冠军联赛', 'FT'),
  L(LeagueId.PremierLeague, '英格兰超级联赛', 'FT'),
  L(LeagueId.SerieA, '意大利甲级联赛', 'FT'),
  L(LeagueId.LaLiga, '西班牙甲级联赛', 'FT'),
  L(LeagueId.Bundesliga, '德国甲级联赛', 'FT'),
  L(LeagueId.Ligue1, '法国甲级联赛', 'FT'),
  L(LeagueId.ChineseSuperLeague, '中国超级联赛', 'FT'),
  L('200101', '荷兰甲级联赛', 'FT'),
  L('200102', '日本职业联赛', 'FT'),
  L('200201', '虚拟足球 超级联赛', 'VF'),
  L('200301', '职业篮球联赛', 'BK'),
  L('200302', '中国男子篮球职业联赛', 'BK'),
  L('200401', '锦鲤网球公开赛 男单', 'TN'),
  L('200402', '锦鲤网球公开赛 女单', 'TN'),
  L('200501', '女子排球超级联赛', 'VB'),
  L('200601', '乒乓球职业巡回赛', 'TT'),
  L('200701', '职业棒球联赛', 'BS'),
  L('200801', '斯诺克大师赛', 'SK'),
  L('200901', '电子竞技 英雄联赛', 'OP'),
];

const CITIES = [
  '青岚',
  '赤城',
  '北港',
  '云川',
  '金湾',
  '白鹭',
  '苍梧',
  '临江',
  '望海',
  '朔风',
  '玄湖',
  '紫荆',
  '长岭',
  '澄州',
  '霜林',
  '银滩',
  '鹤鸣',
  '松涛',
  '南屿',
  '星河',
  '枫桥',
  '雁门',
  '潮汐',
  '锦屏',
];
const CLUB_SUFFIX = ['联', '竞技', '流浪者', '城', '体育', '足球俱乐部', '猎鹰', '海港'];
const TEAM_SUFFIX = ['飞鹰', '猛龙', '雄狮', '闪电', '巨浪', '勇士', '骑士', '烈焰'];
const SURNAMES = ['林', '沈', '顾', '陆', '许', '苏', '叶', '韩', '方', '孟', '唐', '萧'];
const GIVEN = ['澈', '知遥', '一鸣', '若溪', '景行', '清和', '星野', '安然', '子墨', '亦凡', '思远', '晚晴'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function teamName(random: () => number, sport: string): string {
  const city = CITIES[randomInt(random, 0, CITIES.length - 1)]!;
  if (sport === 'TN' || sport === 'TT' || sport === 'SK') {
    return `${SURNAMES[randomInt(random, 0, SURNAMES.length - 1)]}${GIVEN[randomInt(random, 0, GIVEN.length - 1)]}`;
  }
  const suffixes = sport === 'FT' || sport === 'VF' ? CLUB_SUFFIX : TEAM_SUFFIX;
  return `${city}${suffixes[randomInt(random, 0, suffixes.length - 1)]}`;
}

/** Two different names. */
function pairing(random: () => number, sport: string): [string, string] {
  const home = teamName(random, sport);
  let away = teamName(random, sport);
  while (away === home) away = teamName(random, sport);
  return [home, away];
}

/** In-play progress at the sandbox start: football minutes, basketball seconds played, others minutes. */
function playedAtStart(random: () => number, sport: string): number {
  if (sport === 'BK') return randomInt(random, 60, 2700);
  if (sport === 'FT' || sport === 'VF') return randomInt(random, 3, 80);
  return randomInt(random, 5, 70);
}

function goalsOf(random: () => number, edge: number): number[] {
  const goals: number[] = [];
  const count = randomInt(random, 1, 5);
  for (let i = 0; i < count; i += 1) {
    const minute = randomInt(random, 2, 89);
    goals.push(random() < 0.5 + edge / 4 ? minute : -minute);
  }
  return goals.sort((a, b) => Math.abs(a) - Math.abs(b));
}

/** How many matches of each market a league gets: football is the headline. */
function marketsFor(league: SeedLeague, index: number): SeedMarket[] {
  const football: SeedMarket[] = ['RB', 'RB', 'FT', 'FT', 'FT', 'FU', 'FU', 'FU'];
  if (league.sport === 'FT') return football.slice(0, index < 7 ? 8 : 5);
  if (league.sport === 'BK' || league.sport === 'TN') return ['RB', 'RB', 'FT', 'FT', 'FU', 'FU'];
  return ['RB', 'FT', 'FU'];
}

function startOf(random: () => number, market: SeedMarket, now: number): number {
  const quarter = (ms: number) => Math.floor(ms / (15 * MINUTE)) * 15 * MINUTE;
  if (market === 'RB') return now - randomInt(random, 10, 80) * MINUTE;
  if (market === 'FT') return quarter(now + randomInt(random, 1, 10) * HOUR);
  return quarter(now + randomInt(random, 1, 6) * DAY + randomInt(random, 0, 20) * HOUR);
}

const OUTRIGHTS: readonly { league: string; title: string; market: SeedMarket; sport: string }[] = [
  { league: LeagueId.ChampionsLeague, title: '欧洲冠军联赛 冠军', market: 'FSFU', sport: 'FT' },
  { league: LeagueId.PremierLeague, title: '英格兰超级联赛 冠军', market: 'FSFU', sport: 'FT' },
  { league: LeagueId.ChineseSuperLeague, title: '中国超级联赛 冠军', market: 'FSFT', sport: 'FT' },
  { league: '200301', title: '职业篮球联赛 总冠军', market: 'FSFT', sport: 'BK' },
];

export function createSportsSeed(seed: number, now: number): SportsSeed {
  const random = createRandom(seed ^ 0x5f0e7);
  const matches: SeedMatch[] = [];
  let serial = 0;
  const nextId = () => {
    serial += 1;
    return String(3_100_000 + serial * 7);
  };
  SEED_LEAGUES.forEach((league, index) => {
    for (const market of marketsFor(league, index)) {
      const [team_h, team_c] = pairing(random, league.sport);
      const edge = Math.round((random() * 3 - 1.5) * 100) / 100;
      matches.push({
        gameId: nextId(),
        league_id: league.league_id,
        sport: league.sport,
        market,
        start: startOf(random, market, now),
        team_h,
        team_c,
        edge,
        playedAtStart: playedAtStart(random, league.sport),
        goals: goalsOf(random, edge),
        outrights: [],
      });
    }
  });
  for (const outright of OUTRIGHTS) {
    const names = new Set<string>();
    while (names.size < 8) names.add(teamName(random, outright.sport));
    matches.push({
      gameId: nextId(),
      league_id: outright.league,
      sport: outright.sport,
      market: outright.market,
      start: now + randomInt(random, 20, 120) * DAY,
      team_h: outright.title,
      team_c: '',
      edge: 0,
      playedAtStart: 0,
      goals: [],
      outrights: [...names].map((name, i) => ({
        rtype: `FS${String(i + 1).padStart(2, '0')}`,
        name,
        price: 250 + i * randomInt(random, 150, 400),
      })),
    });
  }
  return { leagues: [...SEED_LEAGUES], matches };
}
