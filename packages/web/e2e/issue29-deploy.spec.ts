import { expect, expectLoggedInAs, logIn, test } from './fixtures.ts';

// Issue #29 item 6: the open chat panel never covers the account menu's 退出, on a desktop and a phone.
test.describe.configure({ timeout: 90_000 });

for (const size of [
  { width: 1440, height: 900 },
  { width: 1440, height: 640 },
  { width: 390, height: 844 },
  { width: 390, height: 600 },
]) {
  test(`at ${size.width}×${size.height} the chat panel leaves 退出 visible and clickable`, async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    // On a phone the main navigation folds into 菜单; the header's 登录 is there at every width.
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await logIn(page, sandbox, 'demo01', 'demo1234');
    await expectLoggedInAs(page, 'demo01');
    await page.getByRole('button', { name: '打开聊天室' }).click();
    const panel = page.getByRole('region', { name: '大厅聊天室' });
    await expect(panel).toBeVisible();

    // The panel stays below the header bar (measured once it has settled: it slides in when opened).
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const box = await panel.boundingBox();
        if (header === null || box === null) return 'not laid out yet';
        return box.y >= header.y + header.height
          ? 'below the header'
          : `top ${box.y} above ${header.y + header.height}`;
      })
      .toBe('below the header');

    await page.getByRole('button', { name: '会员中心' }).click();
    const logout = page.getByRole('button', { name: '退出', exact: true });
    await expect(logout).toBeVisible();
    // What a finger or a pointer finds at 退出's centre is 退出 itself, not the chat panel.
    const onTop = await logout.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === button || button.contains(hit));
    });
    expect(onTop).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`chat-logout-${size.width}x${size.height}.png`) });
    await logout.click();
    await expect(page.getByRole('dialog')).toContainText('确定要退出登录吗？');
  });
}
