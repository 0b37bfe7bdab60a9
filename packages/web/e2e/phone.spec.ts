import type { Locator, Page } from '@playwright/test';
import { expect, expectLoggedInAs, logIn, type Sandbox, test } from './fixtures.ts';

// A phone: 390 x 844, touch, a phone's browser. The sandbox names no h5 site, so it stays here.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

/** The control is inside the window and nothing (a floating button, a drawer) lies on top of it. */
async function expectReachable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const state = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      inside: box.left >= 0 && box.right <= window.innerWidth,
      onTop: top !== null && (el === top || el.contains(top)),
      covering: top === null ? 'nothing' : `${top.tagName}.${top.className}`,
    };
  });
  expect(state.inside, 'inside the window').toBe(true);
  expect(state.onTop, `not covered (found ${state.covering})`).toBe(true);
}

async function logInOnPhone(page: Page, sandbox: Sandbox) {
  await page.goto('/');
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
}

test('home and a lobby fit a phone; the header menu leads to the categories', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '热门场馆' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
  await page.screenshot({ path: '/tmp/w14-phone-home.png' });

  await page.getByRole('button', { name: '菜单' }).click();
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeVisible();
  await page.screenshot({ path: '/tmp/w14-phone-menu.png' });
  await nav.getByRole('link', { name: '电子' }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const firstGame = page.locator('.game-tile').first();
  await expect(firstGame).toBeVisible();
  const cardWidth = await firstGame.evaluate((el) => el.getBoundingClientRect().width);
  expect(cardWidth, 'two games a row').toBeLessThan(390 / 2);
  await expectReachable(page.getByRole('button', { name: '下一页' }));
  await page.screenshot({ path: '/tmp/w14-phone-lobby.png' });
});

test('the sportsbook is one column with the slip in a drawer; a 3-leg multiple is placed', async ({
  page,
  sandbox,
  request,
}) => {
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  await logInOnPhone(page, sandbox);
  await page.goto('/game/sport/crty');
  await expect(page.locator('.match-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: '今日' }).click();

  const handle = page.getByRole('button', { name: /投注单/ });
  await expect(handle).toHaveAttribute('aria-expanded', 'false');
  await expectReachable(handle);
  await expectReachable(page.getByRole('button', { name: '聊天室' }));
  await page.screenshot({ path: '/tmp/w14-phone-sports.png' });

  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await handle.click();
  await slip.getByRole('tab', { name: '串关' }).click();
  await handle.click();
  for (const n of [0, 1, 2]) {
    const cell = page.locator('.match-row').nth(n).locator('.odds-cell').first();
    await expectReachable(cell);
    await cell.click();
  }
  await expect(handle).toContainText('3');
  await handle.click();
  await expect(slip.locator('.slip-line')).toHaveCount(3);
  await slip.getByLabel('投注金额').fill('10');
  await slip.getByLabel('投注金额').press('Tab');
  const place = slip.getByRole('button', { name: '投注', exact: true });
  await expectReachable(place);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/w14-phone-slip.png' });
  await place.click();
  await expect(page.getByText('投注成功')).toBeVisible({ timeout: 15_000 });
  await expect(slip.locator('.slip-line')).toHaveCount(0);
});

test('the wallet, transfer and deposit pages stack on a phone with every action in reach', async ({
  page,
  sandbox,
}) => {
  await logInOnPhone(page, sandbox);
  await page.goto('/mine/wallet');
  await expect(page.getByRole('heading', { name: '我的钱包' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectReachable(page.getByRole('button', { name: '一键回收' }));
  await page.screenshot({ path: '/tmp/w14-phone-wallet.png', fullPage: true });

  await page.goto('/mine/transfermoney');
  await expect(page.getByRole('heading', { name: '额度转换' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByLabel('转入').selectOption('AGZR');
  await page.getByLabel('转账金额').fill('50');
  const transfer = page.getByRole('button', { name: '立即转账' });
  await expectReachable(transfer);
  await transfer.click();
  await expect(page.getByText('转账成功')).toBeVisible();
  await page.screenshot({ path: '/tmp/w14-phone-transfer.png' });

  await page.goto('/mine/savemoney');
  await expect(page.getByRole('heading', { name: '存款', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByLabel('存款金额').fill('100');
  await expectReachable(page.getByRole('button', { name: '立即存款' }));
  await page.screenshot({ path: '/tmp/w14-phone-deposit.png' });
});

test('dialogs take the full width of a phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(360);
  await expectNoSidewaysScroll(page);
  await expectReachable(dialog.getByRole('button', { name: '登录', exact: true }));
});
