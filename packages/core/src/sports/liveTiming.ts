import { SportCode } from './catalogues.ts';

type Field = string | number | boolean | null | undefined;

/** A match's live data as the venue sends it (SPEC §3); every field may be missing. */
export interface MatchLiveData {
  /** Football clock: `1H^35'`, `2H^67'`, `HT`, `ET^95'`, `PK^`. */
  readonly re_time?: string | undefined;
  /** Basketball: seconds left in the period when the data was sent. */
  readonly t_count?: string | number | undefined;
  readonly isLive?: Field;
  /** Current period: `Q1`…`Q4`, `H1`/`H2`, `HT`, `OT`; sets (`S2`) for net sports. */
  readonly se_now?: string | undefined;
  readonly HalfTime?: Field;
  readonly inningNum?: string | number | undefined;
  readonly sc_FT_H?: string | number | undefined;
  readonly sc_FT_C?: string | number | undefined;
  readonly sc_FT_A?: string | number | undefined;
  readonly sc_set_H?: string | number | undefined;
  readonly sc_set_A?: string | number | undefined;
  readonly sc_game_H?: string | number | undefined;
  readonly sc_game_A?: string | number | undefined;
  readonly gameStatus?: string | undefined;
  /** Sport code (`FT`, `BK`, `BS`, …). */
  readonly gameType?: string | undefined;
}

export interface LiveScore {
  readonly home: string;
  readonly away: string;
}

export interface LiveTiming {
  readonly isLive: boolean;
  /** zh-CN period label (上半场, 第三节, 中场休息, 加时, 第9局); empty when unknown or not live. */
  readonly period: string;
  /** Football minutes (`35'`), basketball countdown (`07:05`); empty when there is no running clock. */
  readonly clock: string;
  /** What the match row shows: period and clock joined by a space. */
  readonly text: string;
  readonly isHalfTime: boolean;
  /** Overtime in any sport, penalties, or a baseball inning of 9 or more (SPEC §4). */
  readonly isExtraTime: boolean;
  /** Main score: goals, points or runs. */
  readonly score: LiveScore | undefined;
  /** Sets won (tennis, volleyball, table tennis, snooker frames). */
  readonly sets: LiveScore | undefined;
  /** Games in the current set. */
  readonly games: LiveScore | undefined;
}

const EXTRA_TIME = '加时';
const HALF_TIME = '中场休息';
const QUARTERS = ['第一节', '第二节', '第三节', '第四节'];
/** Every fixed period word above, for clients that convert static text ahead of time (zh-TW). */
export const LIVE_PERIOD_WORDS: readonly string[] = [
  HALF_TIME,
  EXTRA_TIME,
  ...QUARTERS,
  '上半场',
  '下半场',
  '点球大战',
];
/** Baseball innings from this number on count as extra time, as SPEC §4 states it. */
const BASEBALL_EXTRA_INNING = 9;

/**
 * The live clock of a match at `now` (epoch ms). `syncedAt` is when the data arrived: football minutes
 * count up and the basketball countdown runs down from there. Core never reads the clock itself.
 */
export function liveTiming(data: MatchLiveData, now: number, syncedAt: number = now): LiveTiming {
  const elapsedMs = Math.max(0, now - syncedAt);
  const scores = {
    score: scoreOf(data.sc_FT_H, data.sc_FT_C ?? data.sc_FT_A),
    sets: scoreOf(data.sc_set_H, data.sc_set_A),
    games: scoreOf(data.sc_game_H, data.sc_game_A),
  };
  if (!isYes(data.isLive)) return { ...phase('', '', false, false), isLive: false, ...scores };
  return { ...phaseOf(data, elapsedMs), isLive: true, ...scores };
}

type Phase = Pick<LiveTiming, 'period' | 'clock' | 'text' | 'isHalfTime' | 'isExtraTime'>;

function phase(period: string, clock: string, isHalfTime: boolean, isExtraTime: boolean): Phase {
  const text = [period, clock].filter((part) => part !== '').join(' ');
  return { period, clock, text, isHalfTime, isExtraTime };
}

function phaseOf(data: MatchLiveData, elapsedMs: number): Phase {
  const sport = (data.gameType ?? '').trim().toUpperCase();
  const period = (data.se_now ?? '').trim().toUpperCase();
  if (isYes(data.HalfTime) || period === 'HT') return phase(HALF_TIME, '', true, false);
  switch (sport) {
    case SportCode.Football:
    case SportCode.VirtualFootball:
      return footballPhase(data.re_time ?? '', elapsedMs);
    case SportCode.Basketball:
      return basketballPhase(period, countdown(data.t_count, elapsedMs));
    case SportCode.Baseball:
      return baseballPhase(data.inningNum);
    default:
      return setPhase(sport, period);
  }
}

const FOOTBALL_PERIODS: Readonly<Record<string, { label: string; extra: boolean }>> = {
  '1H': { label: '上半场', extra: false },
  '2H': { label: '下半场', extra: false },
  ET: { label: EXTRA_TIME, extra: true },
  OT: { label: EXTRA_TIME, extra: true },
  PK: { label: '点球大战', extra: true },
  PEN: { label: '点球大战', extra: true },
};

function footballPhase(reTime: string, elapsedMs: number): Phase {
  const [code = '', minutes = ''] = reTime.trim().split('^');
  const key = code.toUpperCase();
  if (key === 'HT') return phase(HALF_TIME, '', true, false);
  const known = FOOTBALL_PERIODS[key];
  if (known === undefined) return phase('', '', false, false);
  return phase(known.label, footballClock(minutes, elapsedMs), false, known.extra);
}

/** `35'` counts up by whole minutes since the data arrived; stoppage time (`45+2'`) is shown as sent. */
function footballClock(minutes: string, elapsedMs: number): string {
  const trimmed = minutes.trim();
  const plain = /^(\d+)'?$/.exec(trimmed);
  if (plain !== null) return `${Number(plain[1]) + Math.floor(elapsedMs / 60_000)}'`;
  return /^\d+\+\d+'?$/.test(trimmed) ? `${trimmed.replace(/'$/, '')}'` : '';
}

function basketballPhase(period: string, clock: string): Phase {
  if (period.startsWith('OT')) return phase(EXTRA_TIME, clock, false, true);
  const quarter = /^Q([1-4])$/.exec(period);
  if (quarter !== null) return phase(QUARTERS[Number(quarter[1]) - 1] ?? '', clock, false, false);
  if (period === 'H1' || period === '1H') return phase('上半场', clock, false, false);
  if (period === 'H2' || period === '2H') return phase('下半场', clock, false, false);
  return phase('', clock, false, false);
}

function baseballPhase(inningNum: string | number | undefined): Phase {
  const inning = Number(inningNum);
  if (!Number.isInteger(inning) || inning < 1) return phase('', '', false, false);
  return phase(`第${inning}局`, '', false, inning >= BASEBALL_EXTRA_INNING);
}

function setPhase(sport: string, period: string): Phase {
  if (period.startsWith('OT')) return phase(EXTRA_TIME, '', false, true);
  const set = /^S?(\d+)$/.exec(period);
  if (set === null) return phase('', '', false, false);
  return phase(`第${Number(set[1])}${sport === SportCode.Tennis ? '盘' : '局'}`, '', false, false);
}

/** Seconds left from `t_count`, run down by the elapsed time, as padded mm:ss; never negative. */
function countdown(tCount: string | number | undefined, elapsedMs: number): string {
  const seconds = Number(tCount);
  if (tCount === undefined || tCount === '' || !Number.isFinite(seconds)) return '';
  return formatCountdown(seconds - Math.floor(elapsedMs / 1000));
}

/** No period lasts 100 minutes: a larger count is bad data, shown at the clock's ceiling. */
const MAX_COUNTDOWN_SECONDS = 99 * 60 + 59;

/** SPEC §9: the basketball clock as mm:ss, always two digits each, from 00:00 to 99:59. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds)
    ? Math.min(MAX_COUNTDOWN_SECONDS, Math.max(0, Math.floor(seconds)))
    : 0;
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

function scoreOf(
  home: string | number | undefined,
  away: string | number | undefined,
): LiveScore | undefined {
  if ((home === undefined || home === '') && (away === undefined || away === '')) return undefined;
  return { home: String(home ?? 0), away: String(away ?? 0) };
}

/** The venue sends flags as booleans, 'Y'/'N', '1'/'0' or 'true'. */
function isYes(flag: Field): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag !== 0;
  return typeof flag === 'string' && ['Y', '1', 'TRUE'].includes(flag.trim().toUpperCase());
}
