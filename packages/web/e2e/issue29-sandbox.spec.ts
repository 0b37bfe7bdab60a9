import { request as httpRequest } from 'node:http';
import { chromium } from '@playwright/test';
import { baseURL, chromiumPath } from '../playwright.config.ts';
import { expect, expectLoggedInAs, gotoHome, logIn, test } from './fixtures.ts';

// Issue #29 item 7 (sandbox only): the controls refuse a DNS-rebinding page, and uploaded pictures
// live at unguessable addresses that only their owner can read.
const port = new URL(baseURL).port;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A raw request, so Host and Origin are exactly what a rebound page would send. */
function rawPost(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseURL}${path}`, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('{}');
  });
}

test('a page on a rebound name cannot reach the sandbox controls (forged Origin and Host)', async ({
  sandbox,
}) => {
  // A browser whose DNS answers the attacker's name with this machine: DNS rebinding.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP rebind.evil.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const evil = `http://rebind.evil.test:${port}`;
    await page.goto(`${evil}/config.json`);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/__sandbox/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/fd/api/v1/withdraw/new', code: 6005 }),
      });
      return { status: response.status, origin: location.origin };
    });
    expect(answer.origin).toBe(evil);
    expect(answer.status).toBe(403);
  } finally {
    await browser.close();
  }
  // Nothing was injected; a raw request faking both headers is refused alike.
  expect(
    await rawPost('/__sandbox/reset', {
      Host: `rebind.evil.test:${port}`,
      Origin: `http://rebind.evil.test:${port}`,
      'Sec-Fetch-Site': 'same-origin',
    }),
  ).toBe(403);
  const faults = await (await fetch(`${baseURL}/__sandbox/faults`)).json();
  expect(faults.faults).toEqual([]);
  await sandbox.reset();
});

test('an uploaded picture has an unguessable address that another member cannot read', async ({
  page,
  sandbox,
  browser,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/mine/feedback');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByRole('img', { name: '截图.png' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/sandbox-upload\/[0-9a-f]{32}\.png$/);
  // The owner's browser shows it.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // fresh01, in another browser profile, knows the address but gets nothing; a counter-style address
  // does not exist either.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await logIn(otherPage, sandbox, 'fresh01', 'fresh1234');
    await expectLoggedInAs(otherPage, 'fresh01');
    const stolen = await otherPage.request.get(src);
    expect(stolen.status()).toBe(404);
    expect(await stolen.text()).not.toContain('PNG');
    expect((await otherPage.request.get('/sandbox-upload/1png')).status()).toBe(404);
  } finally {
    await other.close();
  }
});
