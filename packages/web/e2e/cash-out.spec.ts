import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, openSportsbook, test } from './fixtures.ts';

/** Issue #30: cash out (提前结算) of open bets, exactly once. */

const CASH_OUT = '/game/api/v1/record/cashOut';

async function callsTo(request: APIRequestContext, path: string): Promise<number> {
  const log = (await (await request.get('/__sandbox/requests?limit=500')).json()) as {
    requests: { realPath: string | null }[];
  };
  return log.requests.filter((r) => r.realPath === path).length;
}

const control = async (request: APIRequestContext, name: string, data: unknown) =>
  expect((await request.post(`/__sandbox/sports/${name}`, { data })).ok()).toBe(true);

/** 873855 (cents) -> ¥8,738.55, and 9800 -> ¥98: how the site shows money (a whole yuan has no .00). */
const yuan = (cents: number) => {
  const text = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${text.endsWith('.00') ? text.slice(0, -3) : text}`;
};

/** ¥8,738.55 -> 873855 (cents). */
const cents = async (locator: Locator) => {
  const text = (await locator.textContent()) ?? '';
  const match = /¥([\d,]+(?:\.\d{1,2})?)/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  const [whole = '0', frac = ''] = match![1]!.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};

const slipPanel = (page: Page) => page.getByRole('complementary', { name: '投注单', exact: true });
const rows = (page: Page) => page.locator('.match-row');
const firstCell = (page: Page, n: number) => rows(page).nth(n).locator('.odds-cell').first();

async function placeSingle(page: Page, request: APIRequestContext, n: number, stake: string) {
  const slip = slipPanel(page);
  await firstCell(page, n).click();
  await slip.getByLabel('投注金额').fill(stake);
  await control(request, 'next-order', { outcome: 'accept' });
  // The 投注成功 toast shows for 3 s: watched for from before the click, so a slow click cannot miss it.
  const placed = page.getByText('投注成功').waitFor({ state: 'visible' });
  await slip.getByRole('button', { name: '投注', exact: true }).click();
  await placed;
  await expect(slip.locator('.slip-line')).toHaveCount(0);
}

async function placeParlay(page: Page, request: APIRequestContext, a: number, b: number, stake: string) {
  const slip = slipPanel(page);
  await slip.getByRole('tab', { name: '串关' }).click();
  await firstCell(page, a).click();
  await firstCell(page, b).click();
  await expect(slip.locator('.slip-line')).toHaveCount(2);
  await slip.getByLabel('投注金额').fill(stake);
  await control(request, 'next-order', { outcome: 'accept' });
  await slip.getByRole('button', { name: '投注', exact: true }).click();
  await expect(slip.locator('.slip-line')).toHaveCount(0);
}

const recordsPanel = (page: Page) => page.getByRole('complementary', { name: '注单', exact: true });
const card = (page: Page, mode: '单关' | '串关') =>
  recordsPanel(page)
    .locator('.bet-record')
    .filter({ has: page.locator('.bet-record-mode', { hasText: mode }) });

test.describe('cash out (提前结算)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(() => test.setTimeout(120_000));

  test('a single and a parlay get live offers; a moved quote asks again; one cash out pays once; a settled bet is refused', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    const singleGame = await rows(page).nth(0).getAttribute('data-game');
    const parlayGames = [
      await rows(page).nth(1).getAttribute('data-game'),
      await rows(page).nth(2).getAttribute('data-game'),
    ];
    await placeSingle(page, request, 0, '100');
    await placeParlay(page, request, 1, 2, '50');
    const sportsBalance = page.getByTestId('sports-balance');
    const header = page.getByTestId('header-total');
    await expect(sportsBalance).toContainText('¥8,738');

    await page.getByRole('tab', { name: '注单', exact: true }).click();
    const single = card(page, '单关');
    const parlay = card(page, '串关');
    await expect(single.getByRole('button', { name: /^提前结算 ¥/ })).toBeVisible();
    await expect(parlay.getByRole('button', { name: /^提前结算 ¥/ })).toBeVisible();
    const amount = single.locator('.cash-out-amount');
    const first = await cents(amount);
    // Never more than the stake's potential win, never nothing, for an open pre-match single.
    expect(first).toBeGreaterThan(0);

    // The price of the single's pick shortens: the bet is worth more, and the offer flashes up.
    await control(request, 'move', { gameId: singleGame, cents: -6 });
    await expect(amount).toHaveAttribute('data-move', 'up', { timeout: 10_000 });
    const raised = await cents(amount);
    expect(raised).toBeGreaterThan(first);
    await page.screenshot({ path: '../../test-results/cash-out-offers.png' });

    // Confirm step shows the amount; the price lengthens before the member confirms: asked again.
    await single.getByRole('button', { name: /^提前结算 ¥/ }).click();
    const confirm = single.getByRole('button', { name: '确认提前结算' });
    await expect(confirm).toBeFocused();
    await expect(single.locator('.cash-out-question')).toContainText(yuan(raised));
    await control(request, 'move', { gameId: singleGame, cents: 12 });
    await confirm.click();
    await expect(single.getByText('提前结算金额已变化，请确认新金额')).toBeVisible();
    const asked = await cents(single.locator('.cash-out-question strong'));
    expect(asked).toBeLessThan(raised);
    await page.screenshot({ path: '../../test-results/cash-out-confirm.png' });
    const headerBefore = await cents(header);
    await single.getByRole('button', { name: '确认提前结算' }).click();
    await expect(single.locator('.cash-out-done')).toContainText(`已提前结算 ¥`);
    expect(await cents(single.locator('.cash-out-done'))).toBe(asked);
    // The balances move at once, by the amount, once.
    await expect.poll(() => cents(sportsBalance)).toBe(873_800 + asked);
    await expect.poll(() => cents(header)).toBe(headerBefore + asked);
    expect(await callsTo(request, CASH_OUT)).toBe(2);

    // The records say so: settled as 提前结算 with the amount.
    await recordsPanel(page).getByRole('button', { name: '已结算' }).click();
    const settled = recordsPanel(page).locator('.bet-record');
    await expect(settled).toHaveCount(1);
    await expect(settled.locator('.bet-result')).toHaveText('提前结算');
    await expect(settled.locator('.bet-record-cashed-out')).toHaveText(`已提前结算 ${yuan(asked)}`);
    await expect(settled.getByRole('button', { name: /提前结算/ })).toHaveCount(0);

    // The parlay settles while the member is on the confirm step: the cash out is refused with the reason.
    await recordsPanel(page).getByRole('button', { name: '未结算' }).click();
    await expect(recordsPanel(page).locator('.bet-record')).toHaveCount(1);
    await parlay.getByRole('button', { name: /^提前结算 ¥/ }).click();
    for (const gameId of parlayGames) await control(request, 'settle', { gameId, result: 'W' });
    await parlay.getByRole('button', { name: '确认提前结算' }).click();
    await expect(parlay.locator('.cash-out-suspended')).toContainText('暂停提前结算');
    await expect(parlay.locator('.cash-out-suspended')).toContainText('注单已结算');
    expect(await callsTo(request, CASH_OUT)).toBe(3);
    await page.screenshot({ path: '../../test-results/cash-out-refused.png' });
  });

  test('a bet that settles the usual way leaves the open bets at once, and its win reaches the balance', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    await placeSingle(page, request, 0, '100');
    const sportsBalance = page.getByTestId('sports-balance');
    await expect(sportsBalance).toContainText('¥8,788');
    await page.getByRole('tab', { name: '注单', exact: true }).click();
    await expect(recordsPanel(page).getByRole('button', { name: '未结算' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const single = card(page, '单关');
    await expect(single.getByRole('button', { name: /^提前结算 ¥/ })).toBeVisible();

    // The match ends and the bet wins while the member watches the open bets: it leaves the list without
    // a filter change, and the payout shows in the balance.
    await control(request, 'settle', { gameId, result: 'W' });
    await expect(recordsPanel(page).getByText('暂无注单')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => cents(sportsBalance), { timeout: 10_000 }).toBeGreaterThan(878_800);
    await recordsPanel(page).getByRole('button', { name: '已结算' }).click();
    await expect(recordsPanel(page).locator('.bet-record .bet-result')).toHaveText('赢');
  });

  test('a suspended market shows 暂停提前结算 with the reason on /mine/betRecord', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    await placeSingle(page, request, 0, '100');
    await page.goto('/mine/betRecord');
    const record = page.locator('.bet-record');
    await expect(record.getByRole('button', { name: /^提前结算 ¥/ })).toBeVisible();
    await control(request, 'suspend', { gameId });
    await expect(record.locator('.cash-out-suspended')).toContainText('暂停提前结算', { timeout: 10_000 });
    await expect(record.locator('.cash-out-suspended')).toContainText('盘口已封盘');
    await control(request, 'suspend', { gameId, on: false });
    await expect(record.getByRole('button', { name: /^提前结算 ¥/ })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('cash out when the answer is lost', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(() => {
    test.setTimeout(120_000);
    test.info().annotations.push({ type: 'allow-console-errors', description: 'status of 500' });
  });

  test('the accept times out after the server paid: the member sees the checked outcome, not a second cash out', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await firstCell(page, 0).click();
    await page
      .getByRole('button', { name: /投注单/ })
      .first()
      .click();
    const slip = slipPanel(page);
    await slip.getByLabel('投注金额').fill('100');
    await control(request, 'next-order', { outcome: 'accept' });
    await slip.getByRole('button', { name: '投注', exact: true }).click();
    await expect(page.getByText('投注成功')).toBeVisible();

    await page.goto('/mine/betRecord');
    const record = page.locator('.bet-record');
    const offer = record.getByRole('button', { name: /^提前结算 ¥/ });
    await expect(offer).toBeVisible();
    // Keyboard: open the confirm step and confirm with Enter.
    await offer.focus();
    await page.keyboard.press('Enter');
    const confirm = record.getByRole('button', { name: '确认提前结算' });
    await expect(confirm).toBeFocused();
    const amount = await cents(record.locator('.cash-out-question strong'));
    await page.screenshot({ path: '../../test-results/cash-out-390-confirm.png' });
    // The phone header's total (总余额 ¥…).
    const header = page.getByRole('button', { name: /^总余额 ¥/ });
    const before = await cents(header);
    // The server applies the cash out and credits the wallet, but its answer never arrives intact.
    await sandbox.fault({ path: CASH_OUT, count: 1, httpStatus: 500 });
    await page.keyboard.press('Enter');
    await expect(record.getByText('网络异常，经核对提前结算已成功')).toBeVisible({ timeout: 15_000 });
    // The list of every bet reloads: the row is settled as 提前结算 with the amount, the checked outcome stays.
    await expect(record.locator('.bet-result')).toHaveText('提前结算');
    await expect(record.locator('.bet-record-cashed-out')).toContainText('已提前结算');
    expect(await cents(record.locator('.bet-record-cashed-out'))).toBe(amount);
    await expect(record.getByText('网络异常，经核对提前结算已成功')).toBeVisible();
    await expect(record.getByRole('button', { name: /提前结算|再次提交/ })).toHaveCount(0);
    await expect.poll(() => cents(header)).toBe(before + amount);
    // One request, one credit: the sandbox's CRTY balance rose by the amount exactly once.
    expect(await callsTo(request, CASH_OUT)).toBe(1);
    await page.screenshot({ path: '../../test-results/cash-out-390-done.png' });
  });
});
