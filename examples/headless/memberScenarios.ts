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
    const { deposits } = wallet;
    deposits.open();
    const editing = await until(
      waitForSnapshot(deposits, (s) => ['editing', 'empty', 'loadFailed'].includes(s.stage)),
      'the deposit channels',
    );
    if (editing.channel === null) throw new Error(editing.channels.errorMessage || 'no deposit channel');
    const type = editing.channels.data?.find((t) => t.id === editing.typeId);
    const before = totalNow();
    deposits.setAmount(DEPOSIT_AMOUNT);
    deposits.submit();
    const waiting = await until(
      waitForSnapshot(deposits, (s) => s.order.data !== null || s.message !== ''),
      'the deposit order',
    );
    if (waiting.order.data === null) throw new Error(waiting.message);
    const { orderNo } = waiting.order.data;
    await sandboxControl(kit.baseUrl, 'deposit', { orderNo, status: 'paid' });
    const paid = await until(
      waitForSnapshot(deposits, (s) => s.stage === 'succeeded'),
      'the paid deposit',
    );
    if (paid.order.data === null) throw new Error('the paid deposit has no order');
    const after = await until(
      waitForSnapshot(engine.session, (s) => (selectTotalBalance(s) ?? before) !== before),
      'the balance after the deposit',
    );
    return `${type?.name ?? 'channel'} order ${paid.order.data.orderNo} of ${formatMoney(paid.order.data.amount)} paid; total ${formatMoney(before)} -> ${formatMoney(selectTotalBalance(after) ?? '')}`;
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
