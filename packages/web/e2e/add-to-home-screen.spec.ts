import { expect, test } from './fixtures.ts';

// Issue #26: /download offers 添加到主屏幕. Where the browser has an install offer
// (beforeinstallprompt) the button opens the browser's own dialog; elsewhere it shows the steps, this
// browser's first (iOS Safari: 分享 → 添加到主屏幕), with the h5 address and QR code as before.

test('without an install offer, 添加到主屏幕 shows the steps in Chinese beside the h5 QR code', async ({
  page,
}) => {
  await page.goto('/download');
  await expect(page.getByRole('img', { name: /^手机版网站二维码：/ })).toBeVisible();
  const card = page.getByRole('region', { name: '添加到主屏幕' });
  await expect(card).toContainText('把锦鲤娱乐添加到手机主屏幕');
  const add = card.getByRole('button', { name: '添加到主屏幕' });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('listitem')).toHaveCount(0);
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  const steps = card.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  // A desktop Chromium: its own way first, then the phones'.
  await expect(steps.first()).toContainText('电脑（Chrome / Edge）');
  await expect(card.getByText(/在 Safari 中点击底部的 分享 → 添加到主屏幕/)).toBeVisible();
  await expect(card.getByText(/安卓手机：点击浏览器右上角的菜单/)).toBeVisible();
});

test('with an iPhone-like browser the Safari steps come first', async ({ browser }) => {
  // An iPad in desktop mode (iPadOS says Macintosh, with touch): the site stays the desktop site.
  const context = await browser.newContext({
    viewport: { width: 1024, height: 1366 },
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    await page.goto('/download');
    const card = page.getByRole('region', { name: '添加到主屏幕' });
    await card.getByRole('button', { name: '添加到主屏幕' }).click();
    await expect(card.getByRole('listitem').first()).toContainText(
      'iPhone / iPad：在 Safari 中点击底部的 分享 → 添加到主屏幕',
    );
  } finally {
    await context.close();
  }
});

test('with the browser install offer, 添加到主屏幕 opens its dialog once and confirms the install', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  // The browser makes its offer on whatever page the member is (here home); the app keeps it.
  const prevented = await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const w = window as unknown as { __prompts: number };
        w.__prompts = (w.__prompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  });
  // The page offers it from its own button, not the browser's mini-infobar.
  expect(prevented).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'APP下载' }).first().click();
  await expect(page).toHaveURL(/\/download$/);
  const card = page.getByRole('region', { name: '添加到主屏幕' });
  await card.getByRole('button', { name: '添加到主屏幕' }).click();
  await expect(page.getByText('已添加到主屏幕，可从桌面图标打开')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __prompts?: number }).__prompts)).toBe(1);
  // Installed: no second offer, no steps; the card says where the site is now.
  await expect(card.getByRole('button', { name: '添加到主屏幕' })).toHaveCount(0);
  await expect(card.getByRole('status')).toHaveText('锦鲤娱乐已添加到主屏幕，从桌面图标即可打开。');
});
