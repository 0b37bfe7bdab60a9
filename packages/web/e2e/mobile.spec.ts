import { expect, test } from './fixtures.ts';

test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

test('a phone is sent to the mobile site with its promo codes', async ({ page }) => {
  // The operator's mobile site (runtime config h5Url) is not on this machine: answer for it.
  await page.route('https://m.jinli.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>锦鲤 H5</title><p>手机版</p>',
    }),
  );
  await page.goto('/?rCode=KOI888&icode=INV01');
  await page.waitForURL(/^https:\/\/m\.jinli\.example\//);
  const url = new URL(page.url());
  expect(url.searchParams.get('rcode')).toBe('KOI888');
  expect(url.searchParams.get('icode')).toBe('INV01');
  await expect(page.getByText('手机版')).toBeVisible();
});
