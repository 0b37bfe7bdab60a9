import type { VenuePrice } from '@jinli/core/contract';
import type { MatchLiveData } from '@jinli/core/rules';
import type { SeedMatch } from '../../seed/sports.ts';
import { currentEpoch, type SportsState } from './sportsState.ts';

/**
 * The live simulation as pure functions of (seed, state, now): the same inputs always give the same
 * prices, clocks and scores, so a test can set the clock and know what the member sees.
 */

/** FNV-1a over the parts: a stable pseudo-random number per (price, epoch). */
export function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const isFootball = (sport: string) => sport === 'FT' || sport === 'VF';
const cents = (value: number) => (Math.round(value) / 100).toFixed(2);

/** A price in cents that moves within ±5 cents of its base every few epochs, plus the control's nudge. */
function moving(state: SportsState, match: SeedMatch, key: string, base: number, epoch: number): number {
  const span = match.market === 'RB' ? 1 : match.market === 'FT' ? 2 : 4;
  const phase = hash(key) % span;
  const step = Math.floor((epoch + phase) / span);
  const wobble = (hash(key, step) % 11) - 5;
  return base + wobble + (state.nudges.get(match.gameId) ?? 0);
}

function handicapLine(edge: number): string {
  const quarter = Math.round(Math.abs(edge) * 4) / 4;
  const whole = Math.floor(quarter * 2) / 2;
  return quarter === whole ? String(whole) : `${whole}/${whole + 0.5}`;
}

function totalLine(match: SeedMatch): string {
  const spread = hash(match.gameId, 'ou') % 3;
  switch (match.sport) {
    case 'BK':
      return String(196.5 + spread * 6);
    case 'TN':
    case 'TT':
      return String(21.5 + spread);
    case 'VB':
      return String(180.5 + spread * 4);
    case 'BS':
      return String(7.5 + spread);
    case 'SK':
      return String(8.5 + spread);
    case 'OP':
      return String(2.5 + spread);
    default:
      return ['2.5', '2.5/3', '3'][spread]!;
  }
}

/** The match's prices at `now`, with any price the flood set (the bench) in place of the simulated one. */
export function livePrices(state: SportsState, match: SeedMatch, now: number): VenuePrice[] {
  const prices = simulatedPrices(state, match, now);
  if (state.overrides.size === 0) return prices;
  return prices.map((p) => {
    const r = state.overrides.get(p.oddGameId);
    return r === undefined ? p : { ...p, r };
  });
}

/** The simulated prices: handicap and over/under (Hong Kong), 1X2 and odd/even (European), or outrights. */
function simulatedPrices(state: SportsState, match: SeedMatch, now: number): VenuePrice[] {
  const epoch = currentEpoch(state, now);
  const suspended =
    state.suspended.has(match.gameId) ||
    (match.market === 'RB' && state.oddsEveryMs > 0 && hash(match.gameId, epoch) % 23 === 0);
  const at = (key: string, base: number, floor: number, ceiling: number) =>
    cents(Math.min(ceiling, Math.max(floor, moving(state, match, key, base, epoch))));
  if (match.outrights.length > 0) {
    return match.outrights.map((o) => ({
      oddGameId: `${match.gameId}-${o.rtype}`,
      w: 'FS',
      side: o.rtype,
      rtype: o.rtype,
      name: o.name,
      r: at(`${match.gameId}${o.rtype}`, o.price, 105, 10_000),
      suspended,
    }));
  }
  const live = match.market === 'RB';
  const [R, OU, M] = live ? ['RE', 'ROU', 'RM'] : ['R', 'OU', 'M'];
  const tilt = (hash(match.gameId, 'hc') % 17) - 8;
  const line = handicapLine(match.edge);
  const homeGives = match.edge >= 0;
  const sign = (gives: boolean) => (line === '0' ? '' : gives ? '-' : '+');
  const total = totalLine(match);
  const over = 92 + ((hash(match.gameId, 'o') % 13) - 6);
  const prices: VenuePrice[] = [
    {
      oddGameId: `${match.gameId}-RH`,
      w: R,
      side: 'H',
      line: `${sign(homeGives)}${line}`,
      r: '',
      suspended,
    },
    {
      oddGameId: `${match.gameId}-RC`,
      w: R,
      side: 'C',
      line: `${sign(!homeGives)}${line}`,
      r: '',
      suspended,
    },
    { oddGameId: `${match.gameId}-OUO`, w: OU, side: 'O', line: total, r: '', suspended },
    { oddGameId: `${match.gameId}-OUU`, w: OU, side: 'U', line: total, r: '', suspended },
  ];
  prices[0]!.r = at(`${match.gameId}RH`, 92 + tilt, 50, 130);
  prices[1]!.r = at(`${match.gameId}RC`, 184 - (92 + tilt), 50, 130);
  prices[2]!.r = at(`${match.gameId}OUO`, over, 50, 130);
  prices[3]!.r = at(`${match.gameId}OUU`, 184 - over, 50, 130);
  const threeWay = isFootball(match.sport);
  const home = threeWay ? 0.45 + match.edge * 0.18 : 0.5 + match.edge * 0.25;
  const draw = threeWay ? 0.26 : 0;
  const away = 1 - home - draw;
  const euro = (p: number) => Math.round(93 / Math.max(0.06, p));
  prices.push({
    oddGameId: `${match.gameId}-MH`,
    w: M,
    side: 'H',
    r: at(`${match.gameId}MH`, euro(home), 105, 3000),
    suspended,
  });
  if (threeWay)
    prices.push({
      oddGameId: `${match.gameId}-MN`,
      w: M,
      side: 'N',
      r: at(`${match.gameId}MN`, euro(draw), 105, 3000),
      suspended,
    });
  prices.push({
    oddGameId: `${match.gameId}-MC`,
    w: M,
    side: 'C',
    r: at(`${match.gameId}MC`, euro(away), 105, 3000),
    suspended,
  });
  // Odd/even of the total score (单/双): European prices near evens, like 1X2.
  const EO = live ? 'REO' : 'EO';
  const odd = 193 + ((hash(match.gameId, 'eo') % 9) - 4);
  prices.push(
    {
      oddGameId: `${match.gameId}-EOO`,
      w: EO,
      side: 'ODD',
      r: at(`${match.gameId}EOO`, odd, 150, 250),
      suspended,
    },
    {
      oddGameId: `${match.gameId}-EOE`,
      w: EO,
      side: 'EVEN',
      r: at(`${match.gameId}EOE`, 386 - odd, 150, 250),
      suspended,
    },
  );
  return prices;
}

/** Football minutes (1…90 with a 5-minute half time) cycle, so a long-running sandbox keeps playing. */
function footballData(match: SeedMatch, minutes: number): MatchLiveData {
  const cycle = (minutes - 1) % 95;
  const scoreAt = (minute: number) => ({
    sc_FT_H: match.goals.filter((g) => g > 0 && g <= minute).length,
    sc_FT_C: match.goals.filter((g) => g < 0 && -g <= minute).length,
  });
  if (cycle >= 45 && cycle < 50) return { re_time: 'HT', HalfTime: 'Y', se_now: 'HT', ...scoreAt(45) };
  const minute = cycle < 45 ? cycle + 1 : cycle - 4;
  return {
    re_time: `${minute <= 45 ? '1H' : '2H'}^${minute}'`,
    se_now: minute <= 45 ? 'H1' : 'H2',
    ...scoreAt(minute),
  };
}

function basketballData(match: SeedMatch, seconds: number): MatchLiveData {
  const played = seconds % 2880;
  const quarter = Math.floor(played / 720) + 1;
  const rate = (side: number) => 0.034 + side * match.edge * 0.004;
  return {
    se_now: `Q${quarter}`,
    t_count: 720 - (played % 720),
    sc_FT_H: Math.floor(played * rate(1)),
    sc_FT_C: Math.floor(played * rate(-1)),
  };
}

/** Net and cue sports: a game every 4 minutes, 10 games a set, best of three sets (then it starts over). */
function setData(match: SeedMatch, minutes: number): MatchLiveData {
  const games = Math.floor(minutes / 4) % 30;
  const set = Math.floor(games / 10);
  let setsH = 0;
  for (let s = 0; s < set; s += 1) if (hash(match.gameId, 'set', s) % 100 < 50 + match.edge * 20) setsH += 1;
  const inSet = games % 10;
  const gamesH = Math.round(inSet * (0.5 + match.edge / 6));
  return {
    se_now: `S${set + 1}`,
    sc_set_H: setsH,
    sc_set_A: set - setsH,
    sc_game_H: gamesH,
    sc_game_A: inSet - gamesH,
    sc_FT_H: setsH,
    sc_FT_C: set - setsH,
  };
}

function baseballData(match: SeedMatch, minutes: number): MatchLiveData {
  const inning = (Math.floor(minutes / 12) % 12) + 1;
  return {
    inningNum: inning,
    sc_FT_H: Math.floor((inning - 1) * (0.6 + match.edge * 0.2)),
    sc_FT_C: Math.floor((inning - 1) * (0.6 - match.edge * 0.2)),
  };
}

/** SPEC §3 match live data of an in-play match at `now`; undefined for the others. */
export function liveData(state: SportsState, match: SeedMatch, now: number): MatchLiveData | undefined {
  if (match.market !== 'RB') return undefined;
  const elapsed = Math.max(0, now - state.startedAt);
  const minutes = match.playedAtStart + Math.floor(elapsed / 60_000);
  const base = { isLive: 'Y', gameType: match.sport, gameStatus: 'live' };
  if (isFootball(match.sport)) return { ...base, ...footballData(match, minutes) };
  if (match.sport === 'BK')
    return { ...base, ...basketballData(match, match.playedAtStart + Math.floor(elapsed / 1000)) };
  if (match.sport === 'BS') return { ...base, ...baseballData(match, minutes) };
  return { ...base, ...setData(match, minutes) };
}
