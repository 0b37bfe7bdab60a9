import type { Page } from '@playwright/test';
import { expect, expectLoggedInAs, gotoHome, logIn, test } from './fixtures.ts';

// Live chat (issue #7) against the sandbox's WebSocket server: the lobby room from the 聊天室 button.

async function openChat(page: Page) {
  await page.getByRole('button', { name: '打开聊天室' }).click();
  const panel = page.getByRole('region', { name: '大厅聊天室' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: '已连接' })).toBeVisible();
  return panel;
}

const HISTORY_PATH = '/stream/api/v1/history';

const lineCount = async (page: Page) =>
  Number(await page.getByRole('log', { name: '聊天消息' }).getAttribute('data-line-count'));

async function logInAsDemo(page: Page, sandbox: Parameters<typeof logIn>[1]) {
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
}

test('a visitor reads the lobby history and live bot lines, and can open the login to write', async ({
  page,
}) => {
  await gotoHome(page);
  const panel = await openChat(page);
  const log = panel.getByRole('log', { name: '聊天消息' });
  await expect(log.locator('.chat-bubble').first()).toBeVisible();
  await expect.poll(() => lineCount(page)).toBeGreaterThanOrEqual(15);
  const before = await lineCount(page);
  // The sandbox bots write every 2.5 s.
  await expect.poll(() => lineCount(page), { timeout: 8_000 }).toBeGreaterThan(before);

  // 登录后发言 opens the login dialog itself.
  await panel.getByRole('button', { name: '登录后发言' }).click();
  await expect(page.getByRole('dialog').getByLabel('用户名')).toBeVisible();
});

test('after login the member writes, and the message appears once with their name', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  const panel = await openChat(page);
  // Logging in switches the open chat to the member without a reload.
  await logInAsDemo(page, sandbox);
  const input = panel.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled();
  await input.fill('大家好，我是新来的');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const own = panel.locator('[data-own="true"]').filter({ hasText: '大家好，我是新来的' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('demo01');
  await expect(own).not.toContainText('发送中');
  await page.waitForTimeout(1_000);
  await expect(panel.locator('.chat-bubble', { hasText: '大家好，我是新来的' })).toHaveCount(1);
});

test('a connection dropped while a message is sent comes back and the message appears once', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logInAsDemo(page, sandbox);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled();
  // The server stores the line and shows it to others, then drops every socket before the echo.
  const armed = await page.request.post('/__sandbox/chat/drop', { data: { when: 'nextSendStored' } });
  expect(armed.ok()).toBe(true);
  await input.fill('断线时发出的消息');
  await input.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: '重连中…' })).toBeVisible();
  const started = Date.now();
  await expect(panel.getByRole('status').filter({ hasText: '已连接' })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - started).toBeLessThan(7_000);
  const bubbles = panel.locator('.chat-bubble', { hasText: '断线时发出的消息' });
  await expect(bubbles).toHaveCount(1);
  await expect(panel.locator('[data-own="true"]').filter({ hasText: '断线时发出的消息' })).not.toContainText(
    '发送中',
  );
  await page.waitForTimeout(1_500);
  await expect(bubbles).toHaveCount(1);
});

test('a muted member sees why they cannot send', async ({ page, sandbox }) => {
  await gotoHome(page);
  await logInAsDemo(page, sandbox);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled();
  const muted = await page.request.post('/__sandbox/chat/mute', {
    data: { name: 'demo01', muted: true, reason: '发布广告' },
  });
  expect(await muted.json()).toEqual({ ok: true, told: 1 });
  await expect(panel.getByText('您已被禁言：发布广告', { exact: true })).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(panel.getByRole('button', { name: '发送' })).toBeDisabled();

  await page.request.post('/__sandbox/chat/mute', { data: { name: 'demo01', muted: false } });
  await expect(input).toBeEnabled();
});

test('markup in a message is shown as text and runs nothing', async ({ page, sandbox }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoHome(page);
  await logInAsDemo(page, sandbox);
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: '聊天内容' });
  const markup = '<img src=x onerror=alert(1)>';
  await input.fill(markup);
  await input.press('Enter');
  const bubble = panel.locator('[data-own="true"] .chat-bubble').filter({ hasText: markup });
  await expect(bubble).toHaveCount(1);
  await expect(bubble).toHaveText(markup);
  await expect(panel.locator('img')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

/** The row at the top of the log's view: its text and how far below the log's top edge it sits. */
const topRow = (page: Page) =>
  page.getByRole('log', { name: '聊天消息' }).evaluate((log) => {
    const top = log.getBoundingClientRect().top;
    const rows = [...log.querySelectorAll('.chat-row-slot')].filter(
      (r) => r.getBoundingClientRect().bottom > top,
    );
    rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    const row = rows[0];
    return row
      ? { text: row.textContent ?? '', offset: Math.round(row.getBoundingClientRect().top - top) }
      : null;
  });

const distanceFromBottom = (page: Page) =>
  page
    .getByRole('log', { name: '聊天消息' })
    .evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight);

const flood = async (page: Page, perSecond: number, seconds: number) => {
  const res = await page.request.post('/__sandbox/chat/flood', {
    data: { rid: 'lobby', perSecond, seconds },
  });
  expect(res.ok()).toBe(true);
};

test('in a flooded room the reader at the bottom sees each new line; scrolled up, they keep their place', async ({
  page,
}) => {
  await gotoHome(page);
  const panel = await openChat(page);
  const log = panel.getByRole('log', { name: '聊天消息' });
  const newMessages = panel.getByRole('button', { name: /有新消息/ });
  await expect.poll(() => lineCount(page)).toBeGreaterThanOrEqual(15);

  /** A flood of `seconds` at 50 lines/s: the newest line is in view and no button asks to jump. */
  const floodFollowed = async (seconds: number) => {
    const before = await lineCount(page);
    await flood(page, 50, seconds);
    await expect.poll(() => lineCount(page)).toBeGreaterThan(before + 25 * seconds);
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(48);
    await expect(log.locator('.chat-row-slot').last()).toBeInViewport();
    await expect(newMessages).toBeHidden();
  };

  // At the bottom, the list follows a flood.
  await floodFollowed(4);

  // Scrolled up mid-flood, the line under the reader's eyes stays put and the button appears.
  await flood(page, 50, 3);
  await log.hover();
  await page.mouse.wheel(0, -600);
  await expect.poll(() => distanceFromBottom(page)).toBeGreaterThan(300);
  const place = await topRow(page);
  const count = await lineCount(page);
  await expect.poll(() => lineCount(page)).toBeGreaterThan(count + 40);
  await expect(newMessages).toBeVisible();
  expect(await topRow(page)).toEqual(place);

  // The button takes the reader back to the newest line, and the list follows again.
  await newMessages.click();
  await expect(newMessages).toBeHidden();
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(48);
  await floodFollowed(1);
});

test('scrolled to the top, older lines load above and the line the reader was on stays in view', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  const panel = await openChat(page);
  const log = panel.getByRole('log', { name: '聊天消息' });
  await expect.poll(() => lineCount(page)).toBeGreaterThanOrEqual(15);
  // The older page takes a while: the reader's line at the top is read while it loads.
  await sandbox.fault({ path: HISTORY_PATH, count: 1, delayMs: 1_500 });
  const before = await lineCount(page);
  await log.hover();
  await page.mouse.wheel(0, -20_000);
  await expect(panel.getByText('加载更早的消息…')).toBeVisible();
  // Older lines are not news: no button asks to jump to the newest.
  await expect(panel.getByRole('button', { name: /有新消息/ })).toBeHidden();
  const place = await topRow(page);
  expect(place).not.toBeNull();
  await expect.poll(() => lineCount(page)).toBeGreaterThan(before);
  await expect(panel.getByText('加载更早的消息…')).toBeHidden();
  // The reader's line stays in view near where it was, not at the page's top or the room's bottom.
  // (It moves down by about one row, as on main before this change: the older rows' estimated heights.)
  const line = log.locator('.chat-row-slot').filter({ hasText: place?.text ?? '' });
  await expect(line).toBeInViewport();
  const moved = await line.evaluate(
    (row, log) => row.getBoundingClientRect().top - (log as Element).getBoundingClientRect().top,
    await log.elementHandle(),
  );
  expect(Math.abs(moved - (place?.offset ?? 0))).toBeLessThan(120);
});
