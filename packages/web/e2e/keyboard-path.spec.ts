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
