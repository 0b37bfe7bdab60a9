import type { Locator, Page } from '@playwright/test';
import { expect, expectLoggedInAs, test } from './fixtures.ts';

// Issue #15: a member who only uses the keyboard logs in, places a bet from the slip and moves money
// to a venue. Focus moves with Tab only; keys activate.
test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus (a keyboard user's path there), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 250, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target}`);
}

async function keyboardLogin(page: Page, captcha: () => Promise<string>) {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: '登录' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByLabel('用户名', { exact: true }));
  await page.keyboard.type('demo01');
  await tabTo(page, dialog.getByLabel('密码', { exact: true }));
  await page.keyboard.type('demo1234');
  await expect(dialog.getByRole('button', { name: '图形验证码，点击刷新' }).locator('img')).toBeVisible();
  await tabTo(page, dialog.getByLabel('验证码', { exact: true }));
  await page.keyboard.type(await captcha());
  await page.keyboard.press('Enter');
  await expectLoggedInAs(page, 'demo01');
}

test('keyboard only: log in, bet from the slip, transfer to a venue', async ({ page, sandbox, request }) => {
  await keyboardLogin(page, () => sandbox.captchaAnswer());

  // Bet slip. Prices hold still, so the slip never asks to accept a moved price mid-story.
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  await page.goto('/game/sport/crty');
  await tabTo(page, page.getByRole('tab', { name: '今日' }));
  await page.keyboard.press('Enter');
  const firstOdds = page.locator('.match-row').first().locator('.odds-cell').first();
  await expect(firstOdds).toBeVisible();
  await tabTo(page, firstOdds);
  await page.keyboard.press('Enter');
  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await expect(slip.locator('.slip-line')).toHaveCount(1);
  // The slip follows the long match list: Shift+Tab reaches it the short way round.
  await tabTo(page, slip.getByLabel('投注金额'), 400, 'Shift+Tab');
  await page.keyboard.type('50');
  await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
  await tabTo(page, slip.getByRole('button', { name: '投注', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('投注成功')).toBeVisible({ timeout: 15_000 });

  // Transfer to a venue.
  await page.goto('/mine/transfermoney');
  const to = page.getByLabel('转入');
  await tabTo(page, to);
  for (let i = 0; i < 20 && (await to.inputValue()) !== 'AGZR'; i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(to).toHaveValue('AGZR');
  await tabTo(page, page.getByLabel('转账金额'));
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByText('转账成功')).toBeVisible();
  await expect(page.getByLabel('转账金额')).toHaveValue('');
});

/** Presses Tab and returns how many presses it took until `target` had focus. */
async function tabsTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

// Issue #28 item 8: skip links, one main landmark, and the stake takes focus after a keyboard pick.
test('keyboard: skip links lead past the header, and a pick from the keyboard goes straight to the stake', async ({
  page,
  sandbox,
  request,
}) => {
  await keyboardLogin(page, () => sandbox.captchaAnswer());
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  await page.goto('/game/sport/crty');
  await expect(page.locator('.match-row').first()).toBeVisible();

  // Landmarks: one banner, one main, the slip as a named complementary region.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await expect(slip).toBeVisible();

  // The first two stops of the page are its skip links, shown when focused.
  await page.keyboard.press('Tab');
  const toMain = page.getByRole('link', { name: '跳到主要内容' });
  await expect(toMain).toBeFocused();
  await expect(toMain).toBeInViewport();
  await page.keyboard.press('Tab');
  const toSlip = page.getByRole('link', { name: '跳到投注单' });
  await expect(toSlip).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // From the main content, the market tabs are past the sport list only (not the header and menus).
  expect(await tabsTo(page, page.getByRole('tab', { name: '今日' }))).toBeLessThanOrEqual(30);
  await page.keyboard.press('Enter');

  const firstOdds = page.locator('.match-row').first().locator('.odds-cell').first();
  await tabTo(page, firstOdds);
  await page.keyboard.press('Enter');
  await expect(slip.locator('.slip-line')).toHaveCount(1);
  // The new pick's stake has focus: the amount is typed next, 投注 is a few presses on.
  await expect(slip.getByLabel('投注金额')).toBeFocused();
  await page.keyboard.type('30');
  await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
  expect(await tabsTo(page, slip.getByRole('button', { name: '投注', exact: true }))).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.getByText('投注成功')).toBeVisible({ timeout: 15_000 });

  // The skip link to the slip brings focus to the slip column, two presses into the page.
  await page.reload();
  await expect(page.locator('.match-row').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(toSlip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#bet-slip')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#bet-slip').getByRole('tab', { name: '投注单' })).toBeFocused();
});

test('keyboard: the member area and help centre also start with a skip link to their one main region', async ({
  page,
  sandbox,
}) => {
  await keyboardLogin(page, () => sandbox.captchaAnswer());
  for (const path of ['/mine/wallet', '/app/help/ck']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      document.querySelector('main')?.contains(document.activeElement),
    );
    expect(inMain, `${path}: the next Tab stays in the main content`).toBe(true);
  }
});
