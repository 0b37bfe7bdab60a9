import AxeBuilder from '@axe-core/playwright';
import { expect, expectLoggedInAs, gotoHome, logIn, openLogin, test } from './fixtures.ts';

// Serious and critical WCAG A/AA problems fail the story; the rest are for review.
async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the home page has no serious accessibility problems', async ({ page }) => {
  await gotoHome(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Below 1024 px icons stand alone where words hide (the header's headset, the floating 返回顶部).
  test('the home page at 390 px has no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'at the top').toEqual([]);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
    expect(await seriousViolations(page), 'scrolled').toEqual([]);
  });
});

test('the login dialog has no serious accessibility problems', async ({ page }) => {
  await gotoHome(page);
  await openLogin(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the lobbies have no serious accessibility problems', async ({ page, sandbox }) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  for (const path of ['/game/realbet', '/game/egame', '/mine/wallet']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
