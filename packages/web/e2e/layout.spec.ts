import { expect, expectLoggedInAs, gotoHome, logIn, openSportsbook, test } from './fixtures.ts';

test('at 1440 px the 聊天室 button never covers the slip’s 投注 button, whatever the number of legs', async ({
  page,
  sandbox,
  request,
}) => {
  await openSportsbook(page, sandbox, request);
  const slip = page.getByRole('complementary', { name: '投注单', exact: true });
  await slip.getByRole('tab', { name: '串关' }).click();
  for (const n of [0, 1, 2, 3, 4])
    await page.locator('.match-row').nth(n).locator('.odds-cell').first().click();
  await expect(slip.locator('.slip-line')).toHaveCount(5);
  await slip.getByLabel('投注金额').fill('10');
  const place = slip.getByRole('button', { name: '投注', exact: true });
  await place.scrollIntoViewIfNeeded();
  const launcher = page.getByRole('button', { name: '聊天室' });
  const [a, b] = [await place.boundingBox(), await launcher.boundingBox()];
  expect(a && b).toBeTruthy();
  if (a && b) {
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, '聊天室 lies over 投注').toBe(false);
  }
  await page.screenshot({ path: '/tmp/w14-1440-slip-5legs.png' });
});

test('times carry their zone: chat lines show Beijing time even in another time zone', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: '聊天室' }).click();
  // The browser runs in New York; the line's clock reads in Beijing (UTC+8), not the browser's zone.
  const time = page.locator('.chat-msg-time[datetime]').last();
  await expect(time).toBeVisible({ timeout: 15_000 });
  const shown = await time.textContent();
  const said = new Date((await time.getAttribute('datetime')) ?? '');
  const zoned = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(said);
  expect(shown?.trim()).toBe(zoned('Asia/Shanghai'));
  expect(shown?.trim()).not.toBe(zoned('America/New_York'));
  await context.close();
});

test('a live match shows its detail beside it: a playing stream, the score and the events', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/game/sport/crty');
  const row = page.locator('.match-row').first();
  await row.getByRole('button', { name: '直播' }).click();
  const detail = page.getByRole('region', { name: '赛事直播' });
  await expect(detail).toBeVisible();
  const stream = detail.getByRole('img', { name: '赛事动画直播' });
  await expect(stream).toBeVisible();
  await expect
    .poll(() => stream.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);
  const score = (await row.getByTestId('live-score').textContent())?.replace(/\s/g, '');
  await expect(detail.locator('.match-detail-score strong')).toHaveText((score ?? '').replace('-', ' - '));
  await expect(detail).toContainText('比赛第');
  await page.screenshot({ path: '/tmp/w14-match-detail.png' });
  // The rows below make room for it: the next row starts under the detail, never behind it.
  const next = page.locator('.league-item:has(.match-detail) + .league-item');
  await expect
    .poll(async () => {
      const [open, below] = [await detail.boundingBox(), await next.boundingBox()];
      return open !== null && below !== null && below.y >= open.y + open.height - 1;
    })
    .toBe(true);

  // Another live match's 直播 moves the detail there: one detail open, only its button pressed.
  const live = page.locator('.match-row').filter({ has: page.getByRole('button', { name: '直播' }) });
  const other = live.nth(1);
  await other.getByRole('button', { name: '直播' }).click();
  await expect(other.getByRole('button', { name: '直播' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByRole('button', { name: '直播' })).toHaveAttribute('aria-expanded', 'false');
  await expect(detail).toHaveCount(1);
  await expect(page.locator('.league-item:has(.match-detail) .match-row')).toHaveAttribute(
    'data-game',
    (await other.getAttribute('data-game')) ?? '',
  );
  await other.getByRole('button', { name: '直播' }).click();
  await expect(detail).toHaveCount(0);
  await expect(other.getByRole('button', { name: '直播' })).toHaveAttribute('aria-expanded', 'false');
});
