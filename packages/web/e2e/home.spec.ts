import { describeResultCode } from '@jinli/core';
import { expect, gotoHome, PLAINTEXT_API_PATH, test } from './fixtures.ts';

const CATEGORY_LABELS = ['体育', '真人', '棋牌', '电竞', '彩票', '电子', '捕鱼', '优惠'];

test('a visitor sees the home page in Chinese, and no API path leaves the page in plaintext', async ({
  page,
  request,
}, testInfo) => {
  const apiCalls: { url: string; body: string | null; headers: Record<string, string> }[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/x/') || PLAINTEXT_API_PATH.test(pathname)) {
      apiCalls.push({ url: req.url(), body: req.postData(), headers: req.headers() });
    }
  });

  await gotoHome(page);
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const label of CATEGORY_LABELS) {
    await expect(nav.getByRole('link', { name: label, exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
  await expect(page.getByText('公告').first()).toBeVisible();
  await expect(page.getByText(/18/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Every call went through the encrypted transport: opaque path, {x} body, the spec's headers.
  expect(apiCalls.length).toBeGreaterThanOrEqual(4);
  for (const call of apiCalls) {
    expect(call.url).not.toMatch(PLAINTEXT_API_PATH);
    expect(new URL(call.url).pathname).toMatch(/^\/x\/[A-Za-z0-9_-]+$/);
    expect(Object.keys(JSON.parse(call.body ?? '{}'))).toEqual(['x']);
    expect(call.headers['x-api-client']).toBe('web');
    expect(call.headers['x-api-site']).toBeTruthy();
    expect(call.headers['x-api-sign']).toBeTruthy();
    expect(call.headers['x-api-request-id']).toBeTruthy();
  }
  // ... and the sandbox decrypted them back to the real calls.
  const log = await (await request.get('/__sandbox/requests?limit=100')).json();
  const seen = JSON.stringify(log);
  for (const path of ['navigationList', 'getMyDiscountAd', 'queryNoticeListByPage', 'preInfo']) {
    expect(seen).toContain(path);
  }

  await page.screenshot({ path: testInfo.outputPath('home-1440x900.png') });
});

test('a failing navigation call shows the catalogue message and a retry that works', async ({
  page,
  sandbox,
}) => {
  test.info().annotations.push({ type: 'allow-console-errors', description: '' });
  await sandbox.fault({ path: '/site/api/v1/advertising/navigationList', code: 6005 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const alert = nav.getByRole('alert');
  await expect(alert).toContainText(describeResultCode(6005).message);
  await expect(nav.getByRole('link', { name: '体育' })).toHaveCount(0);

  await nav.getByRole('button', { name: '重试' }).click();
  await expect(nav.getByRole('link', { name: '体育' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('Traditional Chinese shows after switching and survives a reload', async ({ page }) => {
  await gotoHome(page);
  await page.getByRole('button', { name: '繁' }).click();
  await expect(page.getByRole('button', { name: '註冊' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const nav = page.getByRole('navigation', { name: '主導航' });
  await expect(nav.getByRole('link', { name: '體育' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: '註冊' })).toBeVisible();
  await expect(page.getByRole('button', { name: '注册' })).toHaveCount(0);

  await page.getByRole('button', { name: '简' }).click();
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('terms and privacy open in one 700-wide modal that switches between them', async ({ page }) => {
  await gotoHome(page);
  await page.getByRole('contentinfo').getByRole('button', { name: '规则条款' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('18');
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(700);

  await dialog.getByRole('tab', { name: '隐私政策' }).click();
  await expect(dialog).toContainText('128');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在')).toBeVisible();
  // SPEC §2: going home reloads the page (issue #26), so nothing of this page's state survives.
  await page.evaluate(() => Object.assign(window, { __beforeHome: true }));
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '锦鲤娱乐' })).toBeVisible();
  expect(await page.evaluate(() => '__beforeHome' in window)).toBe(false);
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '体育' }),
  ).toBeVisible();
});
