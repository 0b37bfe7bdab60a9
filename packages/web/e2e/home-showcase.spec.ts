import type { Page } from '@playwright/test';
import { expect, expectLoggedInAs, gotoHome, logIn, test } from './fixtures.ts';

// Issue #28 item 10: the home page sells — jackpot, hot games, featured matches with prices, the
// provider and payment strip and a floating side bar — without weighing on `/`'s first paint.

const FEATURED_PATH = '/game/api/v1/venue/featuredMatches';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('home showcase (issue #28)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor finds the jackpot, hot games, featured matches, logos and the side bar below the fold', async ({
    page,
  }) => {
    test.slow(); // five sections, a dialog, scrolling and a full-page picture on a shared machine
    // 返回顶部 scrolls smoothly, and the button hides on the way up: motion back on (the config reduces it).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHome(page);

    const jackpot = section(page, '累计奖池');
    await jackpot.scrollIntoViewIfNeeded();
    await expect(jackpot.getByTestId('jackpot-total')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expect(jackpot.getByTestId('jackpot-pools').getByRole('listitem').first()).toContainText('¥');

    const hot = section(page, '热门游戏');
    await expect(hot.getByTestId('hot-games').getByRole('button').first()).toContainText('开始游戏');
    await expect(hot.getByRole('link', { name: '更多电子游戏' })).toHaveAttribute('href', '/game/egame');

    const matches = section(page, '焦点赛事');
    const firstPrice = matches.getByTestId('featured-matches').getByRole('link').first();
    await expect(firstPrice).toHaveAccessibleName(/^(主|和|客).*进入体育投注$/);
    await expect(firstPrice).toHaveAttribute('href', '/game/sport/crty');

    const logos = section(page, '合作场馆');
    await expect(logos.getByTestId('provider-logos')).toContainText('金殿真人');
    await expect(logos.getByTestId('payment-logos')).toContainText('支付宝');
    await expect(logos.locator('svg.logo-mark').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '../../test-results/home-showcase-1440.png', fullPage: true });

    // The side bar: 客服 opens the security tip, APP goes to /download, 返回顶部 shows once scrolled.
    const bar = page.getByRole('navigation', { name: '快捷工具' });
    await bar.getByRole('button', { name: '客服' }).click();
    await expect(page.getByRole('dialog')).toContainText('安全提示');
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1500);
    const top = bar.getByRole('button', { name: '返回顶部' });
    await expect(top).toBeVisible();
    await top.click();
    // Back at the top: the button hides on the way up without ending the scroll.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(40);
    await expect(top).toBeHidden();
    await expect(bar.getByRole('link', { name: 'APP' })).toHaveAttribute('href', '/download');

    // A price opens the sportsbook; a visitor is asked to log in first (SPEC §2 guard).
    await firstPrice.click();
    await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
  });

  test("the showcase's code arrives after the first paint, and a member's price click opens the sportsbook", async ({
    page,
    sandbox,
  }) => {
    test.slow(); // home, a login and the sportsbook on a shared machine
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHome(page);
    await expect(section(page, '焦点赛事').getByTestId('featured-matches')).toBeVisible();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/HomeShowcase-[^/]+\.js$/.test(entry.name));
      return { paint, chunkStart: chunk?.startTime ?? Number.NaN };
    });
    expect(scripts.some((path) => /\/HomeShowcase-[^/]+\.js$/.test(path))).toBe(true);
    expect(timing.chunkStart).toBeGreaterThan(timing.paint);

    await logIn(page, sandbox, 'demo01', 'demo1234');
    await expectLoggedInAs(page, 'demo01');
    await section(page, '焦点赛事').getByTestId('featured-matches').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/game\/sport\/crty$/);
    await expect(page.locator('.match-row').first()).toBeVisible();
  });

  test('a section whose call fails says so and its 重试 loads it; the rest of the showcase stays', async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault({ path: FEATURED_PATH, code: 6005, count: 1 });
    await gotoHome(page);
    const matches = section(page, '焦点赛事');
    await matches.scrollIntoViewIfNeeded();
    await expect(matches.getByRole('alert')).toBeVisible();
    await expect(section(page, '热门游戏').getByTestId('hot-games')).toBeVisible();
    await matches.getByRole('button', { name: '重试' }).click();
    await expect(matches.getByTestId('featured-matches').getByRole('link').first()).toBeVisible();
    await expect(matches.getByRole('alert')).toHaveCount(0);
  });

  test('in 繁 the showcase speaks Traditional Chinese', async ({ page }) => {
    await gotoHome(page);
    await page.getByRole('button', { name: '繁' }).click();
    await expect(page.getByRole('button', { name: '註冊' })).toBeVisible();
    await expect(section(page, '累計獎池')).toBeVisible();
    await expect(section(page, '熱門遊戲')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '快捷工具' }).getByRole('button', { name: '客服' }),
    ).toBeVisible();
  });
});

test.describe('home showcase at 360 px (issue #28)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every showcase section fits the phone and the side bar stays on screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    for (const title of ['累计奖池', '热门游戏', '焦点赛事', '合作场馆']) {
      const region = section(page, title);
      await region.scrollIntoViewIfNeeded();
      await expect(region).toBeVisible();
      const box = await region.boundingBox();
      expect(box, title).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${title} ends inside 360 px`).toBeLessThanOrEqual(360);
    }
    await expect(section(page, '焦点赛事').getByTestId('featured-matches')).toBeVisible();
    // Below 1024 px no floating column covers the ends of lines: only 返回顶部 floats, once scrolled, as one
    // button stacked on the chat launcher in the corner; 客服 is the header's headset.
    const bar = page.getByRole('navigation', { name: '快捷工具' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 1500);
    const top = bar.getByRole('button', { name: '返回顶部' });
    await expect(top).toBeVisible();
    await expect(bar.getByRole('button', { name: '客服' })).toBeHidden();
    await expect(bar.getByRole('link', { name: 'APP' })).toBeHidden();
    const topBox = await top.boundingBox();
    const chatBox = await page.getByRole('button', { name: '打开聊天室' }).boundingBox();
    expect(topBox && chatBox, 'both floating buttons are laid out').toBeTruthy();
    if (topBox && chatBox) {
      expect(topBox.x + topBox.width).toBeLessThanOrEqual(360);
      expect(topBox.width, 'one small button, not a column').toBeLessThanOrEqual(44);
      expect(topBox.y + topBox.height, 'above the chat launcher').toBeLessThanOrEqual(chatBox.y);
    }
    await page.getByRole('banner').getByRole('button', { name: '客服' }).click();
    await expect(page.getByRole('dialog')).toContainText('安全提示');
    await page.keyboard.press('Escape');
    await expect(section(page, '合作场馆').getByTestId('provider-logos')).toBeVisible();
    await section(page, '焦点赛事').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../../test-results/home-showcase-360-matches.png' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '../../test-results/home-showcase-360.png', fullPage: true });
  });
});
