/**
 * Test-only: the small model the bet-slip machine is checked against (betslip.machine.model.test.ts).
 * It states SPEC §4/§5 in the plainest terms (an array of picks, the mode, a pending flag, accepted and
 * live prices, committed stakes, the open place intent) without calling the rules it checks.
 */
import { parseDecimal } from '../../money/decimal.ts';
import type { PlaceBetPayload } from './placeBet.ts';
import { pickKey } from './rules.ts';
import type { BetMode, BetSlipItem } from './types.ts';

export interface ModelIntent {
  readonly requestId: string;
  readonly payload: PlaceBetPayload;
  /** The venue took the order but its answer was lost: a retry of it is answered "accepted". */
  readonly taken: boolean;
}

export interface SlipModel {
  picks: BetSlipItem[];
  mode: BetMode;
  pending: boolean;
  acceptBetter: boolean;
  odds: Map<string, { selected: string; current: string }>;
  stakes: Map<string, string>;
  comboStake: string;
  intent: ModelIntent | undefined;
  seenRequestIds: Set<string>;
}

export function emptyModel(): SlipModel {
  return {
    picks: [],
    mode: 'single',
    pending: false,
    acceptBetter: false,
    odds: new Map(),
    stakes: new Map(),
    comboStake: '',
    intent: undefined,
    seenRequestIds: new Set(),
  };
}

const isChampion = (item: BetSlipItem) => item.championRate !== undefined;
const clash = (a: BetSlipItem, b: BetSlipItem) =>
  a.gameInfo.gameId === b.gameInfo.gameId || a.gameInfo.gide === b.gameInfo.gide;

function setPicks(model: SlipModel, picks: BetSlipItem[]): void {
  model.picks = picks;
  const keys = new Set(picks.map(pickKey));
  for (const key of [...model.odds.keys()]) if (!keys.has(key)) model.odds.delete(key);
  for (const key of [...model.stakes.keys()]) if (!keys.has(key)) model.stakes.delete(key);
  for (const item of picks) {
    const key = pickKey(item);
    if (!model.odds.has(key)) model.odds.set(key, { selected: item.oddInfo.r, current: item.oddInfo.r });
    if (!model.stakes.has(key)) model.stakes.set(key, '');
  }
}

/** Returns whether the pick was refused. */
export function modelToggle(model: SlipModel, item: BetSlipItem): boolean {
  const key = pickKey(item);
  if (model.picks.some((pick) => pickKey(pick) === key)) {
    setPicks(
      model,
      model.picks.filter((pick) => pickKey(pick) !== key),
    );
    return false;
  }
  if (model.pending) return true;
  if (model.mode === 'single') {
    setPicks(model, [item]);
    return false;
  }
  const kept = model.picks.filter(
    (pick) => isChampion(pick) === isChampion(item) && (model.mode === 'series' || !clash(pick, item)),
  );
  if (kept.length >= 10) return true;
  setPicks(model, [...kept, item]);
  return false;
}

export function modelMode(model: SlipModel, mode: BetMode): void {
  if (mode === model.mode) return;
  if (mode === 'single') setPicks(model, model.picks.slice(-1));
  if (mode === 'multiple') {
    const kept: BetSlipItem[] = [];
    for (const pick of [...model.picks].reverse())
      if (!kept.some((later) => clash(later, pick))) kept.unshift(pick);
    setPicks(model, kept);
  }
  model.mode = mode;
}

export function modelOddsMove(model: SlipModel, key: string, r: string): void {
  const line = model.odds.get(key);
  if (line === undefined) return;
  const next = parseDecimal(r);
  const accepted = parseDecimal(line.selected);
  // A price is better only than a usable one: after a suspension the member accepts again by hand.
  const better = next !== undefined && accepted !== undefined && next.gt(accepted);
  model.odds.set(key, model.acceptBetter && better ? { selected: r, current: r } : { ...line, current: r });
}

/** Two orders are the same when their JSON is, whatever the key order. */
export function sameOrder(a: PlaceBetPayload, b: PlaceBetPayload): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

export function modelAcceptOdds(model: SlipModel): void {
  for (const [key, line] of model.odds)
    model.odds.set(key, { selected: line.current, current: line.current });
}

function samePrice(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x !== undefined && y !== undefined ? x.eq(y) : a === b;
}

export function modelStakeKey(model: SlipModel): string | undefined {
  const first = model.picks[0];
  return model.mode === 'single' && first !== undefined ? pickKey(first) : undefined;
}

/** Should 投注 reach the venue now? (Stakes in the model are always committed, so within limits.) */
export function modelPlaceable(model: SlipModel): boolean {
  if (model.pending || model.picks.length === 0) return false;
  if (model.mode !== 'single' && model.picks.length < 2) return false;
  if (model.mode === 'series') {
    const matches = model.picks.map((pick) => pick.gameInfo.gameId);
    if (new Set(matches).size !== matches.length) return false;
  }
  for (const line of model.odds.values()) {
    if (!samePrice(line.selected, line.current)) return false;
    if (!(parseDecimal(line.selected)?.gt(0) ?? false)) return false;
  }
  const key = modelStakeKey(model);
  const stake = key === undefined ? model.comboStake : (model.stakes.get(key) ?? '');
  return parseDecimal(stake)?.gt(0) ?? false;
}

/** The order went through: accepted orders clear the slip, any answer closes the intent. */
export function modelAnswered(model: SlipModel, active: 'accept' | 'delay' | 'reject'): void {
  model.intent = undefined;
  model.pending = active === 'delay';
  if (active === 'accept') {
    setPicks(model, []);
    model.comboStake = '';
  }
}
