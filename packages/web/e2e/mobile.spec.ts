import { expect, test } from './fixtures.ts';

test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

test('a phone stays on the responsive site when the operator names no mobile site', async ({ page }) => {
  const config = await (await page.request.get('/config.json')).json();
  expect(config.h5Url).toBe('');
  await page.goto('/?rCode=KOI888&icode=INV01');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/\?rCode=KOI888/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a phone is sent to the mobile site with its promo codes once the runtime config names one', async ({
  page,
}) => {
  // The operator's runtime config names its h5 site; the sandbox's own names none.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, h5Url: 'https://m.jinli.example' } });
  });
  // The operator's mobile site is not on this machine: answer for it.
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
