import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

const TRANSFER_PATH = '/game/api/v1/venue/transfer';

async function logInDemo(page: Page, sandbox: Sandbox) {
  await signIn(page, sandbox, 'demo01', 'demo1234');
}

/** Request ids of the transfer calls the sandbox saw, oldest first. */
async function transferIds(request: APIRequestContext): Promise<string[]> {
  const log = await (await request.get('/__sandbox/requests?limit=200')).json();
  return (log.requests as { realPath: string; requestId: string }[])
    .filter((r) => r.realPath === TRANSFER_PATH)
    .map((r) => r.requestId);
}

const center = (page: Page) => page.getByTestId('wallet-center');
const venue = (page: Page, enName: string) => page.getByTestId(`venue-${enName}`);

test.describe('member wallet (issue #4)', () => {
  test('demo01 moves money to a venue and back with All; a double-click and a lost answer move it once', async ({
    page,
    sandbox,
    request,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/mine/transfermoney');
    await expect(center(page)).toHaveText('¥8,888');
    await expect(venue(page, 'AGZR')).toContainText('¥0');

    await page.getByLabel('转入').selectOption('AGZR');
    await page.getByLabel('转账金额').fill('1000');
    await expect(page.getByText('壹仟元整')).toBeVisible();
    await page.getByRole('button', { name: '立即转账' }).dblclick();
    await expect(page.getByText('转账成功')).toBeVisible();
    await expect(center(page)).toHaveText('¥7,888');
    await expect(venue(page, 'AGZR')).toContainText('¥1,000');
    await expect(page.getByLabel('转账金额')).toHaveValue('');

    // The sandbox loses the answer once: the page retries with the same id, the money moves once.
    await sandbox.fault({ path: TRANSFER_PATH, body: 'empty' });
    const before = (await transferIds(request)).length;
    await page.getByLabel('转出').selectOption('AGZR');
    await page.getByRole('button', { name: '全部' }).click();
    await expect(page.getByLabel('转账金额')).toHaveValue('1000.00');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expect(page.getByText('转账成功')).toHaveCount(1);
    await expect(center(page)).toHaveText('¥8,888');
    await expect(venue(page, 'AGZR')).toContainText('¥0');
    const retried = (await transferIds(request)).slice(before);
    expect(retried).toHaveLength(2);
    expect(retried[0]).toBe(retried[1]);
  });

  test('deposits through two channel types reach 成功 on their own and the balance rises by exactly that', async ({
    page,
    sandbox,
    request,
  }) => {
    await request.post('/__sandbox/wallet', { data: { autoPaySeconds: 4 } });
    await logInDemo(page, sandbox);

    await page.goto('/mine/savemoney');
    await page.getByRole('button', { name: '安全提示' }).click();
    await expect(page.getByRole('dialog')).toContainText('安全提示');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '银行转账' }).click();
    await page.getByRole('button', { name: '银行卡转账' }).click();
    await page.getByLabel('存款金额').fill('500');
    await expect(page.getByText('伍佰元整')).toBeVisible();
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page).toHaveURL(/\/mine\/savemoney\/transfer$/);
    await expect(page.getByTestId('deposit-status')).toHaveText('等待支付');
    await expect(page.getByText('深圳锦鲤科技有限公司')).toBeVisible();
    await expect(page.getByRole('button', { name: '复制' }).first()).toBeVisible();
    await expect(page.getByTestId('deposit-status')).toHaveText('成功', { timeout: 20_000 });

    await page.getByRole('button', { name: '再存一笔' }).click();
    await page.getByRole('button', { name: '虚拟币' }).click();
    await page.getByRole('button', { name: 'USDT-TRC20' }).click();
    await page.getByLabel('存款金额').fill('720');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page).toHaveURL(/\/mine\/savemoney\/virtualCoin$/);
    await expect(page.getByText('100.00', { exact: true })).toBeVisible();
    await expect(page.getByTestId('deposit-status')).toHaveText('成功', { timeout: 20_000 });

    await page.goto('/mine/wallet');
    await expect(center(page)).toHaveText('¥10,108');
  });

  test('a wrong withdrawal password shows the server message and keeps the amount; the right one creates a record', async ({
    page,
    sandbox,
  }) => {
    await logInDemo(page, sandbox);
    await page.goto('/mine/takemoney');
    await expect(page.getByRole('button', { name: /中国工商银行/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('取款金额').fill('200');
    await expect(page.getByText('贰佰元整')).toBeVisible();
    await page.getByLabel('取款密码').fill('000000');
    await page.getByRole('button', { name: '立即取款' }).click();
    await expect(page.getByText('取款密码错误，请重新输入')).toBeVisible();
    await expect(page.getByLabel('取款金额')).toHaveValue('200');

    await page.getByLabel('取款密码').fill('123456');
    await page.getByRole('button', { name: '立即取款' }).click();
    await expect(page.getByRole('status').filter({ hasText: '取款申请已提交' }).first()).toBeVisible();
    await page.getByRole('button', { name: '查看交易记录' }).click();

    await expect(page).toHaveURL(/\/mine\/transRecord$/);
    await page.getByRole('button', { name: '取款', exact: true }).click();
    const rows = page.locator('.wallet-table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('-¥200');
    await expect(rows.first()).toContainText('处理中');
    await page.getByRole('button', { name: '存款', exact: true }).click();
    await expect(page.getByText('暂无交易记录')).toBeVisible();
  });

  test('the hide-zero switch survives a reload', async ({ page, sandbox }) => {
    await logInDemo(page, sandbox);
    await page.goto('/mine/wallet');
    await expect(venue(page, 'AGZR')).toBeVisible();
    await page.getByRole('switch', { name: '隐藏零余额' }).check();
    await expect(page.getByText('暂无场馆余额')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: '隐藏零余额' })).toBeChecked();
    await expect(page.getByText('暂无场馆余额')).toBeVisible();
  });
});
