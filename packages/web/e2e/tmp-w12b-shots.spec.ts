import { expect, gotoHome, logIn, test } from './fixtures.ts';

const PAGES = ['/mine', '/mine/vip', '/mine/vip/detail', '/mine/welfare', '/mine/message', '/mine/feedback', '/mine/feedbackList', '/mine/introTutorial', '/mine/limits', '/mine/betRecord'];
test('shots', async ({ page, sandbox }) => {
  test.setTimeout(400_000);
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expect(page.getByRole('button', { name: '会员中心' })).toContainText('demo01');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/w12b-${width}-${path.replaceAll('/', '_')}.png`, fullPage: true });
    }
  }
});
