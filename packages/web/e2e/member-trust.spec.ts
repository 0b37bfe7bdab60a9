import type { Page } from '@playwright/test';
import {
  answerCaptcha,
  expect,
  expectLoggedInAs,
  gotoHome,
  logIn,
  type Sandbox,
  signIn,
  test,
} from './fixtures.ts';

// Issue #28 ("What a member trusts"): what a member sees must survive a reload and mean what it says.

/** Logs demo01 in from the desktop header, then comes back to the test's own width. */
async function logInDemo(page: Page, sandbox: Sandbox) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, sandbox, 'demo01', 'demo1234');
  if (size !== null) await page.setViewportSize(size);
}

/** A Beijing day `days` from today, as the records' date fields show it. */
function beijingDay(days = 0): { year: string; month: string; day: string } {
  const date = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000);
  return {
    year: String(date.getUTCFullYear()),
    month: String(date.getUTCMonth() + 1),
    day: String(date.getUTCDate()),
  };
}

async function chooseDay(page: Page, label: '开始日期' | '结束日期', day: ReturnType<typeof beijingDay>) {
  await page.getByLabel(`${label} 年`).selectOption(day.year);
  await page.getByLabel(`${label} 月`).selectOption(day.month);
  await page.getByLabel(`${label} 日`).selectOption(day.day);
}

/** 虚拟币 -> USDT收款码 -> 300 -> 立即存款: the waiting page; returns the order number. */
async function depositUsdt(page: Page): Promise<string> {
  await page.goto('/mine/savemoney');
  await page.getByRole('button', { name: '虚拟币' }).click();
  await page.getByRole('button', { name: 'USDT收款码' }).click();
  await page.getByLabel('存款金额').fill('300');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page).toHaveURL(/\/mine\/savemoney\/xnbsk$/);
  const text = (await page.getByText(/^订单号 /).textContent()) ?? '';
  return text.replace('订单号 ', '').trim();
}

/** The waiting page of `orderNo`: its status, the receiving address and a running countdown. */
async function expectWaitingOrder(page: Page, orderNo: string) {
  // A fresh page: the app starts, then asks the server for the order.
  await expect(page).toHaveURL(/\/mine\/savemoney\/xnbsk$/, { timeout: FRAME_TIMEOUT });
  await expect(page.getByText(`订单号 ${orderNo}`)).toBeVisible();
  await expect(page.getByTestId('deposit-status')).toHaveText('等待支付');
  await expect(page.getByText('0x7a1inSandb0xRece1pt00000000000000c0FFee')).toBeVisible();
  await expect(page.locator('.wallet-countdown')).toHaveText(/^1[0-4]:\d\d$/);
}

const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '360', viewport: { width: 360, height: 740 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    for (const game of [
      { lobby: '/game/egame', venue: '金豆电子', art: 8 },
      { lobby: '/game/fishing', venue: '飞鲲捕鱼', art: 6 },
    ]) {
      test(`a ${game.venue} game looks like a game: its own styles, drawn art, no emoji`, async ({
        page,
        sandbox,
      }) => {
        await logInDemo(page, sandbox);
        await page.goto(game.lobby);
        await page.getByRole('tab', { name: game.venue }).click();
        await expect(page.getByRole('tab', { name: game.venue })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('ul.game-grid[aria-busy="false"]')).toBeVisible();
        const first = page.locator('.game-launch').first();
        const gameName = (await first.locator('.game-name').textContent()) ?? '';
        await first.click();
        await expect(page).toHaveURL(/\/dz\/game$/);

        const frame = page.frameLocator('iframe.game-frame');
        const title = frame.getByRole('heading', { name: gameName });
        await expect(title).toBeVisible({ timeout: FRAME_TIMEOUT });
        // The game's stylesheet reached the frame: gold title on a coloured scene, not black on black.
        await expect(title).toHaveCSS('color', 'rgb(255, 224, 138)');
        await expect(frame.locator('body')).not.toHaveCSS('background-image', 'none');
        // Its pictures are drawn SVG; no emoji is left to fall back to boxes.
        expect(await frame.locator('svg').count()).toBeGreaterThanOrEqual(game.art);
        const text = (await frame.locator('body').textContent()) ?? '';
        expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
        await expect(frame.getByText('锦鲤沙盒演示 · 不涉及真实资金')).toBeVisible();
        // The game fits the frame at this width.
        const sizes = await frame
          .locator('html')
          .evaluate((el) => ({ view: el.clientWidth, doc: el.scrollWidth }));
        expect(sizes.doc).toBeLessThanOrEqual(sizes.view);
      });
    }

    test('a pending USDT deposit keeps its address and countdown through a reload and in a new tab', async ({
      page,
      context,
      sandbox,
      request,
    }) => {
      test.slow();
      await request.post('/__sandbox/wallet', { data: { autoPaySeconds: null } });
      await logInDemo(page, sandbox);
      const orderNo = await depositUsdt(page);

      await page.reload();
      await expectWaitingOrder(page, orderNo);

      // A new tab on the deposit form lands on the same order.
      const tab = await context.newPage();
      await tab.setViewportSize(viewport);
      await tab.goto('/mine/savemoney');
      await expectWaitingOrder(tab, orderNo);
      await tab.close();
    });

    test("交易记录's 处理中 deposit reopens its order; a cancelled order is not brought back", async ({
      page,
      sandbox,
      request,
    }) => {
      test.slow();
      await request.post('/__sandbox/wallet', { data: { autoPaySeconds: null } });
      await logInDemo(page, sandbox);
      const orderNo = await depositUsdt(page);

      await page.goto('/mine/transRecord');
      const row = page.locator('.wallet-table tbody tr').filter({ hasText: orderNo });
      await expect(row).toContainText('处理中');
      await row.getByRole('button', { name: '查看订单' }).click();
      await expectWaitingOrder(page, orderNo);

      await page.getByRole('button', { name: '取消订单' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定取消' }).click();
      await expect(page.getByTestId('deposit-status')).toHaveText('订单已取消');
      await page.reload();
      await expect(page).toHaveURL(/\/mine\/savemoney$/);
      await expect(page.getByRole('button', { name: '立即存款' })).toBeVisible();
    });

    test('交易记录: no date set shows 请选择 and filters nothing; a chosen range filters; 清除 empties it', async ({
      page,
      sandbox,
    }) => {
      // A story of several pages and a relaunch: slower than one screen on a busy machine.
      test.slow();
      await logInDemo(page, sandbox);
      await page.goto('/mine/transfermoney');
      await page.getByLabel('转入').selectOption('AGZR');
      await page.getByLabel('转账金额').fill('100');
      await page.getByRole('button', { name: '立即转账' }).click();
      await expect(page.getByText('转账成功')).toBeVisible();

      await page.goto('/mine/transRecord');
      const rows = page.locator('.wallet-table tbody tr');
      await expect(rows).toHaveCount(1);
      for (const label of ['开始日期', '结束日期']) {
        for (const part of ['年', '月', '日']) {
          const select = page.getByLabel(`${label} ${part}`);
          await expect(select).toHaveValue('');
          await expect(select.locator('option:checked')).toHaveText('请选择');
        }
      }

      // A range that ends yesterday holds nothing of today's.
      await chooseDay(page, '结束日期', beijingDay(-1));
      await expect(page.getByText('暂无交易记录')).toBeVisible();
      // A start after the end is named, not asked for.
      await chooseDay(page, '开始日期', beijingDay(0));
      await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toBeVisible();
      // Today to today: the transfer is back.
      await chooseDay(page, '结束日期', beijingDay(0));
      await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toHaveCount(0);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('-¥100');

      await page.getByRole('button', { name: '清除开始日期' }).click();
      await page.getByRole('button', { name: '清除结束日期' }).click();
      await expect(page.getByLabel('开始日期 年')).toHaveValue('');
      await expect(page.getByLabel('结束日期 日')).toHaveValue('');
      await expect(rows).toHaveCount(1);
      // Each date with its 清除 fits inside the filter card.
      await chooseDay(page, '开始日期', beijingDay(0));
      const card = await page.locator('.wallet-filters').boundingBox();
      for (const field of await page.locator('.cn-date').all()) {
        const box = await field.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
          (card?.x ?? 0) + (card?.width ?? 0) + 1,
        );
      }
    });
  });
}

test('返回登录 from the new-device check shows a fresh captcha, and the next login passes first time', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'risky01', 'risky1234');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '新设备验证' })).toBeVisible();
  const spent = await sandbox.captchaAnswer();
  const picture = dialog.getByRole('button', { name: '图形验证码，点击刷新' }).locator('img');

  await dialog.getByRole('button', { name: '返回登录' }).click();
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  // A new picture was drawn for this view: the one the risky login used is gone.
  await expect.poll(() => sandbox.captchaAnswer()).not.toBe(spent);
  await expect(picture).toBeVisible();
  await expect(dialog.getByLabel('验证码', { exact: true })).toHaveValue('');

  await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedInAs(page, 'demo01');
});

/** demo01 launches 金殿真人 (embedded) and returns the /game/{info} address it landed on. */
async function launchLiveVenue(page: Page): Promise<string> {
  await page.goto('/game/realbet');
  await page.getByRole('button', { name: '进入游戏 金殿真人' }).click();
  await expect(page).toHaveURL(/\/game\/[A-Za-z0-9_-]+$/);
  await expect(liveLobby(page)).toBeVisible({ timeout: FRAME_TIMEOUT });
  return page.url();
}

/** A game frame loads another document (and its art): on a busy machine that takes a while. */
const FRAME_TIMEOUT = 25_000;

const liveLobby = (page: Page) =>
  page.frameLocator('iframe.game-frame').getByRole('heading', { name: '金殿真人大厅' });

test('a reload of an embedded game launches it again, and back still leads to the lobby', async ({
  page,
  sandbox,
}) => {
  // A story of several pages and a relaunch: slower than one screen on a busy machine.
  test.slow();
  await logInDemo(page, sandbox);
  const gameUrl = await launchLiveVenue(page);
  await page.reload();
  await expect(liveLobby(page)).toBeVisible({ timeout: FRAME_TIMEOUT });
  await expect(page.getByText('游戏链接已失效')).toHaveCount(0);
  await expect(page).toHaveURL(gameUrl);
  // The relaunch stood in for the page: back still leads to the lobby.
  await page.getByRole('button', { name: '← 返回' }).click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
});

test('a new tab or bookmark of a launched game plays it; a hand-made game link is still refused', async ({
  page,
  context,
  sandbox,
}) => {
  // A story of several pages and a relaunch: slower than one screen on a busy machine.
  test.slow();
  await logInDemo(page, sandbox);
  const gameUrl = await launchLiveVenue(page);
  const tab = await context.newPage();
  await tab.goto(gameUrl);
  await expect(liveLobby(tab)).toBeVisible({ timeout: FRAME_TIMEOUT });
  await tab.close();

  // An address on an allowed origin that this member never launched is not framed.
  const forged = Buffer.from(`${new URL(gameUrl).origin}/sandbox-game/LHZR/lobby`).toString('base64url');
  await page.goto(`/game/${forged}`);
  await expect(page.getByText('游戏链接已失效，请从游戏大厅重新进入')).toBeVisible();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
});
