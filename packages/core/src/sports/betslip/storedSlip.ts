/**
 * The slip across a reload: a versioned JSON string under `StorageKey.betSlip`. Restoring validates it
 * with zod and replays the items through the rules, so tampered or stale data can never produce a slip
 * the rules could not reach; anything unreadable is dropped and the key removed.
 */
import { z } from 'zod/mini';
import type { StoragePort } from '../../ports/storage.ts';
import { StorageKey } from '../../storage/storageKeys.ts';
import { deferred } from '../../validation/deferred.ts';
import { OddsType } from '../catalogues.ts';
import { placeBetPayloadSchema } from './placeBet.ts';
import { createBetSlip, setPendingOrder, toggleSelection } from './rules.ts';
import { type SlipState, withSlip } from './slipState.ts';
import type { BetSlip } from './types.ts';

export const STORED_SLIP_VERSION = 1;

const bettingDataSchema = deferred(() => z.object({ active: z.string(), ticket_id: z.string() }));

const betSlipItemSchema = deferred(() =>
  z.object({
    gameInfo: z.object({
      gameId: z.string(),
      gide: z.string(),
      hgid: z.string(),
      team_h: z.string(),
      team_c: z.string(),
    }),
    playInfo: z.object({ w: z.string() }),
    oddInfo: z.object({ gameId: z.string(), r: z.string() }),
    championRate: z.optional(z.object({ rtype: z.string() })),
    bettingData: z.optional(bettingDataSchema),
  }),
);

const storedSlipSchema = deferred(() =>
  z.object({
    v: z.literal(STORED_SLIP_VERSION),
    mode: z.enum(['single', 'multiple', 'series']),
    oddsType: z.enum([OddsType.European, OddsType.HongKong, OddsType.Indonesian, OddsType.Malay]),
    items: z.array(betSlipItemSchema).check(z.maxLength(50)),
    pendingOrder: z.optional(bettingDataSchema),
    odds: z.record(z.string(), z.object({ selectedOdds: z.string(), currentOdds: z.string() })),
    stakes: z.record(z.string(), z.string()),
    comboStake: z.string(),
    acceptBetterOdds: z.boolean(),
    intent: z.optional(
      z.object({ requestId: z.string().check(z.minLength(1)), payload: placeBetPayloadSchema }),
    ),
  }),
);
type StoredSlip = z.infer<typeof storedSlipSchema>;

export function serializeSlipState(state: SlipState): string {
  const { slip } = state;
  const stored: StoredSlip = {
    v: STORED_SLIP_VERSION,
    mode: slip.mode,
    oddsType: slip.oddsType,
    items: [...slip.items],
    ...(slip.pendingOrder === undefined ? {} : { pendingOrder: slip.pendingOrder }),
    odds: state.odds,
    stakes: state.stakes,
    comboStake: state.comboStake,
    acceptBetterOdds: state.acceptBetterOdds,
    ...(state.intent === undefined ? {} : { intent: state.intent }),
  };
  return JSON.stringify(stored);
}

/** The slip state a serialised string holds, or undefined when it is not one (any version but ours). */
export function parseSlipState(text: string): SlipState | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = storedSlipSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const stored = parsed.data;
  // The member's odds type is kept as such: series mode only overrides it for display (setOddsType would
  // refuse it in series mode and lose the choice).
  let slip: BetSlip = createBetSlip({ mode: stored.mode, oddsType: stored.oddsType });
  for (const item of stored.items) slip = toggleSelection(slip, item).slip;
  // Only an order still confirming matters after a reload; the machine resumes polling it.
  if (stored.pendingOrder?.active === 'delay') slip = setPendingOrder(slip, stored.pendingOrder);
  return withSlip(
    {
      slip,
      odds: stored.odds,
      stakes: stored.stakes,
      comboStake: stored.comboStake,
      acceptBetterOdds: stored.acceptBetterOdds,
      intent: stored.intent,
    },
    slip,
  );
}

/** Writes the slip when it changed (odds arrive many times a second; storage is not free). */
export function persistBetSlip(storage: StoragePort, state: SlipState): void {
  const text = serializeSlipState(state);
  if (storage.get(StorageKey.betSlip) !== text) storage.set(StorageKey.betSlip, text);
}

/** The stored slip, or undefined (and the key removed) when there is none or it is corrupt. */
export function restoreBetSlip(storage: StoragePort): SlipState | undefined {
  const text = storage.get(StorageKey.betSlip);
  if (text === null) return undefined;
  const state = parseSlipState(text);
  if (state === undefined) storage.remove(StorageKey.betSlip);
  return state;
}
