// Model-based test of the bet-slip machine: fast-check runs random command sequences against the
// machine and against the small model in betslipModel.ts, checking the invariants after every command.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.ts';
import { betModeArb, betSlipItemArb, oddsTypeArb, stakeArb } from './arbitraries.ts';
import {
  createFakeVenue,
  type FakeVenue,
  idsWithPrefix,
  LIMITS,
  memoryStorage,
  pick,
  settle,
  startSlip,
} from './betSlipFakes.ts';
import { ORDER_POLL_MS } from './betslip.machine.ts';
import { selectBetSlipLines, selectLineStake } from './betslip.selectors.ts';
import {
  emptyModel,
  modelAcceptOdds,
  modelAnswered,
  modelMode,
  modelOddsMove,
  modelPlaceable,
  modelStakeKey,
  modelToggle,
  type SlipModel,
  sameOrder,
} from './betslipModel.ts';
import type { PlaceBetPayload } from './placeBet.ts';
import { effectiveOddsType, pickKey, priceOfItem } from './rules.ts';
import { capStake } from './stake.ts';
import { persistBetSlip, restoreBetSlip } from './storedSlip.ts';
import type { BetMode, BetSlipItem } from './types.ts';

interface Real {
  venue: FakeVenue;
  slip: ReturnType<typeof startSlip>;
  reloads: number;
  storage: ReturnType<typeof memoryStorage>;
}
type Command = fc.AsyncCommand<SlipModel, Real>;
type PlaceAnswer = 'accept' | 'delay' | 'reject' | 'fail' | 'lost';

const context = (real: Real) => real.slip.actor.getSnapshot().context;

function withinLimits(stake: string): boolean {
  if (stake === '') return true;
  const value = new Decimal(stake);
  return value.gte(LIMITS.min) && value.lte(LIMITS.max);
}

function checkInvariants(model: SlipModel, real: Real): void {
  const snapshot = real.slip.actor.getSnapshot();
  const { slip, stakes, comboStake } = snapshot.context;
  expect(slip.items.map(pickKey)).toEqual(model.picks.map(pickKey));
  expect(slip.mode).toBe(model.mode);
  expect(snapshot.matches('confirming')).toBe(model.pending);
  expect(slip.items.length).toBeLessThanOrEqual(10);
  if (slip.mode !== 'series') {
    expect(new Set(slip.items.map((item) => item.gameInfo.gameId)).size).toBe(slip.items.length);
    expect(new Set(slip.items.map((item) => item.gameInfo.gide)).size).toBe(slip.items.length);
  }
  expect(new Set(slip.items.map((item) => item.championRate !== undefined)).size).toBeLessThanOrEqual(1);
  if (slip.mode === 'series') {
    expect(effectiveOddsType(slip)).toBe('H');
    for (const line of selectBetSlipLines(snapshot)) {
      const live = {
        ...line.item,
        oddInfo: { ...line.item.oddInfo, r: snapshot.context.odds[line.key]?.currentOdds ?? '' },
      };
      expect(line.price).toBe(priceOfItem(live, 'H'));
    }
  }
  // A view that follows one line's stake on its own reads what the slip's lines say.
  for (const line of selectBetSlipLines(snapshot))
    expect(selectLineStake(snapshot, line)).toEqual({ stake: line.stake, win: line.win });
  for (const stake of [...Object.values(stakes), comboStake]) expect(withinLimits(stake)).toBe(true);
  // Nothing placed twice: a request id always carries one order, and the venue took each id once.
  const byId = new Map<string, PlaceBetPayload>();
  for (const call of real.venue.placeCalls) {
    const first = byId.get(call.requestId);
    if (first !== undefined) expect(call.payload).toEqual(first);
    byId.set(call.requestId, call.payload);
    expect(withinLimits(call.payload.stake)).toBe(true);
    expect(call.payload.lines.length).toBeLessThanOrEqual(10);
  }
}

const command = (
  name: string,
  check: (model: Readonly<SlipModel>) => boolean,
  run: (model: SlipModel, real: Real) => Promise<void> | void,
): Command => ({
  check,
  async run(model, real) {
    await run(model, real);
    await settle();
    checkInvariants(model, real);
  },
  toString: () => name,
});

const toggle = (item: BetSlipItem) =>
  command(
    `toggle(${pickKey(item)})`,
    () => true,
    (model, real) => {
      const refused = modelToggle(model, item);
      real.slip.actor.send({ type: 'slip.toggle', item });
      if (refused) expect(context(real).error?.code).toMatch(/^betslip\.(limit|pending)$/);
    },
  );

const mode = (next: BetMode) =>
  command(
    `mode(${next})`,
    () => true,
    (model, real) => {
      modelMode(model, next);
      real.slip.actor.send({ type: 'slip.mode', mode: next });
    },
  );

const oddsType = (next: 'E' | 'H' | 'I' | 'M') =>
  command(
    `oddsType(${next})`,
    () => true,
    (_, real) => real.slip.actor.send({ type: 'slip.oddsType', oddsType: next }),
  );

const stake = (value: string) =>
  command(
    `stake(${value})`,
    (model) => model.picks.length > 0,
    (model, real) => {
      const key = modelStakeKey(model);
      const capped = capStake(value, LIMITS).stake;
      if (key === undefined) model.comboStake = capped;
      else model.stakes.set(key, capped);
      real.slip.actor.send({ type: 'stake.change', key, value });
      real.slip.actor.send({ type: 'stake.commit', key });
    },
  );

const oddsMove = (index: number, r: string) =>
  command(
    `oddsMove(${index}, '${r}')`,
    (model) => model.picks.length > 0,
    (model, real) => {
      const item = model.picks[index % model.picks.length] as BetSlipItem;
      modelOddsMove(model, pickKey(item), r);
      real.slip.actor.send({ type: 'odds.update', updates: [{ key: pickKey(item), r }] });
    },
  );

const acceptOdds = command(
  'acceptOdds',
  () => true,
  (model, real) => {
    modelAcceptOdds(model);
    real.slip.actor.send({ type: 'slip.acceptOdds' });
  },
);

const acceptBetter = (on: boolean) =>
  command(
    `acceptBetter(${on})`,
    () => true,
    (model, real) => {
      model.acceptBetter = on;
      real.slip.actor.send({ type: 'slip.acceptBetterOdds', on });
    },
  );

const place = (answer: PlaceAnswer) =>
  command(
    `place(${answer})`,
    () => true,
    async (model, real) => {
      const calls = real.venue.placeCalls.length;
      const placeable = modelPlaceable(model);
      real.venue.placeAnswers.push(
        answer === 'fail' || answer === 'lost' ? answer : { ticket_id: '', active: answer },
      );
      real.slip.actor.send({ type: 'slip.place' });
      await settle();
      real.venue.placeAnswers.length = 0; // unused when the machine refused to place
      const sent = real.venue.placeCalls.slice(calls);
      expect(sent).toHaveLength(placeable ? 1 : 0);
      const call = sent[0];
      if (call === undefined) return;
      // One request id per place intent: the same unanswered order keeps its id, another order gets a new one.
      const retry = model.intent !== undefined && sameOrder(model.intent.payload, call.payload);
      if (retry) expect(call.requestId).toBe(model.intent?.requestId);
      else expect(model.seenRequestIds.has(call.requestId)).toBe(false);
      model.seenRequestIds.add(call.requestId);
      const taken = retry && model.intent?.taken === true;
      // Issue #29: a lost answer is looked up in the records, which hold the order the venue took, so
      // it ends accepted; an order the venue never saw stays open for a retry under the same id.
      if (answer === 'fail' && !taken) {
        model.intent = { requestId: call.requestId, payload: call.payload, taken: false };
      } else
        modelAnswered(
          model,
          taken || answer === 'lost' ? 'accept' : (answer as 'accept' | 'delay' | 'reject'),
        );
    },
  );

/** A stake and 投注 in one step, so random sessions often get as far as the venue. */
const bet = (value: string, answer: PlaceAnswer): Command => {
  const staking = stake(value);
  const placing = place(answer);
  return {
    check: (model) => model.picks.length > 0,
    async run(model, real) {
      await staking.run(model, real);
      await placing.run(model, real);
    },
    toString: () => `bet(${value}, ${answer})`,
  };
};

const confirm = (answer: 'accept' | 'delay' | 'reject' | 'fail') =>
  command(
    `confirm(${answer})`,
    (model) => model.pending,
    (model, real) => {
      real.venue.statusAnswers.push(answer === 'fail' ? answer : { ticket_id: '', active: answer });
      real.slip.clock.increment(ORDER_POLL_MS);
      if (answer !== 'fail') modelAnswered(model, answer);
    },
  );

const reload = command(
  'reload',
  () => true,
  (_, real) => {
    const before = context(real);
    persistBetSlip(real.storage, before);
    real.slip.actor.stop();
    real.reloads += 1;
    real.slip = startSlip(real.venue, {
      restored: restoreBetSlip(real.storage),
      newRequestId: idsWithPrefix(`r${real.reloads}`),
    });
    const after = context(real);
    for (const field of ['slip', 'odds', 'stakes', 'comboStake', 'acceptBetterOdds', 'intent'] as const) {
      expect(after[field]).toEqual(before[field]);
    }
  },
);

const answerArb = fc.constantFrom<PlaceAnswer>('accept', 'delay', 'reject', 'fail', 'lost');
const priceArb = fc.constantFrom('0.80', '0.95', '1.10', '2.50', '');

const slipCommandsArb = fc.commands(
  [
    betSlipItemArb({ matches: 12 }).map(toggle),
    betSlipItemArb({ matches: 12 }).map(toggle),
    betModeArb.map(mode),
    oddsTypeArb.map(oddsType),
    stakeArb.map(stake),
    answerArb.map(place),
    fc.tuple(stakeArb, answerArb).map(([value, answer]) => bet(value, answer)),
    fc.tuple(stakeArb, answerArb).map(([value, answer]) => bet(value, answer)),
    fc.constantFrom('accept', 'delay', 'reject', 'fail' as const).map(confirm),
    fc.tuple(fc.nat(9), priceArb).map(([index, r]) => oddsMove(index, r)),
    fc.constant(acceptOdds),
    fc.boolean().map(acceptBetter),
    fc.constant(reload),
  ],
  { maxCommands: 50, size: 'max' },
);

/** Every venue the run used, so the test can tell it reached placing, retries and confirmation. */
const venues: FakeVenue[] = [];

function setupReal(): { model: SlipModel; real: Real } {
  const venue = createFakeVenue();
  venues.push(venue);
  return {
    model: emptyModel(),
    real: { venue, slip: startSlip(venue), reloads: 0, storage: memoryStorage() },
  };
}

describe('bet-slip machine against its model', () => {
  it('keeps every invariant over random sessions', async () => {
    await fc.assert(
      fc.asyncProperty(slipCommandsArb, (commands) => fc.asyncModelRun(setupReal, commands)),
      { numRuns: 300 },
    );
    // A generator that never gets past the refusals would pass vacuously.
    const reached = (test: (venue: FakeVenue) => boolean) => venues.filter(test).length;
    expect(
      reached((venue) => venue.placeCalls.some((call) => call.payload.mode === 'series')),
    ).toBeGreaterThan(5);
    expect(
      reached(
        (venue) => new Set(venue.placeCalls.map((call) => call.requestId)).size < venue.placeCalls.length,
      ),
    ).toBeGreaterThan(5);
    expect(reached((venue) => venue.statusCalls.length > 0)).toBeGreaterThan(5);
    // 300 sessions take a few seconds alone, but over 30 s on a loaded 2-core machine.
  }, 90_000);
});

describe('bet-slip machine: pinned counterexamples of the model test', () => {
  // seed=1271593486 path="115:2:3:3": restoring a series slip replayed the stored odds type through
  // setOddsType, which series mode refuses, so the member's European choice came back as Hong Kong.
  it('pins seed=1271593486 path="115:2:3:3": a reload in series mode keeps the chosen odds type', async () => {
    await fc.asyncModelRun(setupReal, [oddsType('E'), mode('series'), reload]);
  });

  // seed=445180335 path="51:5:9:13:19:22:24:1:5:5:5:5:5:5:5:5:6:6": a suspended price ('') accepted by
  // the member, then a live price: the model compared against no price at all. A price is better only
  // than a usable one, so the new price waits for the member, who cannot place the suspended line.
  it('pins seed=445180335 path="51:5:9:13:19:22:24:1:5:5:5:5:5:5:5:5:6:6": a price after an accepted suspension', async () => {
    const item = pick(1);
    await fc.asyncModelRun(setupReal, [
      acceptBetter(true),
      toggle(item),
      oddsMove(0, ''),
      acceptOdds,
      oddsMove(0, '0.80'),
      bet('100', 'accept'),
    ]);
  });

  // seed=973011691 path="930:3:3:6:10:3:5:5:8:5:5:5:5:5:5:5:5:6:8:7:5:5:7:5:5:5:7:8:7:8:9:9:7:7:8:8:8:7:7:7:8":
  // an order whose answer was lost, a reload, then the same order again. The restored intent came back in
  // its schema's key order, so comparing JSON text saw a new order and sent a second request id: the bet
  // could have been placed twice. Orders are now compared with sorted keys.
  it('pins seed=973011691 (path in the comment above): a retry after a reload reuses the request id', async () => {
    await fc.asyncModelRun(setupReal, [
      toggle(pick(1, { champion: true })),
      // Issue #29: a lost answer is now found by the check, so the open intent comes from a failed send.
      bet('5000.51', 'fail'),
      reload,
      bet('5000.51', 'accept'),
    ]);
  });
});
