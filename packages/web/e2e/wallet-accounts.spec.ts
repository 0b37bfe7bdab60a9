import type { Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

const DEMO_PHONE = '13800138000';
/** A UnionPay-shaped number that passes Luhn (the form refuses one that does not). */
const NEW_CARD = '6214837555123456785';

async function logInAs(page: Page, sandbox: Sandbox, name: string, password: string) {
  await signIn(page, sandbox, name, password);
}

async function withdraw(page: Page, target: RegExp, amount: string, password: string) {
  await page.goto('/mine/takemoney');
  await page.getByRole('button', { name: target }).click();
  await page.getByLabel('取款金额').fill(amount);
  await page.getByLabel('取款密码').fill(password);
  await page.getByRole('button', { name: '立即取款' }).click();
}

test.describe('cards, withdrawal password and exchange (issue #4)', () => {
  test('fresh01 is sent to 账户安全 instead of adding a card, and sets a withdrawal password there', async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'fresh01', 'fresh1234');
    await page.goto('/mine/addBankCard');
    await expect(page).toHaveURL(/\/mine\/auth\?from=%2Fmine%2FaddBankCard$/);
    await expect(page.getByRole('heading', { name: '账户安全' })).toBeVisible();
    await expect(page.getByText('需要先完成身份绑定')).toBeVisible();
    await expect(page.getByTestId('withdraw-password-status')).toHaveText('未设置');

    await page.getByLabel('新取款密码').fill('246810');
    await page.getByLabel('确认取款密码').fill('246801');
    await page.getByRole('button', { name: '确认设置' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await page.getByLabel('确认取款密码').fill('246810');
    await page.getByRole('button', { name: '确认设置' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(page.getByTestId('withdraw-password-status')).toHaveText('已设置');
    await expect(page.getByRole('button', { name: '重置取款密码' })).toBeVisible();
  });

  test('demo01 binds a second bank card and withdraws to it', async ({ page, sandbox }) => {
    await logInAs(page, sandbox, 'demo01', 'demo1234');
    await page.goto('/mine/addBankCard');
    await expect(page.getByLabel('开户人')).toHaveValue(/张/);
    await page.getByLabel('开户银行').selectOption({ label: '招商银行' });
    await page.getByLabel('银行卡号').fill('6214837555123456780');
    await page.getByLabel('开户支行').fill('深圳南山支行');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('请输入正确的银行卡号')).toBeVisible();
    await page.getByLabel('银行卡号').fill(NEW_CARD);
    await expect(page.getByLabel('银行卡号')).toHaveValue('6214 8375 5512 3456 785');
    await page.getByRole('button', { name: '确认绑定' }).dblclick();
    await expect(page.getByText('绑定成功')).toHaveCount(1);
    await expect(page).toHaveURL(/\/mine\/accountManage\/\d+$/);
    const detail = page.getByRole('region', { name: '账户详情' });
    await expect(detail).toContainText('招商银行');
    await expect(detail).toContainText('**** **** **** 6785');
    await expect(detail).not.toContainText(NEW_CARD);
    await expect(page.getByTestId(/^account-/)).toHaveCount(3);

    await withdraw(page, /招商银行/, '300', '123456');
    await expect(page.getByText('取款申请已提交').first()).toBeVisible();
    await page.goto('/mine/transRecord');
    await expect(page.getByText('招商银行 尾号6785')).toBeVisible();
  });

  test('demo01 resets the withdrawal password with the SMS code and withdraws with the new one', async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'demo01', 'demo1234');
    await page.goto('/mine/auth');
    await expect(page.getByTestId('withdraw-password-status')).toHaveText('已设置');
    await page.getByRole('button', { name: '重置取款密码' }).click();
    await page.getByLabel('绑定手机号').fill(DEMO_PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
    const code = await sandbox.lastCode(DEMO_PHONE);
    await page.getByLabel('短信验证码').fill(code);
    await page.getByLabel('新取款密码').fill('654321');
    await page.getByLabel('确认取款密码').fill('654321');
    await page.getByRole('button', { name: '确认重置' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(page.getByTestId('withdraw-password-status')).toHaveText('已设置');

    await withdraw(page, /中国工商银行/, '200', '123456');
    await expect(page.getByRole('alert').filter({ hasText: '取款密码错误' })).toBeVisible();
    await page.getByLabel('取款密码').fill('654321');
    await page.getByRole('button', { name: '立即取款' }).click();
    await expect(page.getByText('取款申请已提交').first()).toBeVisible();
  });

  test('demo01 exchanges CNY to USDT and back at the live rate; both balances change', async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'demo01', 'demo1234');
    await page.goto('/mine/exchange');
    await expect(page).toHaveTitle(/货币兑换/);
    await expect(page.getByTestId('exchange-rate')).toHaveText('1 USDT = ¥7.20');
    await expect(page.getByTestId('exchange-center')).toHaveText('¥8,888');
    await expect(page.getByTestId('exchange-coin')).toHaveText('¥0');

    await page.getByLabel('兑换金额（人民币）').fill('720');
    await expect(page.getByText('柒佰贰拾元整')).toBeVisible();
    await expect(page.getByTestId('exchange-quote')).toHaveText('预计获得 100.00 USDT');
    await page.getByRole('button', { name: '立即兑换' }).dblclick();
    await expect(page.getByText('兑换成功')).toHaveCount(1);
    await expect(page.getByTestId('exchange-center')).toHaveText('¥8,168');
    await expect(page.getByTestId('exchange-coin')).toHaveText('¥720');

    await page.getByRole('button', { name: 'USDT → 人民币' }).click();
    await page.getByLabel('兑换金额（人民币）').fill('1000');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.getByText('兑换金额超过可用余额')).toBeVisible();
    await page.getByLabel('兑换金额（人民币）').fill('360');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.getByTestId('exchange-center')).toHaveText('¥8,528');
    await expect(page.getByTestId('exchange-coin')).toHaveText('¥360');
    await page.screenshot({ path: 'test-results/exchange.png' });
  });
});
