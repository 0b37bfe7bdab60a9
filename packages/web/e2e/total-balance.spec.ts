import type { Page } from '@playwright/test';
import { answerCaptcha, expect, expectLoggedInAs, gotoHome, logIn, test } from './fixtures.ts';

// Issue #28 item 1: 总余额 is the center wallet + every venue + the lock money, with the parts shown.

const headerTotal = (page: Page) => page.getByRole('banner').getByTestId('header-total');

/** Opens the header's 总余额 breakdown and answers its rows as text. */
async function headerParts(page: Page) {
  const toggle = headerTotal(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('banner').getByRole('definition');
}

async function registerNewMember(page: Page, sandbox: Parameters<typeof answerCaptcha>[1]) {
  await gotoHome(page);
  await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
  const dialog = page.getByRole('dialog');
  const username = `koi${Date.now().toString().slice(-7)}`;
  await dialog.getByLabel('用户名', { exact: true }).fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill('lucky2026');
  await dialog.getByLabel('确认密码').fill('lucky2026');
  await dialog.getByLabel('我已年满18周岁，并同意').check();
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expectLoggedInAs(page, username);
  return username;
}

test.describe('总余额 holds every venue (issue #28)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a new member deposits 1,000 and moves 200 to 金殿真人: every screen says ¥1,000.00 with its parts', async ({
    page,
    sandbox,
    request,
  }) => {
    test.slow(); // registration, a deposit, a transfer and four pages on a shared 2-core machine
    await registerNewMember(page, sandbox);
    await expect(headerTotal(page)).toContainText('0.00');

    await page.goto('/mine/savemoney');
    await page.getByRole('button', { name: '银行转账' }).click();
    await page.getByRole('button', { name: '银行卡转账' }).click();
    await page.getByLabel('存款金额').fill('1000');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page.getByTestId('deposit-status')).toHaveText('等待支付');
    expect((await request.post('/__sandbox/deposit', { data: { status: 'paid' } })).ok()).toBe(true);
    await expect(page.getByTestId('deposit-status')).toHaveText('成功', { timeout: 20_000 });
    await expect(headerTotal(page)).toContainText('1,000.00');

    // 额度转换: 200 into 金殿真人 (AGZR).
    await page.goto('/mine/transfermoney');
    await page.getByLabel('转入').selectOption('AGZR');
    await page.getByLabel('转账金额').fill('200');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expect(page.getByText('转账成功')).toBeVisible();
    await expect(page.getByTestId('venue-AGZR')).toContainText('¥200');
    await expect(page.getByTestId('wallet-total')).toHaveText('¥ 1,000.00');
    await expect(page.getByTestId('wallet-center')).toHaveText('¥800');
    await expect(page.getByTestId('wallet-in-venues')).toHaveText('¥200');
    await expect(page.getByTestId('wallet-lock')).toHaveText('¥0');

    // The header: the total, and its parts on demand.
    await expect(headerTotal(page)).toContainText('¥1,000.00');
    const parts = await headerParts(page);
    await expect(parts).toHaveText(['¥800.00', '¥200.00', '¥0.00']);
    await expect(page.getByRole('banner').getByRole('term')).toHaveText(['中心钱包', '场馆', '锁定']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('term')).toHaveCount(0);

    // 我的钱包, at both widths the issue names.
    await page.goto('/mine/wallet');
    await expect(page.getByTestId('wallet-total')).toHaveText('¥ 1,000.00');
    await expect(page.getByTestId('wallet-in-venues')).toHaveText('¥200');
    await expect(page.getByTestId('venue-AGZR')).toContainText('¥200');
    await page.screenshot({ path: '../../test-results/wallet-total-1440.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('wallet-total')).toHaveText('¥ 1,000.00');
    await page.screenshot({ path: '../../test-results/wallet-total-360.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // /mine: the same summary.
    await page.goto('/mine');
    await expect(page.getByTestId('overview-total')).toHaveText('¥1,000.00');
    await expect(page.getByTestId('overview-center')).toHaveText('¥800.00');
    await expect(page.getByTestId('overview-venues')).toHaveText('¥200.00');
    await expect(page.getByTestId('overview-lock')).toHaveText('¥0.00');

    // A reload keeps the full total (the header asks for the venues too).
    await page.reload();
    await expect(headerTotal(page)).toContainText('¥1,000.00');
  });

  test("demo01's settled win reaches the header, and the sportsbook's 可用余额 agrees with it", async ({
    page,
    sandbox,
    request,
  }) => {
    expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
    await gotoHome(page);
    await logIn(page, sandbox, 'demo01', 'demo1234');
    await expectLoggedInAs(page, 'demo01');
    await expect(headerTotal(page)).toContainText('¥8,888.00');
    await page.goto('/game/sport/crty');
    const rows = page.locator('.match-row');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('tab', { name: '今日' }).click();
    const gameId = await rows.nth(0).getAttribute('data-game');
    await rows.nth(0).locator('.odds-cell').first().click();
    const slip = page.getByRole('complementary', { name: '投注单', exact: true });
    await slip.getByLabel('投注金额').fill('100');
    await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
    await slip.getByRole('button', { name: '投注', exact: true }).click();
    await expect(page.getByText('投注成功')).toBeVisible();
    const available = page.getByTestId('sports-balance').locator('strong');
    await expect(available).toHaveText('¥8,788');
    await expect(headerTotal(page)).toContainText('¥8,788.00');

    // The match ends and the bet wins: the payout lands in the sportsbook's venue (CRTY).
    expect((await request.post('/__sandbox/sports/settle', { data: { gameId, result: 'W' } })).ok()).toBe(
      true,
    );
    await page.getByRole('tab', { name: '注单', exact: true }).click();
    const records = page.getByRole('complementary', { name: '注单', exact: true });
    await records.getByRole('button', { name: '已结算' }).click();
    await expect(records.locator('.bet-result-win')).toHaveText('赢');

    // Both read the one summary: the header total and 可用余额 show the same winnings.
    await expect(available).not.toHaveText('¥8,788');
    const shown = (await available.textContent()) ?? '';
    // 可用余额 drops a trailing .00 (SPEC §9 money format); the header always shows 2 decimals.
    await expect(headerTotal(page)).toContainText(shown.includes('.') ? shown : `${shown}.00`);
    const parts = await headerParts(page);
    await expect(parts.nth(1)).not.toHaveText('¥0.00');
  });
});
