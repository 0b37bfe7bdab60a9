import type { Page } from '@playwright/test';
import { expect, gotoHome, test } from './fixtures.ts';

// Issue #27: `/` paints from the app's own text lookup; i18next is its own chunk, imported once the first
// screen has committed and the browser is idle, and then answers the same texts.
const I18NEXT_CHUNK = /\/assets\/i18n-[\w-]+\.js$/;

/** Holds i18next's chunk until `release` is called. */
async function holdI18next(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(I18NEXT_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Resolves once the chunk has arrived and the page has had an idle moment to run it. */
async function i18nextArrived(page: Page, arrival: Promise<unknown>) {
  await arrival;
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
}

const shownTexts = async (page: Page) => ({
  header: await page.getByRole('banner').innerText(),
  footer: await page.getByRole('contentinfo').innerText(),
});

test('home paints and switches to 繁 before i18next arrives; when it takes over, no text changes', async ({
  page,
}) => {
  const i18next = await holdI18next(page);
  await gotoHome(page);
  // The first paint's texts, the brand's among them, while i18next is held back.
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('版权所有');
  await expect.poll(i18next.requested).toBe(true);

  // 繁 from the first click, i18next still on its way.
  await page.getByRole('button', { name: '繁' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('版權所有');
  await expect(page.getByRole('status').filter({ hasText: '正在切換為繁體' })).toBeHidden({
    timeout: 15_000,
  });
  const before = await shownTexts(page);

  const arrival = page.waitForResponse(I18NEXT_CHUNK);
  i18next.release();
  await i18nextArrived(page, arrival);
  expect(await shownTexts(page)).toEqual(before);

  // i18next answers now: back to 简 and to a page whose texts join later.
  await page.getByRole('button', { name: '简' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('版权所有');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: '登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('with 繁 stored, home paints in Traditional from the lookup and reads the same under i18next', async ({
  page,
}) => {
  const i18next = await holdI18next(page);
  await page.addInitScript(`localStorage.setItem('locale', 'zh-TW');`);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '正在切換為繁體' })).toBeHidden({
    timeout: 15_000,
  });
  await expect.poll(i18next.requested).toBe(true);
  const before = await shownTexts(page);
  const arrival = page.waitForResponse(I18NEXT_CHUNK);
  i18next.release();
  await i18nextArrived(page, arrival);
  expect(await shownTexts(page)).toEqual(before);
});
