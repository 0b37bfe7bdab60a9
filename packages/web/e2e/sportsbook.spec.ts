import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectLoggedInAs, gotoHome, logIn, type Sandbox, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Odds stand still unless a story moves them (POST /__sandbox/sports/move). */
async function freezeOdds(request: APIRequestContext) {
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
}

async function openSportsbook(page: Page, sandbox: Sandbox, request: APIRequestContext) {
  await freezeOdds(request);
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/game/sport/crty');
  await expect(page.locator('.match-row').first()).toBeVisible();
}

const slipPanel = (page: Page) => page.getByRole('complementary', { name: '投注单', exact: true });
const rows = (page: Page) => page.locator('.match-row');
/** The n-th match row's first odds cell (home handicap). */
const firstCell = (page: Page, n: number) => rows(page).nth(n).locator('.odds-cell').first();

test.describe('sportsbook /game/sport/crty', () => {
  test('demo01 builds a multiple, it is confirmed after a delay and the balance drops by the stake', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    // In-play matches show their clock (one at half-time shows 中场 and no clock, so not necessarily the first).
    await expect(page.getByTestId('live-clock').filter({ hasText: /\d/ }).first()).toBeVisible();
    await page.getByRole('tab', { name: '今日' }).click();
    const slip = slipPanel(page);
    await firstCell(page, 0).click();
    await expect(slip.locator('.slip-line')).toHaveCount(1);
    await slip.getByLabel('投注金额').fill('100');
    await expect(slip.locator('.slip-win')).toContainText('¥');
    await slip.getByRole('tab', { name: '串关' }).click();
    await firstCell(page, 1).click();
    await expect(slip.locator('.slip-line')).toHaveCount(2);
    await expect(slip.getByTestId('parlay-odds')).not.toBeEmpty();
    await slip.getByLabel('投注金额').fill('100');
    await slip.getByLabel('投注金额').press('Tab');
    const balance = page.getByTestId('sports-balance');
    await expect(balance).toContainText('¥8,888');
    await page.screenshot({ path: '../../test-results/sportsbook-classic.png' });

    await request.post('/__sandbox/sports/next-order', { data: { outcome: 'delay-accept', delayMs: 3000 } });
    await slip.getByRole('button', { name: '投注', exact: true }).click();
    await expect(slip.getByText('注单确认中，请稍候…')).toBeVisible();
    await expect(slip.getByRole('button', { name: '投注', exact: true })).toBeDisabled();
    await expect(page.getByText('投注成功')).toBeVisible({ timeout: 15_000 });
    await expect(slip.locator('.slip-line')).toHaveCount(0);
    await expect(balance).toContainText('¥8,788');
  });

  test('a quick member: picks, a typed stake and a format switch land in order, nothing lost (#27)', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    const slip = slipPanel(page);
    await slip.getByRole('tab', { name: '串关' }).click();
    // Three picks without a pause: each price shows pressed, then the slip draws its line after the paint.
    for (const n of [0, 1, 2]) await firstCell(page, n).click();
    for (const n of [0, 1, 2]) await expect(firstCell(page, n)).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.locator('.slip-line')).toHaveCount(3);
    await expect(slip.locator('.slip-count')).toHaveText('3');
    // Typed digit by digit: the input keeps exactly what was typed; the win follows.
    const stake = slip.getByLabel('投注金额').first();
    await stake.click();
    await page.keyboard.type('125');
    await expect(stake).toHaveValue('125');
    const win = slip.locator('.slip-win-amount');
    await expect(win).not.toHaveText('¥0.00');
    const winAt125 = await win.textContent();
    await page.keyboard.press('Backspace');
    await expect(stake).toHaveValue('12');
    await expect(win).not.toHaveText(winAt125 ?? '');
    // A format switch shows in the select at once and in every cell right after.
    const cell = firstCell(page, 3);
    const hongKong = await cell.locator('.odds-cell-price').textContent();
    await page.getByRole('combobox', { name: '盘口' }).selectOption('E');
    await expect(cell.locator('.odds-cell-price')).not.toHaveText(hongKong ?? '');
    await page.getByRole('combobox', { name: '盘口' }).selectOption('H');
    await expect(cell.locator('.odds-cell-price')).toHaveText(hongKong ?? '');
    // Unpicking takes the line off at once.
    await firstCell(page, 1).click();
    await expect(slip.locator('.slip-line')).toHaveCount(2);
    await expect(firstCell(page, 1)).toHaveAttribute('aria-pressed', 'false');
  });

  test('the 11th selection is refused with 投注项数量已达上限', async ({ page, sandbox, request }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const slip = slipPanel(page);
    await slip.getByRole('tab', { name: '串关' }).click();
    for (let n = 0; n < 10; n += 1) await firstCell(page, n).click();
    await expect(slip.locator('.slip-line')).toHaveCount(10);
    await firstCell(page, 10).click();
    await expect(slip.getByRole('alert')).toHaveText('投注项数量已达上限');
    await expect(slip.locator('.slip-line')).toHaveCount(10);
  });

  test('series mode marks two picks of the same match invalid and shows Hong Kong odds', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('combobox', { name: '盘口' }).selectOption('E');
    const slip = slipPanel(page);
    await slip.getByRole('tab', { name: '复式' }).click();
    await expect(page.getByRole('combobox', { name: '盘口' })).toHaveValue('H');
    await firstCell(page, 0).click();
    await rows(page).nth(0).locator('.odds-cell').nth(2).click();
    await expect(slip.locator('.slip-line-invalid')).toHaveCount(2);
    await expect(slip.getByText('同场比赛不能串关').first()).toBeVisible();
  });

  test('moved odds must be accepted before placing; the slip survives a reload', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const cell = firstCell(page, 0);
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    await cell.click();
    const slip = slipPanel(page);
    await slip.getByLabel('投注金额').fill('50');
    await page.reload();
    await expect(slip.locator('.slip-line')).toHaveCount(1);
    await expect(slip.getByLabel('投注金额')).toHaveValue('50');

    await request.post('/__sandbox/sports/move', { data: { gameId, cents: 5 } });
    await expect(slip.getByText('赔率已变化')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.odds-up').first()).toBeVisible();
    await expect(slip.getByRole('button', { name: '投注', exact: true })).toBeDisabled();
    await slip.getByRole('button', { name: '接受赔率变化' }).click();
    await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
    await slip.getByRole('button', { name: '投注', exact: true }).click();
    await expect(page.getByText('投注成功')).toBeVisible();
  });

  test('the edition switch wears the dark theme and is remembered', async ({ page, sandbox, request }) => {
    await openSportsbook(page, sandbox, request);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: '切换到专业版' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await firstCell(page, 0).click();
    await page.screenshot({ path: '../../test-results/sportsbook-professional.png' });
    await page.reload();
    await expect(page.getByRole('button', { name: '切换到经典版' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a visitor opening the page is sent home with the login notice', async ({ page }) => {
    await page.goto('/game/sport/crty');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('请先登录账号，才能了解更多')).toBeVisible();
  });

  test('prices arrive over the push stream; when it drops the page polls and still moves', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await expect(page.getByTestId('sports-feed')).toHaveAttribute('data-feed', 'stream');
    await page.getByRole('tab', { name: '今日' }).click();
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    await request.post('/__sandbox/sports/move', { data: { gameId, cents: 4 } });
    await expect(rows(page).nth(0).locator('.odds-up').first()).toBeVisible({ timeout: 5_000 });

    // The page retries the refused stream after 2 s (by design); Chromium logs that 403 as an error.
    test.info().annotations.push({
      type: 'allow-console-errors',
      description: 'Error during WebSocket handshake: Unexpected response code: 403',
    });
    await request.post('/__sandbox/sports/stream', { data: { refuse: true, drop: true } });
    await expect(page.getByTestId('sports-feed')).toHaveAttribute('data-feed', 'poll');
    await request.post('/__sandbox/sports/move', { data: { gameId, cents: -8 } });
    await expect(rows(page).nth(0).locator('.odds-down').first()).toBeVisible({ timeout: 10_000 });
  });

  test('a live move shows the new price in the chosen format, flashes, names it, and a picked price stays marked (#27)', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const cell = firstCell(page, 0);
    const price = cell.locator('.odds-cell-price');
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    const hk = Number(await price.textContent());
    expect(hk).toBeGreaterThan(0);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: '盘口' }).selectOption('E');
    await expect(price).toHaveText((hk + 1).toFixed(2));

    // The stream moves the picked price up 0.05: shown in European odds, green with its arrow, in the name too.
    const arrow = cell.locator('.odds-arrow');
    const rightEdge = async () => {
      const box = await price.boundingBox();
      return box === null ? null : box.x + box.width;
    };
    const edgeBefore = await rightEdge();
    await request.post('/__sandbox/sports/move', { data: { gameId, cents: 5 } });
    const up = (hk + 1.05).toFixed(2);
    await expect(price).toHaveText(up);
    await expect(price).toHaveClass(/\bodds-up\b/);
    await expect(arrow).toHaveText('▲');
    // The arrow sits in the cell's corner: the price does not move aside for it.
    expect(await rightEdge()).toBe(edgeBefore);
    await expect(cell).toHaveClass(/\bodds-flash\b/);
    await expect(cell).toHaveAccessibleName(new RegExp(`赔率 ${up.replace('.', '\\.')}$`));
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    // The flash lasts a second; the price keeps its colour and arrow.
    await expect(cell).not.toHaveClass(/\bodds-flash\b/, { timeout: 3_000 });
    await expect(price).toHaveClass(/\bodds-up\b/);
    await expect(price).toHaveText(up);
    await expect(arrow).toHaveText('▲');
    // A second move flashes it again, red.
    await request.post('/__sandbox/sports/move', { data: { gameId, cents: -8 } });
    const down = (hk + 0.97).toFixed(2);
    await expect(price).toHaveText(down);
    await expect(price).toHaveClass(/\bodds-down\b/);
    await expect(arrow).toHaveText('▼');
    await expect(cell).toHaveClass(/\bodds-flash\b/);
    await expect(cell).toHaveAccessibleName(new RegExp(`赔率 ${down.replace('.', '\\.')}$`));
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await expect(slipPanel(page).getByText('赔率已变化')).toBeVisible();

    // Back to Hong Kong odds: the moved price converts back.
    await page.getByRole('combobox', { name: '盘口' }).selectOption('H');
    await expect(price).toHaveText((hk - 0.03).toFixed(2));
    await expect(arrow).toHaveText('▼');
  });

  test('a price that moved out of view shows its move when scrolled to, without a flash; a move in view flashes (#27)', async ({
    page,
    sandbox,
    request,
  }) => {
    // 200 in-play matches: most rows are not rendered (the board draws the rows in view and a few more).
    expect((await request.post('/__sandbox/sports/bench', { data: { matches: 200 } })).ok()).toBe(true);
    await openSportsbook(page, sandbox, request);
    const drawn = new Set(
      await rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-game'))),
    );
    const far = Array.from({ length: 200 }, (_, i) => String(5_000_199 - i)).find((id) => !drawn.has(id));
    expect(far).toBeDefined();
    const near = await rows(page).nth(0).getAttribute('data-game');
    const nearPrice = firstCell(page, 0).locator('.odds-cell-price');
    const nearBefore = await nearPrice.textContent();
    // The far match moves first: once the first row shows its own move, the stream has delivered both.
    await request.post('/__sandbox/sports/move', { data: { gameId: far, cents: 5 } });
    await request.post('/__sandbox/sports/move', { data: { gameId: near, cents: 5 } });
    await expect(nearPrice).not.toHaveText(nearBefore ?? '');

    // Every flash the far match's cells get from here on.
    await page.evaluate((gameId) => {
      const flashed: string[] = [];
      (window as unknown as { __flashed: string[] }).__flashed = flashed;
      new MutationObserver((records) => {
        for (const record of records) {
          const cell = record.target as Element;
          if (cell.getAttribute('data-game') === gameId && cell.classList.contains('odds-flash'))
            flashed.push(cell.getAttribute('data-key') ?? '');
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    }, far);
    const flashes = () =>
      page.evaluate(() => (window as unknown as { __flashed: string[] }).__flashed.length);

    // Scrolled to, the far row shows the move it missed (coloured, with its arrow) but does not flash:
    // the move happened before the member could see it.
    const farRow = page.locator(`.match-row[data-game="${far}"]`);
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy(0, 600));
          return farRow.count();
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await farRow.scrollIntoViewIfNeeded();
    await expect(farRow.locator('.odds-arrow', { hasText: /[▲▼]/ }).first()).toBeVisible();
    await expect(
      farRow.locator('.odds-cell-price.odds-up, .odds-cell-price.odds-down').first(),
    ).toBeVisible();
    expect(await farRow.locator('.odds-cell.odds-flash').count()).toBe(0);
    expect(await flashes()).toBe(0);

    // Moved again while in view, its cells flash.
    await request.post('/__sandbox/sports/move', { data: { gameId: far, cents: 5 } });
    await expect(farRow.locator('.odds-cell.odds-flash').first()).toBeVisible();
    expect(await flashes()).toBeGreaterThan(0);
  });

  test('a match the venue suspends closes its prices at once, and they reopen with their price (#27)', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const cell = firstCell(page, 0);
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    const shown = (await cell.locator('.odds-cell-price').textContent()) ?? '';
    expect(Number(shown)).toBeGreaterThan(0);

    await request.post('/__sandbox/sports/suspend', { data: { gameId } });
    await expect(cell).toBeDisabled({ timeout: 5_000 });
    await expect(cell).toContainText('封盘');
    await expect(cell).toHaveAccessibleName(/赔率 封盘$/);

    await request.post('/__sandbox/sports/suspend', { data: { gameId, on: false } });
    await expect(cell).toBeEnabled({ timeout: 5_000 });
    await expect(cell.locator('.odds-cell-price')).toHaveText(shown);
    await expect(cell).toHaveAccessibleName(new RegExp(`赔率 ${shown.replace('.', '\\.')}$`));
  });

  test('on a tablet the board does not shift as it loads, nor when a match is suspended (#27)', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    // At 800 px a match is 159 px tall against the list's 185 px estimate for narrow windows.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    // The layout shifts without recent input so far, summed (a sub-pixel move of a text node is 0.0001).
    const shifts = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let seen = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) seen += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 300);
          }),
      );
    await page.waitForTimeout(500);
    expect(await shifts()).toBeLessThan(0.001);

    const row = rows(page).nth(0);
    await request.post('/__sandbox/sports/suspend', {
      data: { gameId: await row.getAttribute('data-game') },
    });
    await expect(row.locator('.odds-cell').first()).toBeDisabled({ timeout: 5_000 });
    await page.waitForTimeout(300);
    expect(await shifts()).toBeLessThan(0.001);
  });

  test('switching odds type converts the Hong Kong prices', async ({ page, sandbox, request }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const price = firstCell(page, 0).locator('.odds-cell-price');
    const hk = Number(await price.textContent());
    expect(hk).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: '盘口' }).selectOption('E');
    await expect(price).toHaveText((hk + 1).toFixed(2));
    await page.getByRole('combobox', { name: '盘口' }).selectOption('H');
    await expect(price).toHaveText(hk.toFixed(2));
  });

  test('leaving the sportsbook keeps the theme of the edition, both ways', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('button', { name: '切换到专业版' }).click();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '真人' }).click();
    await expect(page).toHaveURL(/\/game\/realbet$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/game/sport/crty');
    await page.getByRole('button', { name: '切换到经典版' }).click();
    await nav.getByRole('link', { name: '真人' }).click();
    await expect(page).toHaveURL(/\/game\/realbet$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a settled bet shows in 注单 and on /mine/betRecord with its result label', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    await page.getByRole('tab', { name: '今日' }).click();
    const gameId = await rows(page).nth(0).getAttribute('data-game');
    await firstCell(page, 0).click();
    const slip = slipPanel(page);
    await slip.getByLabel('投注金额').fill('100');
    await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
    await slip.getByRole('button', { name: '投注', exact: true }).click();
    await expect(page.getByText('投注成功')).toBeVisible();

    await page.getByRole('tab', { name: '注单', exact: true }).click();
    const records = page.getByRole('complementary', { name: '注单', exact: true });
    await expect(records.locator('.bet-record')).toHaveCount(1);
    await expect(records.locator('.bet-result')).toHaveText('未结算');

    expect((await request.post('/__sandbox/sports/settle', { data: { gameId, result: 'W' } })).ok()).toBe(
      true,
    );
    await records.getByRole('button', { name: '已结算' }).click();
    await expect(records.locator('.bet-result-win')).toHaveText('赢');
    await expect(records.locator('.bet-record-winloss')).toContainText('+¥');
    await page.screenshot({ path: '../../test-results/sportsbook-records.png' });

    await page.goto('/mine/betRecord');
    await expect(page.getByRole('heading', { name: '投注记录' })).toBeVisible();
    await expect(page.locator('.bet-record')).toHaveCount(1);
    await expect(page.locator('.bet-result-win')).toHaveText('赢');
    await expect(page.getByTestId('records-summary')).toContainText('共 1 笔');
    await page.getByRole('button', { name: '未结算' }).click();
    await expect(page.getByText('暂无注单')).toBeVisible();
    await page.screenshot({ path: '../../test-results/bet-records-page.png' });
  });

  test('ErrUIDVerification opens 数据异常，请重新进入游戏 and its button loads the venue again', async ({
    page,
    sandbox,
    request,
  }) => {
    await freezeOdds(request);
    await gotoHome(page);
    await logIn(page, sandbox, 'demo01', 'demo1234');
    await expectLoggedInAs(page, 'demo01');
    await request.post('/__sandbox/sports/uid-error', { data: { count: 1 } });
    await page.goto('/game/sport/crty');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('数据异常，请重新进入游戏');
    await page.screenshot({ path: '../../test-results/sportsbook-uid-error.png' });
    await dialog.getByRole('button', { name: '重新进入' }).click();
    await expect(page.locator('.match-row').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('demo01 opens the chat of an in-play match, reads its room and writes once under their name', async ({
    page,
    sandbox,
    request,
  }) => {
    await openSportsbook(page, sandbox, request);
    const row = rows(page).first();
    const [home, away] = await row.locator('.match-teams span').allTextContents();
    const title = `${home} vs ${away}`;
    // 9 prices a football row: 让球 ×2, 大小 ×2, 独赢 ×3, 单双 ×2.
    await expect(row.locator('.odds-cell')).toHaveCount(9);
    await expect(row.locator('.match-odds-oddeven')).toContainText('单');
    await row.getByRole('button', { name: `进入 ${title} 聊天室` }).click();
    await expect(page.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');

    const room = page.getByRole('region', { name: title });
    await expect(room.getByRole('heading', { name: title })).toBeVisible();
    await expect(room.getByTestId('match-chat-score')).toContainText(' - ');
    await expect(
      room.getByText(`欢迎来到 ${title} 聊天室`).or(room.getByText(`${title} 直播聊天室`)),
    ).toBeVisible();
    // The room's history: bot regulars talking about this match.
    await expect(room.locator('.chat-msg').first()).toBeVisible();
    await expect(room.locator('.chat-msg:not([data-own])').first().locator('.chat-msg-name')).not.toBeEmpty();
    await expect(room.getByRole('status').filter({ hasText: '已连接' })).toBeVisible();

    const input = room.getByRole('textbox', { name: '聊天内容' });
    await input.fill('这场谁能赢？');
    await input.press('Enter');
    const own = room.locator('[data-own="true"]').filter({ hasText: '这场谁能赢？' });
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('demo01');
    await expect(own).not.toContainText('发送中');
    await page.screenshot({ path: '../../test-results/sportsbook-match-chat-classic.png' });
    await page.getByRole('button', { name: '切换到专业版' }).click();
    await page.screenshot({ path: '../../test-results/sportsbook-match-chat-professional.png' });
    await page.getByRole('button', { name: '切换到经典版' }).click();
    await page.waitForTimeout(1_000);
    await expect(room.locator('.chat-bubble', { hasText: '这场谁能赢？' })).toHaveCount(1);

    // Leaving the match leaves its room; the tab then offers the in-play matches.
    await room.getByRole('button', { name: '离开比赛聊天室' }).click();
    await expect(room).toHaveCount(0);
    const pick = page.getByRole('complementary', { name: '比赛聊天室' });
    await expect(pick.getByRole('button', { name: new RegExp(home ?? '') }).first()).toBeVisible();
    await page.screenshot({ path: '../../test-results/sportsbook-match-chat-pick.png' });
  });
});
