import type { Page } from '@playwright/test';
import { answerCaptcha, expect, gotoHome, logIn, type Sandbox, test } from './fixtures.ts';

/** A UnionPay-shaped number that passes Luhn. */
const CARD = '6214837555123456785';
const FRESH_PHONE = '13700137000';
const NEW_EMAIL = 'vip.demo@jinli.example';

async function logInAs(page: Page, sandbox: Sandbox, name: string, password: string) {
  await gotoHome(page);
  await logIn(page, sandbox, name, password);
  await expect(page.getByRole('button', { name: '会员中心' })).toContainText(name);
}

const row = (page: Page, label: string) =>
  page.locator('.profile-row').filter({ has: page.getByText(label, { exact: true }) });

test.describe('member profile and security bindings (issue #12)', () => {
  // Whole member journeys (bind, deposit, withdraw; log out and in again) on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('fresh01 binds phone and real name from 账户安全, adds a bank card and withdraws', async ({
    page,
    sandbox,
    request,
  }) => {
    await request.post('/__sandbox/wallet', { data: { autoPaySeconds: 2 } });
    await logInAs(page, sandbox, 'fresh01', 'fresh1234');
    await page.goto('/mine/takemoney');
    await page.getByRole('button', { name: '去绑定' }).click();

    // The bindPhone guard says why the member is here and what to do.
    await expect(page).toHaveURL(/\/mine\/auth\?from=%2Fmine%2FaddBankCard$/);
    const notice = page.getByRole('status').filter({ hasText: '需要先完成身份绑定' });
    await expect(notice).toContainText('「添加银行卡」需要先绑定手机号码和真实姓名');
    await expect(page.getByTestId('security-grade')).toHaveText('低');

    const phoneForm = page.getByRole('form', { name: '手机号码' });
    await expect(phoneForm.getByLabel('国家/地区')).toHaveValue('+86');
    await phoneForm.getByLabel('手机号码').fill('2370013700');
    await phoneForm.getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneForm.getByText('请输入正确的手机号码')).toBeVisible();
    await phoneForm.getByLabel('手机号码').fill(FRESH_PHONE);
    await phoneForm.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('获取手机验证码成功')).toBeVisible();
    await expect(phoneForm.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await phoneForm.getByLabel('验证码').fill('000000');
    await phoneForm.getByRole('button', { name: '确认绑定' }).click();
    await expect(phoneForm.getByRole('alert')).toBeVisible();
    await expect(phoneForm.getByLabel('手机号码')).toHaveValue(FRESH_PHONE);
    await phoneForm.getByLabel('验证码').fill(await sandbox.lastCode(FRESH_PHONE));
    await phoneForm.getByRole('button', { name: '确认绑定' }).click();
    await expect(row(page, '手机号码')).toContainText('137****7000');

    // Real name opens next; a malformed one is refused and kept.
    const nameForm = page.getByRole('form', { name: '真实姓名' });
    await nameForm.getByLabel('真实姓名').fill('王·');
    await nameForm.getByRole('button', { name: '确认绑定' }).click();
    await expect(nameForm.getByText('请输入正确的姓名')).toBeVisible();
    await expect(nameForm.getByLabel('真实姓名')).toHaveValue('王·');
    await nameForm.getByLabel('真实姓名').fill('王芳');
    await nameForm.getByRole('button', { name: '确认绑定' }).click();
    // It cannot be changed later: the member confirms the name first (issue #28).
    await page.getByRole('dialog').getByRole('button', { name: '确认绑定' }).click();

    // Both bound: back to where the member was going.
    await expect(page).toHaveURL(/\/mine\/addBankCard$/);
    await expect(page.getByLabel('开户人')).toHaveValue('王*');
    await page.getByLabel('开户银行').selectOption({ label: '招商银行' });
    await page.getByLabel('银行卡号').fill(CARD);
    await page.getByLabel('开户支行').fill('杭州西湖支行');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page).toHaveURL(/\/mine\/accountManage\/\d+$/);

    // Money to withdraw: a bank transfer the sandbox pays by itself.
    await page.goto('/mine/savemoney');
    await page.getByRole('button', { name: '银行转账' }).click();
    await page.getByRole('button', { name: '银行卡转账' }).click();
    await page.getByLabel('存款金额').fill('500');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page.getByTestId('deposit-status')).toHaveText('成功', { timeout: 20_000 });

    await page.goto('/mine/auth');
    await expect(page.getByTestId('security-grade')).toHaveText('中');
    await page.getByLabel('新取款密码').fill('246810');
    await page.getByLabel('确认取款密码').fill('246810');
    await page.getByRole('button', { name: '确认设置' }).click();
    await expect(page.getByTestId('withdraw-password-status')).toHaveText('已设置');

    await page.goto('/mine/takemoney');
    await expect(page.getByText('**** **** **** 6785')).toBeVisible();
    await page.getByLabel('取款金额').fill('200');
    await page.getByLabel('取款密码').fill('246810');
    await page.getByRole('button', { name: '立即取款' }).click();
    await expect(page.getByText('取款申请已提交').first()).toBeVisible();
  });

  test('demo01 changes avatar and birthday, binds a new e-mail with a code, changes the login password', async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'demo01', 'demo1234');
    await page.goto('/mine/userinfo');
    await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
    await expect(row(page, '注册时间')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await page.getByRole('button', { name: '更换头像' }).click();
    await page.getByRole('button', { name: '头像 3' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.locator('.profile-avatar-image')).toHaveAttribute('src', /avatar-3\.svg$/);

    // An under-18 birthday is refused with the spec's message and stays in the fields.
    await page.getByLabel('出生日期年').selectOption('2012');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('你的年龄未满18岁，无法游戏哦')).toBeVisible();
    await expect(page.getByLabel('出生日期年')).toHaveValue('2012');
    await page.getByLabel('出生日期年').selectOption('1992');
    await page.getByLabel('出生日期月').selectOption('02');
    await page.getByLabel('出生日期日').selectOption('29');
    await page.getByRole('button', { name: '保存' }).click();
    // Saved: the field shows the stored date again (no save/cancel buttons, no error).
    await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
    await expect(page.getByText('你的年龄未满18岁，无法游戏哦')).toHaveCount(0);
    await page.getByRole('radio', { name: '女' }).click();
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('出生日期年')).toHaveValue('1992');
    await expect(page.getByLabel('出生日期日')).toHaveValue('29');
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();

    // The full phone on request (singleDataDecryption).
    await expect(page.getByTestId('profile-phone')).toHaveText('138****8000');
    await row(page, '手机号码').getByRole('button', { name: '查看' }).click();
    await expect(page.getByTestId('profile-phone')).toHaveText('13800138000');

    await page.goto('/mine/auth');
    await expect(page.getByTestId('security-grade')).toHaveText('高');
    await row(page, '电子邮箱').getByRole('button', { name: '更换' }).click();
    const emailForm = page.getByRole('form', { name: '电子邮箱' });
    await emailForm.getByLabel('电子邮箱').fill(NEW_EMAIL);
    await emailForm.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('获取邮箱验证码成功')).toBeVisible();
    await emailForm.getByLabel('验证码').fill(await sandbox.lastCode(NEW_EMAIL));
    await emailForm.getByRole('button', { name: '确认绑定' }).click();
    await expect(row(page, '电子邮箱')).toContainText('vi****@jinli.example');

    await row(page, '登录密码').getByRole('button', { name: '修改' }).click();
    const passwordForm = page.getByRole('form', { name: '登录密码' });
    await passwordForm.getByLabel('原密码').fill('demo1234');
    await passwordForm.getByLabel('新密码', { exact: true }).fill('demo5678');
    await passwordForm.getByLabel('确认新密码').fill('demo5679');
    await passwordForm.getByRole('button', { name: '确认提交' }).click();
    await expect(passwordForm.getByText('两次密码输入不一致，请重新输入')).toBeVisible();
    await passwordForm.getByLabel('确认新密码').fill('demo5678');
    await passwordForm.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();

    // password_change_success: logged out, the login opens; the new password works.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
    await dialog.getByLabel('密码', { exact: true }).fill('demo5678');
    await answerCaptcha(page, sandbox);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('button', { name: '会员中心' })).toContainText('demo01');
  });

  test('fresh01 gives the real name on the deposit page (bindFromDeposit)', async ({ page, sandbox }) => {
    await logInAs(page, sandbox, 'fresh01', 'fresh1234');
    await page.goto('/mine/savemoney');
    const section = page.getByRole('region', { name: '填写真实姓名' });
    await section.getByRole('textbox', { name: '真实姓名' }).fill('Li··Lei');
    await section.getByRole('button', { name: '确认绑定' }).click();
    await expect(section.getByText('请输入正确的姓名')).toBeVisible();
    await section.getByRole('textbox', { name: '真实姓名' }).fill('李雷');
    await section.getByRole('button', { name: '确认绑定' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('绑定成功')).toBeVisible();
    await expect(section).toHaveCount(0);
    await expect(page.getByLabel('存款金额')).toBeVisible();

    await page.goto('/mine/auth');
    await expect(row(page, '真实姓名')).toContainText('李*');
  });

  test('the 6449 去完善 dialog lands on a working real-name form', async ({ page, sandbox }) => {
    await logInAs(page, sandbox, 'fresh01', 'fresh1234');
    await page.goto('/mine/savemoney');
    await expect(page.getByLabel('存款金额')).toBeVisible();
    await sandbox.fault({ path: '/fd/api/v1/payment/pay', code: 6449, count: 1 });
    await page.getByLabel('存款金额').fill('300');
    await page.getByRole('button', { name: '立即存款' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('请先完善真实姓名');
    await dialog.getByRole('button', { name: '去完善' }).click();

    await expect(page).toHaveURL(/\/mine\/userinfo$/);
    const form = page.getByRole('form', { name: '真实姓名' });
    await form.getByRole('textbox', { name: '真实姓名' }).fill('韩梅梅');
    await form.getByRole('button', { name: '确认绑定' }).click();
    // A real name cannot be changed later: the member confirms it first (issue #28).
    await page.getByRole('dialog').getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('绑定成功')).toBeVisible();
    await expect(page.getByTestId('profile-realName')).toHaveText('韩**');
  });

  test('demo01 resets the login password by an SMS code while logged in (bindPasswordByPhone)', async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'demo01', 'demo1234');
    await page.goto('/mine/auth');
    await row(page, '登录密码').getByRole('button', { name: '忘记密码' }).click();
    const form = page.getByRole('form', { name: '忘记密码' });
    await form.getByLabel('绑定的手机号码').fill('13800138000');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('获取手机验证码成功')).toBeVisible();
    await form.getByLabel('验证码').fill(await sandbox.lastCode('13800138000'));
    await form.getByLabel('新密码', { exact: true }).fill('koi88888');
    await form.getByLabel('确认新密码').fill('koi88888');
    await form.getByRole('button', { name: '确认提交' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
    await dialog.getByLabel('密码', { exact: true }).fill('koi88888');
    await answerCaptcha(page, sandbox);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('button', { name: '会员中心' })).toContainText('demo01');
  });
});
