// `npm run headless`: one member journey run by the engine alone (@jinli/core + @jinli/adapters), no
// browser and no web code. Starts the sandbox, logs demo01 in with engine.session.login (login.ts: the
// picture captcha answered from the code log), reads the balances, moves 100 to a venue and back, plays an
// activity venue (6413, the transfer it asks for, the relaunch), places a single bet on an in-play match and
// finds it in the records, cashes it out (提前结算), deposits, reads an inbox letter and joins the
// first-deposit promotion (memberScenarios.ts), writes one chat line, logs out. Prints every step and one summary line; exits 1 on failure.
import { createNodeJinli, newUuidV4 } from '@jinli/adapters';
import { type Jinli, type PlayEffect, type PlayView, waitForSnapshot } from '@jinli/core';
import {
  itemOfPrice,
  runtimeConfigSchema,
  SPORTS_VENUE,
  TransferDirection,
  VenueCategory,
} from '@jinli/core/contract';
import { selectChatStatus, selectIsLoggedIn, selectTotalBalance } from '@jinli/core/machines';
import { formatMoney, isInPlay, pickKey } from '@jinli/core/rules';
import { WebSocket } from 'ws';
import { waitFor } from 'xstate';
import { logInWithCommand } from './login.ts';
import { runMemberScenarios } from './memberScenarios.ts';
import { startSandbox } from './sandboxProcess.ts';

const MEMBER = { name: 'demo01', password: 'demo1234' } as const;
const TRANSFER_AMOUNT = '100';
const STAKE = '10';
const STEP_TIMEOUT_MS = 30_000;

const results: { step: string; ok: boolean; detail: string }[] = [];

async function step(name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  try {
    const detail = await run();
    results.push({ step: name, ok: true, detail });
    console.log(`✓ ${name} (${Math.round(performance.now() - started)} ms): ${detail}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ step: name, ok: false, detail });
    console.log(`✗ ${name}: ${detail}`);
    throw error;
  }
}

const until = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), STEP_TIMEOUT_MS).unref(),
    ),
  ]);

async function main(): Promise<void> {
  const sandbox = await startSandbox(process.env.HEADLESS_PORT ?? process.env.PORT ?? '0');
  console.log(`sandbox: ${sandbox.url}`);
  try {
    const config = runtimeConfigSchema.parse(await (await fetch(`${sandbox.url}/config.json`)).json());
    // The Node host (@jinli/adapters): memory storage, fetch, `ws`, and the same wiring as a browser
    // (token, client ip, login expiry, upload, the stored safeSwitch override).
    const { engine } = createNodeJinli(config, { WebSocket, origin: sandbox.url });
    await journey(engine, sandbox.url);
  } finally {
    await sandbox.stop();
  }
}

async function journey(engine: Jinli, baseUrl: string): Promise<void> {
  // The wallet and the sportsbook load on first use (a browser loads them with their routes).
  const [wallet, sports] = await Promise.all([engine.wallet.get(), engine.sports.get()]);
  await step('site facts', async () => {
    await engine.site.loadPreInfo();
    const info = engine.site.getSnapshot().preInfo;
    if (info.data === null) throw new Error(info.errorMessage);
    return `${info.data.siteBaseConfig.title}, client ip ${info.data.ip}`;
  });

  await step('log in demo01 with engine.session.login', () =>
    logInWithCommand(engine, baseUrl, MEMBER, async () => {
      const s = await until(
        waitForSnapshot(engine.session, (s) => s.matches('loggedIn') && s.context.member !== null),
        'the session',
      );
      return String(s.context.member?.name);
    }),
  );

  await step('read balances', async () => {
    await until(
      waitForSnapshot(engine.session, (s) => selectTotalBalance(s) !== null),
      'the header balance',
    );
    await wallet.loadBalances();
    const balances = wallet.getSnapshot().balances;
    if (balances.data === null) throw new Error(balances.errorMessage);
    return `total ${formatMoney(balances.data.total)}, center ${formatMoney(balances.data.center)}, locked ${formatMoney(balances.data.lock)}`;
  });

  await step(`transfer ${TRANSFER_AMOUNT} to a venue and back`, async () => {
    await wallet.loadVenues();
    const venue = wallet.getSnapshot().venues.data?.find((row) => row.enName !== SPORTS_VENUE);
    if (venue === undefined) throw new Error('no venue to transfer to');
    const before = wallet.getSnapshot().balances.data?.center ?? '';
    const into = await wallet.transfer({
      venue: venue.enName,
      direction: TransferDirection.IntoVenue,
      amount: TRANSFER_AMOUNT,
    });
    if (into.type === 'failed') throw new Error(`into ${venue.enName}: ${into.message}`);
    const inVenue = wallet.getSnapshot().venues.data?.find((row) => row.enName === venue.enName)?.balance;
    const back = await wallet.transfer({
      venue: venue.enName,
      direction: TransferDirection.OutOfVenue,
      amount: TRANSFER_AMOUNT,
    });
    if (back.type === 'failed') throw new Error(`out of ${venue.enName}: ${back.message}`);
    const after = wallet.getSnapshot().balances.data?.center ?? '';
    if (after !== before) throw new Error(`center wallet ${before} became ${after}`);
    return `${venue.name} (${venue.enName}) held ${formatMoney(inVenue ?? '0')} between; center wallet back at ${formatMoney(after)}`;
  });

  await step('play an activity venue: 6413, the transfer it asks for, the relaunch', () =>
    playActivityVenue(engine),
  );

  let ticketId = '';
  await step('place a single bet on an in-play match', async () => {
    await sports.load();
    const board = sports.getSnapshot().board;
    if (board.data === null) throw new Error(board.errorMessage);
    for (const match of board.data.matches.filter(isInPlay)) {
      const key = board.data.priceKeys[match.gameId]?.find((k) => {
        const { price } = sports.priceCell(k).getSnapshot();
        return !price.suspended && price.w !== '';
      });
      if (key === undefined) continue;
      const { price } = sports.priceCell(key).getSnapshot();
      const { slip } = sports;
      const item = itemOfPrice({ ...match, prices: [] }, price);
      slip.send({ type: 'slip.toggle', item });
      slip.send({ type: 'stake.change', key: pickKey(item), value: STAKE });
      slip.send({ type: 'stake.commit', key: pickKey(item) });
      const answer = until(
        new Promise<{ accepted: boolean; id: string; message: string }>((resolve) => {
          slip.on('betslip.accepted', ({ ticketId: id }) => resolve({ accepted: true, id, message: '' }));
          slip.on('betslip.rejected', ({ ticketId: id, message }) =>
            resolve({ accepted: false, id, message }),
          );
        }),
        'the bet answer',
      );
      slip.send({ type: 'slip.place' });
      const refused = slip.getSnapshot().context.error;
      if (refused !== undefined) throw new Error(`the slip refused: ${refused.message}`);
      const outcome = await answer;
      if (!outcome.accepted) throw new Error(`ticket ${outcome.id} rejected: ${outcome.message}`);
      ticketId = outcome.id;
      return `${match.team_h} vs ${match.team_c}, stake ${STAKE} at ${price.r}: ticket ${ticketId} accepted`;
    }
    throw new Error('no in-play match with an open price');
  });

  await step('find the bet in the records', async () => {
    const records = sports.records({
      pageSize: 20,
      venueCode: SPORTS_VENUE,
      initial: { status: 'all', range: 'today' },
    });
    await records.load();
    const page = records.getSnapshot().page;
    if (page.data === null) throw new Error(page.errorMessage);
    const found = page.data.list.find((record) => record.ticketId === ticketId);
    if (found === undefined) throw new Error(`ticket ${ticketId} is not among ${page.data.total} records`);
    return `ticket ${found.ticketId}: ${found.lines.length} line, bet ${formatMoney(found.betAmount)}`;
  });

  // Issue #30: cash the open bet out at its live quote; the balance and the record change once.
  await step('cash out the bet', async () => {
    const { cashOut } = sports;
    const stop = cashOut.watch([ticketId]);
    try {
      const before = (await engine.funds.refresh()).total;
      const entry = () => cashOut.getSnapshot().entries[ticketId];
      // In-play markets close now and then (封盘): wait for a quote for a few seconds.
      for (let tries = 0; tries < 10 && !entry()?.offer?.quoteId; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await cashOut.refresh();
      }
      const offer = entry()?.offer;
      if (!offer?.quoteId) throw new Error(`no quote: ${offer?.reason ?? 'no answer'}`);
      cashOut.ask(ticketId);
      // A moved quote asks again (step confirm with the new amount): confirm at most three times.
      for (let tries = 0; tries < 3 && entry()?.step === 'confirm'; tries += 1)
        await cashOut.cashOut(ticketId);
      const done = entry();
      if (done?.step !== 'done') throw new Error(`cash out ${done?.step}: ${done?.message ?? ''}`);
      const after = (await engine.funds.refresh()).total;
      const records = sports.records({
        pageSize: 20,
        venueCode: SPORTS_VENUE,
        initial: { status: 'all', range: 'today' },
      });
      await records.load();
      const record = records.getSnapshot().page.data?.list.find((r) => r.ticketId === ticketId);
      if (record?.status !== 'settled' || record.cashOut !== done.paid)
        throw new Error(
          `ticket ${ticketId} is ${record?.status ?? 'missing'} with cashOut ${record?.cashOut}`,
        );
      return `quote ${formatMoney(offer.amount)}, paid ${formatMoney(done.paid ?? '0')}; total ${formatMoney(before)} -> ${formatMoney(after)}; ticket ${ticketId} pending -> settled ${record.result} 提前结算 ${formatMoney(record.cashOut ?? '0')}`;
    } finally {
      stop();
    }
  });

  await runMemberScenarios(engine, { step, until, baseUrl });

  await step('send a chat line', async () => {
    if (engine.chat === null) throw new Error('no chat without a SocketPort');
    const chat = await engine.chat.get();
    const { link, lobby } = chat.start();
    await until(
      waitFor(link, (s) => selectChatStatus(s) === 'ready'),
      'the chat login',
    );
    const text = `无界面客户端问好 ${newUuidV4().slice(0, 4)}`;
    lobby.send({ type: 'room.send', text });
    await until(
      waitFor(lobby, (s) => s.context.lines.some((line) => line.msg === text)),
      'the chat echo',
    );
    return `"${text}" came back in the lobby`;
  });

  await step('log out', async () => {
    engine.logout();
    await until(
      waitForSnapshot(engine.session, (s) => s.matches('loggedOut')),
      'the logout',
    );
    if (selectIsLoggedIn(engine.session.getSnapshot())) throw new Error('still logged in');
    return 'session ended, stored token removed';
  });
}

/**
 * engine.games.play on a venue running an activity (SPEC §4, §8): the launch answers 6413, the
 * journey opens its transfer form, the transfer moves the money in and the game is launched again.
 */
async function playActivityVenue(engine: Jinli): Promise<string> {
  const { games } = engine;
  await games.loadVenues(VenueCategory.Electronic);
  const venue = games
    .getSnapshot()
    .venues[VenueCategory.Electronic]?.data?.find((row) => row.isActivity === 1 && !row.maintain);
  if (venue === undefined) throw new Error('no electronic venue runs an activity');
  await games.setQuery({ enName: venue.enName });
  const game = games.getSnapshot().list.data?.list[0];
  if (game === undefined) throw new Error(`${venue.enName} lists no game`);
  const view = (check: (view: PlayView) => boolean, what: string) =>
    until(
      new Promise<PlayView>((resolve) => {
        const test = () => {
          const now = games.journey.getSnapshot();
          if (!check(now)) return;
          off();
          resolve(now);
        };
        const off = games.journey.subscribe(test);
        test();
      }),
      what,
    );
  const effects: PlayEffect[] = [];
  const offs = (['play.open', 'play.toast', 'play.dialog'] as const).map((type) =>
    games.journey.on(type, (effect) => effects.push(effect)),
  );
  try {
    games.play({ enName: venue.enName, gameCode: game.gameCode });
    const form = await view(
      (v) => v.phase !== 'launching' && v.transfer?.loadingBalance !== true,
      'the launch',
    );
    if (form.transfer === null)
      throw new Error(`the launch did not ask for a transfer: ${form.phase} ${form.message}`);
    const asked = form.transfer.message;
    games.journey.send({ type: 'transfer.amount', value: TRANSFER_AMOUNT });
    games.journey.send({ type: 'transfer.submit' });
    const done = await view(
      (v) =>
        v.phase === 'opened' ||
        v.phase === 'failed' ||
        (v.transfer?.error !== '' && v.transfer?.busy === false),
      'the transfer and the relaunch',
    );
    if (done.phase !== 'opened') throw new Error(`no relaunch: ${done.transfer?.error ?? done.message}`);
    const opened = effects.find((effect) => effect.type === 'play.open');
    const toast = effects.find((effect) => effect.type === 'play.toast');
    if (opened?.type !== 'play.open') throw new Error('the journey opened nothing');
    await engine.funds.loadVenues();
    const inVenue =
      engine.funds.getSnapshot().venues.data?.find((row) => row.enName === venue.enName)?.balance ?? '?';
    return `${venue.name}: "${asked}", ${toast?.type === 'play.toast' ? toast.text : 'no toast'} (${formatMoney(TRANSFER_AMOUNT)} in, venue holds ${formatMoney(inVenue)}), relaunched with isActivity ${String(opened.request.isActivity)}: opens as ${opened.launch.kind}`;
  } finally {
    for (const off of offs) off();
  }
}

try {
  await main();
} catch {
  // The failed step printed its reason.
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(
  `\nheadless journey: ${failed === 0 ? 'PASSED' : 'FAILED'}, ${passed} of ${results.length} steps passed` +
    (failed === 0
      ? ''
      : ` (failed: ${results
          .filter((r) => !r.ok)
          .map((r) => r.step)
          .join(', ')})`),
);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
