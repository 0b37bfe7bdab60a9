// The member scenarios `npm run headless` runs after the login (issue #25): a deposit the payment
// provider pays, an inbox letter read, and a promotion joined (the first-deposit bonus the deposit
// opened). Engine only: each is a capability's commands and state, against the sandbox over HTTP.
import { type ActivitySession, type Jinli, waitForSnapshot } from '@jinli/core';
import { selectTotalBalance } from '@jinli/core/machines';
import { formatMoney } from '@jinli/core/rules';
import { waitFor } from 'xstate';

export interface ScenarioKit {
  /** Runs one named step, prints it, throws on failure. */
  step(name: string, run: () => Promise<string>): Promise<void>;
  /** A promise that fails after the step timeout. */
  until<T>(promise: Promise<T>, what: string): Promise<T>;
  baseUrl: string;
}

const DEPOSIT_AMOUNT = '500';
/** The sandbox's first-deposit bonus activity (seeded; SPEC §9). */
const FIRST_DEPOSIT_ACTIVITY = 101;

async function sandboxControl(baseUrl: string, name: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${name} answered ${response.status}`);
}

export async function runMemberScenarios(engine: Jinli, kit: ScenarioKit): Promise<void> {
  const { step, until } = kit;
  const totalNow = () => selectTotalBalance(engine.session.getSnapshot()) ?? '';

  await step('deposit through the first channel, paid by the provider', async () => {
    const wallet = await engine.wallet.get();
    // Orders wait until the provider pays (the sandbox's payment callback, below).
    await sandboxControl(kit.baseUrl, 'wallet', { autoPaySeconds: null });
    const deposit = wallet.deposits.current();
    const editing = await until(
      waitFor(deposit, (s) => s.context.types.length > 0 && s.context.channelId !== null),
      'the deposit channels',
    );
    const type = editing.context.types.find((t) => t.id === editing.context.typeId);
    const before = totalNow();
    const succeeded = new Promise<{ orderNo: string; amount: string }>((resolve) => {
      const subscription = deposit.on('deposit.succeeded', (event) => {
        subscription.unsubscribe();
        resolve(event);
      });
    });
    deposit.send({ type: 'deposit.change', amount: DEPOSIT_AMOUNT });
    deposit.send({ type: 'deposit.submit' });
    const waiting = await until(
      waitFor(deposit, (s) => s.context.order !== null),
      'the deposit order',
    );
    const orderNo = waiting.context.order?.orderNo ?? '';
    await sandboxControl(kit.baseUrl, 'deposit', { orderNo, status: 'paid' });
    const paid = await until(succeeded, 'the paid deposit');
    const after = await until(
      waitForSnapshot(engine.session, (s) => (selectTotalBalance(s) ?? before) !== before),
      'the balance after the deposit',
    );
    return `${type?.name ?? 'channel'} order ${paid.orderNo} of ${formatMoney(paid.amount)} paid; total ${formatMoney(before)} -> ${formatMoney(selectTotalBalance(after) ?? '')}`;
  });

  await step('read an inbox letter', async () => {
    const centre = await engine.memberCentre.get();
    const { inbox } = centre;
    await inbox.selectTab('notice');
    await inbox.loadPage(1);
    const letters = centre.getSnapshot().inbox.letters;
    if (letters.data === null) throw new Error(letters.errorMessage || 'no letters');
    const unread = letters.data.list.find((letter) => !letter.isRead);
    if (unread === undefined) throw new Error('demo01 has no unread notice');
    const before = centre.getSnapshot().inbox.totals.letters;
    await inbox.open(String(unread.id));
    const { totals, actionError } = centre.getSnapshot().inbox;
    if (actionError !== null) throw new Error(actionError);
    if (totals.letters !== before - 1) throw new Error(`unread letters ${before} -> ${totals.letters}`);
    return `"${unread.title}" read; unread letters ${before} -> ${totals.letters}`;
  });

  await step('join the first-deposit promotion', async () => {
    const activities = await engine.activities.get();
    await activities.loadPromotions();
    const promotions = activities.getSnapshot().promotions;
    if (promotions.data === null) throw new Error(promotions.errorMessage);
    const session: ActivitySession = activities.open(FIRST_DEPOSIT_ACTIVITY);
    try {
      const page = await until(
        waitFor(session.page, (s) => s.context.loaded !== null || s.matches('failed')),
        'the activity page',
      );
      const title = page.context.loaded?.config.title ?? String(FIRST_DEPOSIT_ACTIVITY);
      const before = totalNow();
      session.start();
      const confirming = await until(
        waitFor(session.join, (s) => s.matches('confirming') || s.context.error !== ''),
        'the terms',
      );
      if (confirming.context.error !== '') throw new Error(confirming.context.error);
      session.accept();
      const joined = await until(
        waitFor(session.join, (s) => s.context.result !== null || s.context.error !== ''),
        'the join',
      );
      const { result, error } = joined.context;
      if (result === null) throw new Error(error);
      const after = await until(
        waitForSnapshot(engine.session, (s) => (selectTotalBalance(s) ?? before) !== before),
        'the balance after the bonus',
      );
      return `${title} (of ${promotions.data.length} promotions): "${result.message}", bonus ${formatMoney(result.bonus)}; total ${formatMoney(before)} -> ${formatMoney(selectTotalBalance(after) ?? '')}`;
    } finally {
      session.stop();
    }
  });
}
