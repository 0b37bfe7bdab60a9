/**
 * fast-check arbitraries for bet-slip property tests, here and in other packages. Test-only: the public
 * surface must not re-export this file, or fast-check would end up in the app bundle.
 *
 * Ids come from small pools on purpose, so generated picks often share a match, a gide or a price,
 * which is where the slip rules have something to decide.
 */
import fc from 'fast-check';
import { type OddsType, OddsType as OddsTypes } from '../catalogues.ts';
import { DOUBLE_LINE_WAGERS } from '../odds.ts';
import { createBetSlip, setBetMode, setOddsType, setPendingOrder, toggleSelection } from './rules.ts';
import type { BetMode, BetSlip, BetSlipItem, BettingData } from './types.ts';

const TEAMS = ['广州队', '上海海港', '北京国安', '山东泰山', '曼城', '阿森纳', '皇家马德里', '拜仁慕尼黑'];

/** Wager codes of both price kinds: double-line (Hong Kong base), 1X2 and odd/even (European). */
export const wagerArb = fc.constantFrom('R', 'OU', 'RE', 'ROU', 'HR', 'HOU', 'MH', 'MC', 'MN', 'EO', 'REO');

/** A decimal string with exactly `scale` decimals between `min` and `max` hundredths/units. */
export function decimalStringArb(options: {
  min?: number;
  max: number;
  scale?: number;
}): fc.Arbitrary<string> {
  const scale = options.scale ?? 2;
  return fc.integer({ min: options.min ?? 0, max: options.max }).map((units) => {
    const digits = String(units).padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });
}

/** A Hong Kong base price from 0.01 to 9.99, sometimes with 3 decimals as some venues send. */
export const hongKongPriceArb: fc.Arbitrary<string> = fc.oneof(
  decimalStringArb({ min: 1, max: 999 }),
  decimalStringArb({ min: 1, max: 9999, scale: 3 }),
);

/** A European (1X2 or outright) price: 1.01 to 500.00, never below evens minus the stake. */
export const europeanPriceArb: fc.Arbitrary<string> = decimalStringArb({ min: 101, max: 50_000 });

/** A stake in yuan, whole or with cents. */
export const stakeArb: fc.Arbitrary<string> = fc.oneof(
  decimalStringArb({ max: 100_000, scale: 0 }),
  decimalStringArb({ max: 10_000_000 }),
);

export const oddsTypeArb: fc.Arbitrary<OddsType> = fc.constantFrom(
  OddsTypes.European,
  OddsTypes.HongKong,
  OddsTypes.Indonesian,
  OddsTypes.Malay,
);

export const betModeArb: fc.Arbitrary<BetMode> = fc.constantFrom('single', 'multiple', 'series');

export interface PickOptions {
  /** Force a champion (true) or an ordinary (false) pick; mixed when omitted. */
  readonly champion?: boolean;
  /** How many distinct matches the ids are drawn from (default 14, more than a full slip). */
  readonly matches?: number;
}

export function betSlipItemArb(options: PickOptions = {}): fc.Arbitrary<BetSlipItem> {
  const matches = options.matches ?? 14;
  return fc
    .record({
      match: fc.integer({ min: 1, max: matches }),
      // Mostly one gide per match; sometimes a gide shared across matches, to exercise the gide rule.
      gide: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: matches })),
      market: fc.integer({ min: 1, max: 3 }),
      w: wagerArb,
      hongKong: hongKongPriceArb,
      european: europeanPriceArb,
      home: fc.constantFrom(...TEAMS),
      away: fc.constantFrom(...TEAMS),
      // Champion picks clear ordinary ones, so they stay rare enough for slips to fill up.
      champion:
        options.champion === undefined
          ? fc.oneof(
              { weight: 1, arbitrary: fc.constant(true) },
              { weight: 9, arbitrary: fc.constant(false) },
            )
          : fc.constant(options.champion),
      rtype: fc.constantFrom('FS1', 'FS2', 'FS3'),
    })
    .map(({ match, gide, market, w, hongKong, european, home, away, champion, rtype }) => ({
      gameInfo: {
        gameId: `g${match}`,
        gide: `e${gide === 0 ? match : gide}`,
        hgid: `h${match}`,
        team_h: home,
        team_c: away,
      },
      playInfo: { w },
      // The venue prices double-line wagers in Hong Kong odds and everything else in European odds.
      oddInfo: {
        gameId: `g${match}-m${market}`,
        r: !champion && DOUBLE_LINE_WAGERS.has(w) ? hongKong : european,
      },
      ...(champion ? { championRate: { rtype } } : {}),
    }));
}

export const pendingOrderArb: fc.Arbitrary<BettingData> = fc.record({
  active: fc.constantFrom('delay', 'accept', 'reject'),
  ticket_id: fc.stringMatching(/^T\d{6}$/),
});

/** One thing a member (or the machine) can do to a slip. */
export type SlipCommand =
  | { readonly kind: 'toggle'; readonly item: BetSlipItem }
  | { readonly kind: 'mode'; readonly mode: BetMode }
  | { readonly kind: 'oddsType'; readonly oddsType: OddsType }
  | { readonly kind: 'pending'; readonly order: BettingData | undefined };

export function slipCommandArb(options: PickOptions = {}): fc.Arbitrary<SlipCommand> {
  return fc.oneof(
    { weight: 12, arbitrary: betSlipItemArb(options).map((item) => ({ kind: 'toggle', item }) as const) },
    { weight: 1, arbitrary: betModeArb.map((mode) => ({ kind: 'mode', mode }) as const) },
    { weight: 1, arbitrary: oddsTypeArb.map((oddsType) => ({ kind: 'oddsType', oddsType }) as const) },
    {
      weight: 1,
      arbitrary: fc
        .option(pendingOrderArb, { nil: undefined })
        .map((order) => ({ kind: 'pending', order }) as const),
    },
  );
}

export function applySlipCommand(slip: BetSlip, command: SlipCommand): BetSlip {
  switch (command.kind) {
    case 'toggle':
      return toggleSelection(slip, command.item).slip;
    case 'mode':
      return setBetMode(slip, command.mode).slip;
    case 'oddsType':
      return setOddsType(slip, command.oddsType).slip;
    case 'pending':
      return setPendingOrder(slip, command.order);
  }
}

/** A slip reachable through the rules: a random run of commands from an empty slip. */
export function betSlipArb(
  options: PickOptions & { readonly maxCommands?: number } = {},
): fc.Arbitrary<BetSlip> {
  return fc
    .tuple(
      betModeArb,
      fc.array(slipCommandArb(options), { maxLength: options.maxCommands ?? 40, size: 'max' }),
    )
    .map(([mode, commands]) => commands.reduce(applySlipCommand, createBetSlip({ mode })));
}
