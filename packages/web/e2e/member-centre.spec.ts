import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

// A 1×1 PNG: what a member would attach as a screenshot.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function logInDemo(page: Page, sandbox: Sandbox) {
  await signIn(page, sandbox, 'demo01', 'demo1234');
}

const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会员中心导航' });

test.describe('member centre (issue #12 part B)', () => {
  test('demo01 reads and deletes letters; every badge follows', async ({ page, sandbox }) => {
    await logInDemo(page, sandbox);
    // Header: 5 unread letters + 1 unread feedback reply.
    await expect(page.getByRole('button', { name: '会员中心' }).getByRole('status')).toHaveText('6');
    await page.goto('/mine/message');
    const menuLetters = memberMenu(page).getByRole('link', { name: /站内信/ });
    await expect(menuLetters.getByRole('status')).toHaveText('5');
    const noticeTab = page.getByRole('tab', { name: /通知/ });
    await expect(noticeTab.getByRole('status')).toHaveText('3');

    // Reading one letter lowers the tab, the menu and the header badge.
    await page.getByRole('button', { name: /您的取款已到账/ }).click();
    await expect(page.getByText('已到账，请查收')).toBeVisible();
    await expect(noticeTab.getByRole('status')).toHaveText('2');
    await expect(menuLetters.getByRole('status')).toHaveText('4');
    await expect(page.getByRole('button', { name: '会员中心' }).getByRole('status')).toHaveText('5');

    // Deleting the open letter removes it from the list.
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: /您的取款已到账/ })).toHaveCount(0);

    // Select two and delete them; then read everything else in the tab.
    await page.getByRole('checkbox', { name: /防骗提醒/ }).check();
    await page.getByRole('checkbox', { name: /存款通道升级通知/ }).check();
    await page.getByRole('button', { name: /删除所选/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: /防骗提醒/ })).toHaveCount(0);
    await expect(noticeTab.getByRole('status')).toHaveCount(0);

    const activityTab = page.getByRole('tab', { name: /活动/ });
    await activityTab.click();
    await expect(activityTab.getByRole('status')).toHaveText('2');
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(activityTab.getByRole('status')).toHaveCount(0);
    await expect(menuLetters.getByRole('status')).toHaveCount(0);

    // A letter that arrives later shows up on the next refresh.
    await page.request.post('/__sandbox/letters', { data: { name: 'demo01', title: '新到的通知' } });
    await page.getByRole('tab', { name: /通知/ }).click();
    await expect(page.getByRole('button', { name: /新到的通知/ })).toBeVisible();
    await expect(
      memberMenu(page)
        .getByRole('link', { name: /站内信/ })
        .getByRole('status'),
    ).toHaveText('1');
  });

  test('letter HTML is sanitised before it is shown', async ({ page, sandbox }) => {
    // The site's CSP refuses the letter's hostile handlers while its HTML is parsed for sanitising, and
    // Chromium logs that refusal; the check below proves none reached the page.
    test.info().annotations.push({
      type: 'allow-console-errors',
      description: 'Executing inline event handler violates the following Content Security Policy',
    });
    await logInDemo(page, sandbox);
    await page.goto('/mine/message');
    await page.getByRole('tab', { name: /活动/ }).click();
    await page.getByRole('button', { name: /周末存款加赠/ }).click();
    await expect(page.getByText('最高 ¥888')).toBeVisible();
    await expect(page.locator('.message-body img[onerror]')).toHaveCount(0);
  });

  test('demo01 sends feedback with a picture and reads the reply', async ({ page, sandbox }) => {
    await logInDemo(page, sandbox);
    await page.goto('/mine/feedback');
    await page.getByRole('radio', { name: '取款问题' }).check();
    await page.getByLabel('问题描述').fill('短');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('问题描述至少 5 个字')).toBeVisible();
    await expect(page.getByLabel('问题描述')).toHaveValue('短');

    const picker = page.locator('input[type=file]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('notes.txt 不是支持的图片格式')).toBeVisible();
    await picker.setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: '截图.png' })).toBeVisible();

    await page.getByLabel('问题描述').fill('取款申请已提交三小时仍未到账，请帮忙查询。');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('提交成功，客服回复后会通知您')).toBeVisible();

    // The desk answers (the sandbox control stands for the reply delay).
    await page.request.post('/__sandbox/feedback-reply', { data: { name: 'demo01' } });
    await page.getByRole('link', { name: '查看反馈记录' }).first().click();
    const row = page.getByRole('button', { name: /取款申请已提交三小时/ });
    await expect(row).toContainText('新回复');
    await expect(
      memberMenu(page)
        .getByRole('link', { name: /反馈记录/ })
        .getByRole('status'),
    ).toHaveText('2');
    await row.click();
    await expect(page.getByText('关于「取款问题」的反馈我们已收到并处理')).toBeVisible();
    await expect(page.getByRole('img', { name: '附件图片' })).toBeVisible();
    await expect(row).toContainText('已回复');
    await expect(
      memberMenu(page)
        .getByRole('link', { name: /反馈记录/ })
        .getByRole('status'),
    ).toHaveText('1');
  });

  test('demo01 sees the VIP grade and progress, and the progress follows turnover', async ({
    page,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/mine');
    await expect(page.locator('.overview-vip')).toContainText('VIP3');
    // (32000/50000 + 268500/500000) / 2 = 58.85%
    await expect(page.locator('.overview-vip')).toContainText('58.85%');
    await page.goto('/mine/vip');
    await expect(page.getByRole('progressbar', { name: '晋级进度' })).toHaveAttribute(
      'aria-valuenow',
      '58.85',
    );
    await expect(page.getByText('还差 ¥18,000.00')).toBeVisible();
    await expect(page.getByRole('img', { name: /体育：0.50% 至 1.30%，当前 0.80%/ })).toBeVisible();

    await page.request.post('/__sandbox/vip', { data: { name: 'demo01', turnover: '231500' } });
    await page.reload();
    await expect(page.getByRole('progressbar', { name: '晋级进度' })).toHaveAttribute('aria-valuenow', '82');
    await page.getByRole('link', { name: '查看等级详情' }).click();
    await expect(page.getByRole('row', { name: /VIP3.*当前/ })).toBeVisible();
  });

  test('the reality check shows time on site and today’s result, with links', async ({ page, sandbox }) => {
    // A short interval through the runtime config, as an operator would set it.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), realityCheckMinutes: 0.05 } });
    });
    await logInDemo(page, sandbox);
    const dialog = page.getByRole('dialog', { name: '游戏时长提醒' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('您已在本站');
    await expect(dialog).toContainText('今日输赢');
    await dialog.getByRole('button', { name: '管理限额' }).click();
    await expect(page).toHaveURL(/\/mine\/limits$/);
    await expect(page.getByRole('heading', { name: '冷静期' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '自我排除' })).toBeVisible();
  });
});

const PAGES: readonly { path: string; cn: RegExp; tw: RegExp }[] = [
  { path: '/mine', cn: /快捷入口/, tw: /快捷入口/ },
  { path: '/mine/vip', cn: /我的特权/, tw: /我的特權/ },
  { path: '/mine/vip/detail', cn: /等级一览/, tw: /等級一覽/ },
  { path: '/mine/welfare', cn: /VIP 每周礼金/, tw: /VIP 每週禮金/ },
  { path: '/mine/giftRecord', cn: /VIP3 晋级礼金/, tw: /VIP3 晉級禮金/ },
  { path: '/mine/message', cn: /防骗提醒/, tw: /防騙提醒/ },
  { path: '/mine/feedback', cn: /反馈类型/, tw: /反饋類型/ },
  { path: '/mine/feedbackList', cn: /建议增加更多电竞赛事/, tw: /建議增加更多電競賽事/ },
  { path: '/mine/introTutorial', cn: /充值到中心钱包/, tw: /充值到中心錢包/ },
  { path: '/mine/limits', cn: /自我排除/, tw: /自我排除/ },
  { path: '/mine/betRecord', cn: /投注记录/, tw: /投注記錄/ },
];

test('every member-centre page renders real content in zh-CN and zh-TW', async ({ page, sandbox }) => {
  test.setTimeout(180_000);
  await logInDemo(page, sandbox);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    if (locale === 'zh-TW') {
      await page.getByRole('button', { name: '繁' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    }
    for (const { path, cn, tw } of PAGES) {
      await page.goto(path);
      const main = page.locator('.member-content');
      await expect(main, `${path} in ${locale}`).toContainText(locale === 'zh-CN' ? cn : tw, {
        timeout: 20_000,
      });
      await expect(main).not.toContainText(locale === 'zh-CN' ? '即将上线' : '即將上線', { timeout: 1000 });
    }
  }
});

test('member-centre pages have no serious accessibility problems', async ({ page, sandbox }) => {
  test.setTimeout(180_000);
  await logInDemo(page, sandbox);
  for (const { path } of PAGES.filter((p) => p.path !== '/mine/betRecord')) {
    await page.goto(path);
    await expect(page.locator('.member-content')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.member-content [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});
