import { leakedCodes } from '@jinli/core/rules';
import type { APIRequestContext, Page } from '@playwright/test';
import { Converter } from 'opencc-js/cn2t';
import { expect, expectLoggedInAs, gotoHome, logIn, type Sandbox, test } from './fixtures.ts';

/** The sandbox seed's venue codes: none may reach a member's eyes. */
const VENUE_CODES = [
  'CRTY',
  'XMTY',
  'HYTY',
  'AGZR',
  'LHZR',
  'BJZR',
  'KXQP',
  'LYQP',
  'LTDJ',
  'FHDJ',
  'G1CP',
  'SGCP',
  'PG',
  'JDBDZ',
  'HJDZ',
  'MGDZ',
  'FKBY',
  'HYBY',
];
const toTraditional = Converter({ from: 'cn', to: 'tw' });

// Each story sets up a transfer and a settled bet first.
test.describe.configure({ timeout: 150_000 });

/** Characters of the page that exist only in Simplified Chinese (opencc would change them). */
function simplifiedOnly(text: string): string[] {
  return [...new Set([...text].filter((c) => /[\u3400-\u9fff]/.test(c) && toTraditional(c) !== c))];
}

/** A transfer to 金殿真人 and a settled 双 (EOE) bet, so records have what used to show as codes. */
async function memberWithRecords(page: Page, sandbox: Sandbox, request: APIRequestContext) {
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/mine/transfermoney');
  await page.getByLabel('转入').selectOption('AGZR');
  await page.getByLabel('转账金额').fill('100');
  await page.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByText('转账成功')).toBeVisible();

  await page.goto('/game/sport/crty');
  await page.getByRole('tab', { name: '今日' }).click();
  const row = page.locator('.match-row').first();
  const gameId = await row.getAttribute('data-game');
  await row.locator('.match-odds-oddeven .odds-cell').nth(1).click();
  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await slip.getByLabel('投注金额').fill('10');
  await request.post('/__sandbox/sports/next-order', { data: { outcome: 'accept' } });
  await slip.getByRole('button', { name: '投注', exact: true }).click();
  await expect(page.getByText('投注成功')).toBeVisible();
  expect((await request.post('/__sandbox/sports/settle', { data: { gameId, result: 'W' } })).ok()).toBe(true);
}

async function pageText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // In 繁 the server-text dictionary loads after each page load; the switch is busy until then.
  await expect(page.getByRole('status').filter({ hasText: /正在切(换为繁体|換為繁體)/ })).toBeHidden({
    timeout: 15_000,
  });
  if (path === '/game/sport/crty') {
    await expect(page.locator('.match-row').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: /^(注单|注單)$/ }).click();
    const records = page.getByRole('complementary', { name: /^(注单|注單)$/ });
    await records.getByRole('button', { name: /^(已结算|已結算)$/ }).click();
    await expect(records.locator('.bet-record').first()).toBeVisible();
  }
  return page.locator('body').innerText();
}

/** The page's text, leaving out what is marked as Simplified on purpose (the 简 of the 简/繁 switch). */
function textOutsideSimplifiedMarks(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const marked of clone.querySelectorAll('[lang="zh-CN"]')) marked.remove();
    return clone.textContent ?? '';
  });
}

test('no rendered page shows a venue, market, bet-side or result code', async ({
  page,
  sandbox,
  request,
}) => {
  await memberWithRecords(page, sandbox, request);
  const pages = [
    '/',
    '/game/realbet',
    '/game/egame',
    '/game/sport',
    '/game/sport/crty',
    '/mine/betRecord',
    '/mine/wallet',
    '/mine/transfermoney',
    '/mine/transRecord',
  ];
  for (const path of pages) {
    const text = await pageText(page, path);
    expect(leakedCodes(text, VENUE_CODES), `codes on ${path}`).toEqual([]);
  }
  await page.goto('/mine/betRecord');
  await expect(page.locator('.bet-record-pick strong').first()).toHaveText('双');
  await page.goto('/mine/transRecord');
  await expect(page.getByRole('cell', { name: '中心钱包 → 金殿真人' })).toBeVisible();
});

test('in 繁, the sportsbook, records and wallet pages contain no Simplified-only characters', async ({
  page,
  sandbox,
  request,
}) => {
  await memberWithRecords(page, sandbox, request);
  // The server-text dictionary arrives slowly: the switch says it is busy meanwhile (the compact one,
  // and opencc's whole one that the sportsbook's match chat asks for).
  await page.route(/\/assets\/(twDictionary|cn2t)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/game/sport/crty');
  await page.getByRole('button', { name: '繁' }).click();
  const busy = page.getByRole('status').filter({ hasText: '正在切換為繁體' });
  await expect(busy).toBeVisible();
  await expect(page.getByRole('button', { name: '切換到專業版' })).toBeVisible();
  await expect(busy).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: '/tmp/w14-tw-sports.png' });

  for (const path of [
    '/game/sport/crty',
    '/mine/betRecord',
    '/mine/wallet',
    '/mine/transfermoney',
    '/mine/savemoney',
    '/mine/transRecord',
  ]) {
    await pageText(page, path);
    const text = await textOutsideSimplifiedMarks(page);
    expect(simplifiedOnly(text), `Simplified-only characters on ${path}`).toEqual([]);
  }
  await pageText(page, '/game/sport/crty');
  await page.getByRole('button', { name: '切換到專業版' }).click();
  await expect(page.getByRole('button', { name: '切換到經典版' })).toBeVisible();
  expect(simplifiedOnly(await textOutsideSimplifiedMarks(page))).toEqual([]);
  await page.screenshot({ path: '/tmp/w14-tw-sports-pro.png' });
});

test('a first visit to home with 繁 stored reads wholly Traditional from the compact dictionary', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(`localStorage.setItem('locale', 'zh-TW');`);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: '正在切換為繁體' })).toBeHidden({
    timeout: 15_000,
  });
  // Server text (navigation names, notices, banner titles) is converted, not only the UI catalogue.
  await expect(page.getByRole('navigation').getByText('體育').first()).toBeVisible();
  // What opencc itself would still change in the page's text, in context (it keeps 伙 in 合作伙伴).
  const text = await textOutsideSimplifiedMarks(page);
  const converted = [...toTraditional(text)];
  const left = [...text].filter((c, i) => c !== converted[i]);
  expect(left).toEqual([]);
  expect(scripts.some((path) => path.includes('/twDictionary'))).toBe(true);
  expect(scripts.filter((path) => path.includes('/cn2t-'))).toEqual([]);
});

test('in 繁, a sportsbook that cannot load says why in Traditional, and 重試 loads it', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.getByRole('button', { name: '繁' }).click();
  await expect(page.getByRole('status').filter({ hasText: '正在切換為繁體' })).toBeHidden({
    timeout: 15_000,
  });
  // The venue answers the board's calls with a server error until the story lifts it (Chromium logs the
  // 500s). Not once: the board's call leaves before the page mounts, and a page that mounts after it failed
  // asks again, so a single error is sometimes never shown.
  test.info().annotations.push({ type: 'allow-console-errors', description: 'status of 500' });
  await sandbox.fault({ path: '/game/api/v1/venue/resource', count: 100, httpStatus: 500 });
  await page.goto('/game/sport/crty');
  const failed = page.getByRole('alert').filter({ hasText: '賽事載入失敗' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: '正在切換為繁體' })).toBeHidden({
    timeout: 15_000,
  });
  // The server's reason, converted like any server text (it came as 服务器开小差了，请稍后重试).
  const reason = await failed.locator('p').nth(1).innerText();
  expect(reason.length).toBeGreaterThan(0);
  expect(simplifiedOnly(reason), `Simplified-only characters in "${reason}"`).toEqual([]);
  // Without a board the sports list tells no count (not 足球0), and tells it again once the board is in.
  const football = page.getByRole('navigation', { name: '體育項目' }).getByRole('button').first();
  await expect(football).toHaveAccessibleName('足球');
  await sandbox.clearFaults();
  await failed.getByRole('button', { name: '重試' }).click();
  await expect(page.locator('.match-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(failed).toBeHidden();
  await expect(football).toHaveAccessibleName(/^足球 [1-9]\d*$/);
});
