import { expect, gotoHome, test } from './fixtures.ts';

// Issue #27: the app's own router over core's route table. What a member sees of it: addresses, back and
// forward with the page and its scroll, links that are real links, the 404 page and the waiting page.

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '主导航' });
const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('back and forward walk the visited pages, each at the scroll it was left at; a new page opens at the top', async ({
  page,
}) => {
  await gotoHome(page);
  await mainNav(page).getByRole('link', { name: '电子' }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await expect(mainNav(page).getByRole('link', { name: '电子' })).toHaveAttribute('aria-current', 'page');
  // The lobby's games arrive after the page: scroll once the page is long enough to scroll.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(600);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  const left = await scrollY(page);

  await mainNav(page).getByRole('link', { name: '真人' }).click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveTitle(/真人/);

  await page.goBack();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await expect(page).toHaveTitle(/电子/);
  await expect.poll(() => scrollY(page)).toBe(left);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.hero-slide img').first()).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await expect(mainNav(page).getByRole('link', { name: '电子' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await expect(mainNav(page).getByRole('link', { name: '真人' })).toHaveAttribute('aria-current', 'page');
});

test('a member page the guard refuses leaves no entry: back returns to the page before it', async ({
  page,
}) => {
  await gotoHome(page);
  await mainNav(page).getByRole('link', { name: '电子' }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  // A visitor typing a member page is sent home with the login notice; back does not reach it either.
  await page.goto('/mine/wallet');
  await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/$/);
});

test('a link is a real address: a modifier-click opens it in a new tab and this page stays', async ({
  page,
  context,
}) => {
  await gotoHome(page);
  const link = mainNav(page).getByRole('link', { name: '真人' });
  await expect(link).toHaveAttribute('href', '/game/realbet');
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/game\/realbet$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();

  // From the keyboard: focus and Enter navigate in the app.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await expect(link).toHaveAttribute('aria-current', 'page');
});

test('an address no page has shows 页面不存在 in the site chrome, and 返回首页 goes home', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在', level: 1 })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(page).toHaveTitle(/页面不存在/);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
});

test('a page whose code is slow keeps the previous page a moment, then the layout waits calmly for it', async ({
  page,
}) => {
  await gotoHome(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/DiscountScreen-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: /^优惠/ }).first().click();
  await expect(page).toHaveURL(/\/activity\/discount$/);
  // After a second without its code the main layout shows with the waiting page (not a blank page).
  await expect(page.locator('.route-pending[aria-busy="true"]')).toBeVisible({ timeout: 5000 });
  await expect(mainNav(page)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: '优惠活动', level: 1 })).toBeVisible();
  await expect(page.locator('.route-pending')).toHaveCount(0);
});
