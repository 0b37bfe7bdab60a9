import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

async function logInDemo(page: Page, sandbox: Sandbox) {
  await signIn(page, sandbox, 'demo01', 'demo1234');
}

/** A bank-card deposit through the member's deposit page, paid by the sandbox on its own. */
async function deposit(page: Page, amount: string) {
  await page.goto('/mine/savemoney');
  await page.getByRole('button', { name: '银行转账' }).click();
  await page.getByRole('button', { name: '银行卡转账' }).click();
  await page.getByLabel('存款金额').fill(amount);
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText('成功', { timeout: 20_000 });
}

test.describe('promotions and activities (issue #13 part A)', () => {
  test('demo01 signs in on the calendar once a day, deposits, claims the first-deposit bonus, spins the draw and shares the invitation', async ({
    page,
    sandbox,
    request,
    context,
  }) => {
    // The longest story of this file: a deposit that the sandbox pays on its own timer.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The wheel's spin is what this story watches: motion back on (the config reduces it for speed).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await request.post('/__sandbox/wallet', { data: { autoPaySeconds: 2 } });
    await logInDemo(page, sandbox);

    // Sign-in calendar: the first sign-in pays day 1; the same day is refused, also after a reload.
    await page.goto('/activity/signGift/102');
    await expect(page.getByRole('heading', { name: '每日签到送彩金' })).toBeVisible();
    await expect(page.getByTestId('sign-today')).not.toContainText('已签');
    await page.getByRole('button', { name: '立即签到' }).click();
    await expect(page.getByTestId('join-result')).toHaveText('签到成功，获得 1 元彩金');
    await expect(page.getByTestId('sign-today')).toContainText('已签');
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await expect(page.getByTestId('activity-reason')).toHaveText('今日已签到，请明天再来');
    await page.reload();
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await expect(page.getByText('已连续签到 1 天')).toBeVisible();

    // First deposit: not before a deposit; after one, the terms are confirmed and the bonus arrives.
    await page.goto('/activity/firstDeposit/101');
    await expect(page.getByTestId('activity-reason')).toHaveText('请先完成首次存款后再申请');
    await page.getByLabel('存款金额').fill('3000');
    await expect(page.getByTestId('calc-bonus')).toHaveText('¥3,000');
    await page.getByLabel('存款金额').fill('50000');
    await expect(page.getByTestId('calc-bonus')).toHaveText('¥8,888');
    await deposit(page, '500');
    await page.goto('/activity/firstDeposit/101');
    await expect(page.getByTestId('my-deposit')).toHaveText('¥500');
    await page.getByRole('button', { name: '申请彩金' }).click();
    const terms = page.getByRole('dialog', { name: '确认申请彩金' });
    await expect(terms).toContainText('¥10,000');
    await terms.getByRole('button', { name: '确认申请' }).click();
    await expect(page.getByTestId('join-result')).toHaveText('申请成功，500.00 元彩金已到账');
    await expect(page.getByTestId('activity-reason')).toHaveText('您已领取过首存彩金');
    // 8888 + 1 (sign-in) + 500 (deposit) + 500 (bonus)
    await expect(page.getByRole('banner')).toContainText('9,889.00');
    await page.goto('/mine/wallet');
    await expect(page.getByTestId('wallet-center')).toHaveText('¥9,889');

    // Lucky draw: one free spin; the wheel stops on the drawn prize and the chances run out.
    await page.goto('/activity/drawGift/108');
    await expect(page.getByTestId('draw-chances')).toHaveText('2');
    await page.getByRole('button', { name: '开始抽奖' }).click();
    await expect(page.getByTestId('draw-result')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('draw-chances')).toHaveText('1');

    // Invitation: the link carries the member's icode, is copied, and its QR code encodes it.
    await page.goto('/activity/friendInvitation');
    const link = page.getByTestId('invite-link');
    await expect(link).toHaveText(/\/\?icode=JL[0-9A-Z]+&register=1$/);
    const icode = await page.getByTestId('invite-code').textContent();
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('已复制到剪贴板')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await link.textContent());
    expect(new URL(copied).searchParams.get('icode')).toBe(icode);
    const qr = page.getByRole('img', { name: '邀请二维码，扫码注册' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-value', copied);
    await expect(page.getByRole('table')).toContainText('ch***99');
  });

  test('a visitor sees the promotions by category and an activity with a login prompt', async ({
    page,
    sandbox: _sandbox,
  }) => {
    await page.goto('/activity/discount');
    await expect(page.getByRole('heading', { name: '优惠活动', level: 1 })).toBeVisible();
    await expect(page.locator('.discount-card')).toHaveCount(10);
    await page.getByRole('tab', { name: '每日福利' }).click();
    await expect(page.locator('.discount-card')).toHaveCount(2);
    await page.getByRole('link', { name: '幸运大转盘' }).click();
    await expect(page).toHaveURL(/\/activity\/drawGift\/108$/);
    await expect(page.getByRole('heading', { name: '登录后即可参与' })).toBeVisible();
    await expect(page.getByRole('button', { name: '开始抽奖' })).toBeDisabled();
    await page.getByRole('button', { name: '登录参与' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: '登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');

    // Traditional Chinese: the page's own text and the server's activity text both follow the locale.
    await page.getByRole('button', { name: '繁' }).click();
    await expect(page.getByRole('heading', { name: '登入後即可參與' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '幸運大轉盤', level: 1 })).toBeVisible();
    await expect(page.getByText('每日（北京時間）可免費抽獎 1 次')).toBeVisible();
    await page.getByRole('link', { name: '‹ 返回優惠活動' }).click();
    await expect(page.getByRole('tab', { name: '新人專享' })).toBeVisible();
  });

  test('an old member is told why the new-member tasks are closed; the race board ranks by turnover', async ({
    page,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/activity/newTask/107');
    await expect(page.getByTestId('activity-reason')).toHaveText('仅限注册 30 天内的新会员参与');
    await expect(page.getByRole('progressbar', { name: '绑定手机号' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.goto('/activity/racePage/109');
    await expect(page.getByRole('table')).toContainText('李**');
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(page.getByTestId('join-result')).toHaveText('报名成功');
    await expect(page.getByRole('button', { name: '已报名' })).toBeDisabled();
    // With no turnover yet the member is entered below the ten shown.
    await expect(page.getByText('我的排名 第 11 名')).toBeVisible();
  });

  test('the draw answers at once under reduced motion', async ({ page, sandbox }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInDemo(page, sandbox);
    await page.goto('/activity/drawGift/108');
    await page.getByRole('button', { name: '开始抽奖' }).click();
    await expect(page.getByTestId('draw-result')).toBeVisible({ timeout: 1_500 });
    await expect(page.getByRole('button', { name: '今日次数已用完' })).toBeDisabled();
  });

  test('the promotions and every activity page have no serious accessibility problems', async ({
    page,
    sandbox,
  }) => {
    // Ten pages, each analysed by axe, on a shared machine.
    test.setTimeout(300_000);
    await logInDemo(page, sandbox);
    for (const path of [
      '/activity/discount',
      '/activity/signGift/102',
      '/activity/firstDeposit/101',
      '/activity/againDeposit/106',
      '/activity/drawGift/108',
      '/activity/newTask/107',
      '/activity/racePage/109',
      '/activity/bettingGift/103',
      '/activity/activityLandPage/104',
      '/activity/friendInvitation',
    ]) {
      await page.goto(path);
      await expect(page.locator('.activity-page h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .include('.activity-page')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  });
});
