import type { Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

async function logInDemo(page: Page, sandbox: Sandbox) {
  await signIn(page, sandbox, 'demo01', 'demo1234');
}

const enter = (page: Page, venue: string) => page.getByRole('button', { name: `进入游戏 ${venue}` });

test.describe('game lobbies and launch (SPEC §4)', () => {
  test('visitors browse venues but launching asks them to log in', async ({ page }) => {
    await page.goto('/game/realbet');
    await expect(page.getByRole('heading', { name: '金殿真人' })).toBeVisible();
    await expect(page.getByText('维护中').first()).toBeVisible();
    await enter(page, '金殿真人').click();
    await expect(page.getByRole('dialog')).toContainText('请先登录');
  });

  test('demo01 launches one game of each kind and lands where §4 says', async ({
    page,
    context,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);

    // http for XMTY: a new window.
    await page.goto('/game/sport');
    const popupPromise = context.waitForEvent('page');
    await enter(page, '星芒体育').click();
    // The window opens during the click (so popup blockers allow it), then loads the answer's URL.
    const popup = await popupPromise;
    await popup.waitForURL(/\/sandbox-game\/XMTY\/lobby/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(popup.getByRole('heading', { name: '星芒体育大厅' })).toBeVisible();
    await popup.close();

    // CRTY: the local sport page.
    await enter(page, '锦鲤体育').click();
    await expect(page).toHaveURL(/\/game\/sport\/crty$/);

    // http elsewhere: the embedded /game/{info} route with the game in a sandboxed frame.
    await page.goto('/game/realbet');
    await enter(page, '金殿真人').click();
    await expect(page).toHaveURL(/\/game\/[A-Za-z0-9_-]+$/);
    const frame = page.locator('iframe.game-frame');
    // The sandbox's games share its origin: scripts without allow-same-origin (issue #15).
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(
      page.frameLocator('iframe.game-frame').getByRole('heading', { name: '金殿真人大厅' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '← 返回' }).click();
    await expect(page).toHaveURL(/\/game\/realbet$/);

    // A slash path: the same origin.
    await page.goto('/game/chess');
    await enter(page, '开心棋牌').click();
    await expect(page).toHaveURL(/\/sandbox-game\/KXQP\/lobby$/);

    // Any other value: stored, the slot page renders it in an opaque-origin frame.
    await page.goto('/game/egame');
    await page.getByRole('tab', { name: '金豆电子' }).click();
    await expect(page.getByRole('tab', { name: '金豆电子' })).toHaveAttribute('aria-selected', 'true');
    // Wait for this venue's games, not the previous tab's, before reading a name.
    await expect(page.locator('ul.game-grid[aria-busy="false"]')).toBeVisible();
    const firstGame = page.locator('.game-launch').first();
    const gameName = (await firstGame.locator('.game-name').textContent()) ?? '';
    await firstGame.click();
    await expect(page).toHaveURL(/\/dz\/game$/);
    await expect(page.locator('iframe.game-frame')).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(
      page.frameLocator('iframe.game-frame').getByRole('heading', { name: gameName }),
    ).toBeVisible();
  });

  test('the activity venue opens the transfer dialog; All + transfer starts the game and moves the balance', async ({
    page,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);
    await expect(page.locator('.header-balance-amount')).toContainText('8,888');
    await page.goto('/game/egame');
    await page.getByRole('tab', { name: /黄金电子/ }).click();
    await page.locator('.game-launch').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('黄金电子限时活动进行中');
    await dialog.getByRole('button', { name: '立即转账' }).click();
    await expect(dialog).toContainText('请输入转账金额');
    await expect(dialog.getByTestId('vt-center')).toContainText('8,888.00');
    await expect(dialog).not.toContainText('HJDZ');
    await dialog.getByRole('button', { name: '全部' }).click();
    await expect(dialog.getByLabel('转账金额')).toHaveValue('8888.00');
    await dialog.getByRole('button', { name: '立即转账' }).click();
    await expect(page.getByText('转账成功')).toBeVisible();
    await expect(page).toHaveURL(/\/dz\/game$/);
    await expect(page.locator('iframe.game-frame')).toBeVisible();
    await page.getByRole('button', { name: '← 返回' }).click();
    // The total counts the venues (issue #28): the money moved, none was lost; the centre wallet is empty.
    await expect(page.locator('.header-balance-amount')).toContainText('8,888.00');
    await page.getByRole('banner').getByTestId('header-total').click();
    await expect(page.getByRole('banner').getByRole('definition')).toHaveText([
      '¥0.00',
      '¥8,888.00',
      '¥0.00',
    ]);
  });

  test('a javascript: launch answer is refused with a message and opens nothing', async ({
    page,
    sandbox,
    request,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/game/realbet');
    const res = await request.post('/__sandbox/next-launch', {
      data: { url: 'javascript:alert(document.domain)' },
    });
    expect(res.ok()).toBe(true);
    let dialogs = 0;
    page.on('dialog', () => {
      dialogs += 1;
    });
    await enter(page, '金殿真人').click();
    await expect(page.getByRole('dialog')).toContainText('游戏地址不安全，已阻止打开');
    await expect(page).toHaveURL(/\/game\/realbet$/);
    expect(dialogs).toBe(0);
  });

  test('search and favourites work in the slot lobby; a favourite survives a reload', async ({
    page,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/game/egame');
    await expect(page.getByText('累积奖池').first()).toBeVisible();
    await expect(page.getByText(/共 120 款/)).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('锦鲤');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.locator('.game-name').first()).toContainText('锦鲤');
    const names = await page.locator('.game-name').allTextContents();
    expect(names.every((name) => name.includes('锦鲤'))).toBe(true);
    const name = names[0] ?? '';
    await page
      .getByRole('button', { name: `收藏 ${name}` })
      .first()
      .click();
    await expect(page.getByRole('button', { name: `取消收藏 ${name}` }).first()).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: '我的收藏' }).click();
    await expect(page.locator('.game-name')).toHaveText([name]);
  });
});
