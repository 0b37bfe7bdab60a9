import type { Page } from '@playwright/test';
import { expect, expectLoggedInAs, logIn, type Sandbox, test } from './fixtures.ts';

// Issue #28 item 9: a member's paper cuts, one story each.
test.describe.configure({ timeout: 90_000 });

async function logInAs(page: Page, sandbox: Sandbox, name: string, password: string) {
  await page.goto('/');
  await logIn(page, sandbox, name, password);
  await expectLoggedInAs(page, name);
}

test('a page load raises no Permissions-Policy warning (no feature Chromium does not know)', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) warnings.push(message.text());
  });
  const response = await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/app/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  expect(warnings).toEqual([]);
});

test('站内信 全部已读 reads the letters of every tab, as its label promises', async ({ page, sandbox }) => {
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  await page.goto('/mine/message');
  const noticeTab = page.getByRole('tab', { name: /通知/ });
  const activityTab = page.getByRole('tab', { name: /活动/ });
  await expect(noticeTab.getByRole('status')).toBeVisible();
  await expect(activityTab.getByRole('status')).toBeVisible();
  await noticeTab.click();
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(noticeTab.getByRole('status')).toHaveCount(0);
  await expect(activityTab.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('tablist').getByRole('status')).toHaveCount(0);
});

test('help search finds 取款 articles for 提款 and 提现, and 存款 ones for 充值', async ({ page }) => {
  await page.goto('/app/help');
  const search = page.getByRole('searchbox', { name: '搜索帮助文章' });
  for (const word of ['提款', '提现']) {
    await search.fill(word);
    await expect(page.locator('.help-results mark', { hasText: '取款' }).first()).toBeVisible();
  }
  await search.fill('充值');
  await expect(page.locator('.help-results mark', { hasText: '存款' }).first()).toBeVisible();
});

test('the amount and its button sit together on 额度转换 and 存款 (no tall blank gap)', async ({
  page,
  sandbox,
}) => {
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  const gapAbove = async (button: string) => {
    const buttonTop = (await page.getByRole('button', { name: button }).boundingBox())?.y ?? 0;
    const fieldBottom = await page.evaluate((top) => {
      const above = [...document.querySelectorAll('.field-box, .wallet-quick')]
        .map((el) => el.getBoundingClientRect().bottom)
        .filter((bottom) => bottom <= top);
      return Math.max(...above);
    }, buttonTop);
    return buttonTop - fieldBottom;
  };
  await page.goto('/mine/transfermoney');
  await expect(page.getByRole('button', { name: '立即转账' })).toBeVisible();
  expect(await gapAbove('立即转账')).toBeLessThanOrEqual(48);
  await page.goto('/mine/savemoney');
  await expect(page.getByRole('button', { name: '立即存款' })).toBeVisible();
  await page.getByLabel('存款金额').fill('500');
  await expect(page.getByText('伍佰元整')).toBeVisible();
  expect(await gapAbove('立即存款')).toBeLessThanOrEqual(48);
});

test('取消订单 asks first, and a cancelled deposit is not shown as money received', async ({
  page,
  sandbox,
  request,
}) => {
  await request.post('/__sandbox/wallet', { data: { autoPaySeconds: null } });
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  await page.goto('/mine/savemoney');
  await page.getByRole('button', { name: '银行转账' }).click();
  await page.getByRole('button', { name: '银行卡转账' }).click();
  await page.getByLabel('存款金额').fill('500');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText('等待支付');

  await page.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('确定要取消这笔存款订单吗');
  await confirm.getByRole('button', { name: '暂不取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('deposit-status')).toHaveText('等待支付');
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByRole('button', { name: '再存一笔' })).toBeVisible();

  await page.goto('/mine/transRecord');
  const row = page.getByRole('row').filter({ hasText: '存款' }).filter({ hasText: '失败' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  // Neither +¥500 nor a credit's colour: the amount is struck through, it never arrived.
  const amount = row.getByRole('cell').nth(3);
  await expect(amount).toHaveText('¥500');
  await expect(amount.getByRole('deletion')).toHaveText('¥500');
  const colour = await amount.evaluate((el) => getComputedStyle(el).color);
  const credit = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--money-up').trim(),
  );
  expect(colour).not.toBe(credit);
});

test('账户安全 says 未绑定 once per row, and the real name is confirmed before it is bound for good', async ({
  page,
  sandbox,
}) => {
  await logInAs(page, sandbox, 'fresh01', 'fresh1234');
  await page.goto('/mine/auth');
  for (const label of ['手机号码', '真实姓名']) {
    const row = page.locator('.profile-row').filter({ hasText: label }).first();
    await expect(row).toContainText('未绑定');
    const text = await row.innerText();
    expect(text.split('未绑定').length - 1, `${label} row`).toBe(1);
  }
  const nameRow = page.locator('.profile-row').filter({ hasText: '真实姓名' }).first();
  await nameRow.getByRole('button', { name: '绑定' }).click();
  const form = page.getByRole('form', { name: '真实姓名' });
  await form.getByLabel('真实姓名').fill('王芳');
  await form.getByRole('button', { name: '确认绑定' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('王芳');
  await expect(confirm).toContainText('不可修改');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(nameRow).toContainText('未绑定');
  await form.getByRole('button', { name: '确认绑定' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(nameRow).toContainText('已绑定');
});

test('the transfer amount says 金额最多12位 as the 13th digit is typed', async ({ page, sandbox }) => {
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  await page.goto('/mine/transfermoney');
  await page.getByLabel('转入').selectOption('AGZR');
  const amount = page.getByLabel('转账金额');
  await amount.fill('123456789012');
  await expect(page.getByText('金额最多12位')).toHaveCount(0);
  await amount.fill('1234567890123');
  await expect(amount).toHaveValue('1234567890123');
  await expect(page.getByText('金额最多12位')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/壹万贰仟叁佰肆拾伍亿/)).toHaveCount(0);
});

test('手机号错误 shows once on the new-device form after a wrong answer is edited', async ({
  page,
  sandbox,
}) => {
  await page.goto('/');
  await logIn(page, sandbox, 'risky01', 'risky1234');
  const dialog = page.getByRole('dialog');
  const middle = dialog.getByLabel('手机号中间4位');
  await middle.fill('9999');
  await dialog.getByRole('button', { name: /短信/ }).click();
  await expect(dialog.getByText('手机号错误')).toHaveCount(1);
  await middle.fill('12');
  await middle.blur();
  await expect(dialog.getByText('手机号错误')).toHaveCount(1);
});

test("the feedback reply's link wears the site's colour, not the browser's default blue", async ({
  page,
  sandbox,
}) => {
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  await page.goto('/mine/feedback');
  await page.getByRole('radio', { name: '取款问题' }).check();
  await page.getByLabel('问题描述').fill('取款申请已提交三小时仍未到账，请帮忙查询。');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('提交成功，客服回复后会通知您')).toBeVisible();
  await page.request.post('/__sandbox/feedback-reply', { data: { name: 'demo01' } });
  await page.goto('/mine/feedbackList');
  await page.getByRole('button', { name: /取款申请已提交三小时/ }).click();
  const link = page.locator('.feedback-replies').getByRole('link', { name: '在线客服' });
  await expect(link).toBeVisible();
  const colour = await link.evaluate((el) => getComputedStyle(el).color);
  expect(colour).not.toBe('rgb(0, 0, 238)');
  expect(colour).not.toBe('rgb(85, 26, 139)');
});

test('with 5 legs in 复式 at 1440 x 900 the 投注 button is on screen and places the bets', async ({
  page,
  sandbox,
  request,
}) => {
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  await logInAs(page, sandbox, 'demo01', 'demo1234');
  await page.goto('/game/sport/crty');
  await expect(page.locator('.match-row').first()).toBeVisible();
  await page.getByRole('tab', { name: '今日' }).click();
  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await slip.getByRole('tab', { name: '复式' }).click();
  for (const n of [0, 1, 2, 3, 4])
    await page.locator('.match-row').nth(n).locator('.odds-cell').first().click();
  await expect(slip.locator('.slip-line')).toHaveCount(5);
  await slip.getByLabel('投注金额').last().fill('10');
  const place = slip.getByRole('button', { name: '投注', exact: true });
  await expect(place).toBeEnabled();
  await expect(place).toBeInViewport({ ratio: 1 });
  const box = await place.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'the 投注 button ends above the fold').toBeLessThanOrEqual(900);
  await page.screenshot({ path: test.info().outputPath('sports-1440.png') });
  await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
  await place.click();
  await expect(page.getByText('投注成功')).toBeVisible({ timeout: 15_000 });
});

test('the tab bar keeps the visited pages across a reload', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '电子' }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await nav.getByRole('link', { name: '真人' }).click();
  const tabs = page.getByRole('navigation', { name: '已访问的页面' });
  await expect(tabs.getByRole('link')).toHaveText(['首页', '电子', '真人']);
  await page.reload();
  await expect(tabs.getByRole('link')).toHaveText(['首页', '电子', '真人']);
  await expect(tabs.getByRole('link', { name: '真人' })).toHaveAttribute('aria-current', 'page');
});
