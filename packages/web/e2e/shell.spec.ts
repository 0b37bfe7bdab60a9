import { answerCaptcha, expect, expectLoggedInAs, gotoHome, logIn, type Sandbox, test } from './fixtures.ts';

async function submitLogin(page: import('@playwright/test').Page, sandbox: Sandbox) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

test('/login opens the login dialog over home and returns to the page the member came from', async ({
  page,
  sandbox,
}) => {
  await page.goto('/game/chess');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('dialog').getByRole('tab', { name: '登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Home is under the dialog.
  await expect(page.getByRole('heading', { name: '为什么选择锦鲤' })).toBeAttached();
  await submitLogin(page, sandbox);
  await expectLoggedInAs(page, 'demo01');
  await expect(page).toHaveURL(/\/game\/chess$/);
});

test('/login typed into the address bar: closing the dialog stays home', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/redirect/mine/wallet asks a visitor to log in, then lands on the wallet', async ({
  page,
  sandbox,
}) => {
  await page.goto('/redirect/mine/wallet');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine%2Fwallet$/);
  await submitLogin(page, sandbox);
  await expect(page).toHaveURL(/\/mine\/wallet$/);
  await expect(page.getByRole('heading', { name: '我的钱包' })).toBeVisible();
});

test('/redirect sends a logged-in member on, and refuses any address outside the site', async ({
  page,
  sandbox,
}) => {
  // Six full page loads, the last a reload home: more than the default budget on a busy machine.
  test.slow();
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');

  await page.goto('/redirect/mine/transRecord');
  await expect(page).toHaveURL(/\/mine\/transRecord$/);

  for (const outside of [
    '/redirect/https://evil.example/steal',
    '/redirect//evil.example',
    '/redirect/%2F%2Fevil.example',
    '/redirect/javascript:alert(1)',
  ]) {
    await page.goto(outside);
    await expect(page.getByRole('alert')).toContainText('无法跳转');
    await expect(page.getByRole('alert')).toContainText('不是本站页面');
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
  }
  await page.evaluate(() => Object.assign(window, { __beforeHome: true }));
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  // SPEC §2: going home reloads the page (issue #26).
  await expect(page.getByRole('banner').getByRole('link', { name: '锦鲤娱乐' })).toBeVisible();
  expect(await page.evaluate(() => '__beforeHome' in window)).toBe(false);
});

test('/loading is a real loading screen', async ({ page }) => {
  await page.goto('/loading');
  await expect(page.getByRole('status').filter({ hasText: '正在加载' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
});

test('visited pages become tabs: closable, categorised, and a revisited tab keeps its scroll', async ({
  page,
}) => {
  await gotoHome(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '电子' }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '真人' }).click();
  const tabs = page.getByRole('navigation', { name: '已访问的页面' });
  await expect(tabs.getByRole('link')).toHaveText(['首页', '电子', '真人']);
  await expect(tabs.getByRole('link', { name: '真人' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('button', { name: '关闭“首页”' })).toHaveCount(0);

  await tabs.getByRole('link', { name: '电子' }).click();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const kept = await page.evaluate(() => window.scrollY);
  await tabs.getByRole('link', { name: '真人' }).click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await tabs.getByRole('link', { name: '电子' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);

  await tabs.getByRole('button', { name: '关闭“电子”' }).click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await expect(tabs.getByRole('link')).toHaveText(['首页', '真人']);
  await page.screenshot({ path: '/tmp/w14-tabs-1440.png' });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The header is shorter on phones; the tabs stick under it at its real height, not the desktop one.
  test('the visited-page tabs sit right under the header and cover none of the page, also scrolled', async ({
    page,
  }) => {
    await page.goto('/game/egame');
    const tabs = page.getByRole('navigation', { name: '已访问的页面' });
    await expect(tabs.getByRole('link', { name: '电子' })).toBeVisible();
    const edges = async () => {
      const header = await page.getByRole('banner').boundingBox();
      const bar = await tabs.boundingBox();
      const main = await page.locator('main').boundingBox();
      if (!header || !bar || !main) throw new Error('header, tabs and main are laid out');
      return {
        headerBottom: header.y + header.height,
        barTop: bar.y,
        barBottom: bar.y + bar.height,
        mainTop: main.y,
      };
    };
    const top = await edges();
    expect(Math.abs(top.barTop - top.headerBottom), 'no gap under the header').toBeLessThanOrEqual(1);
    expect(top.mainTop, 'the page starts below the tabs').toBeGreaterThanOrEqual(top.barBottom - 1);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await edges();
    expect(
      Math.abs(scrolled.barTop - scrolled.headerBottom),
      'still right under the header',
    ).toBeLessThanOrEqual(1);
  });
});
