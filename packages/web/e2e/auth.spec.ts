import type { Page } from '@playwright/test';
import { answerCaptcha, expect, expectLoggedInAs, gotoHome, logIn, openLogin, test } from './fixtures.ts';

function authDialog(page: Page) {
  return page.getByRole('dialog');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: '会员中心' }).click();
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
}

test('a visitor registers through the dialog, sees every §5 message come and go, and lands logged in', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  const register = dialog.getByRole('button', { name: '注册', exact: true });
  await expect(register).toBeDisabled();

  const name = dialog.getByLabel('用户名', { exact: true });
  const password = dialog.getByLabel('密码', { exact: true });
  const repeat = dialog.getByLabel('确认密码');

  await name.fill('1abc');
  await name.blur();
  await expect(dialog.getByText('4-11位，最少2个字母+数字组合，首位为字母')).toBeVisible();
  await name.fill('');
  await name.blur();
  await expect(dialog.getByText('用户名不能为空')).toBeVisible();
  const username = `koi${Date.now().toString().slice(-7)}`;
  await name.fill(username);
  await expect(dialog.getByText('用户名不能为空')).toHaveCount(0);
  await expect(dialog.getByText('4-11位，最少2个字母+数字组合，首位为字母')).toHaveCount(0);

  await password.fill('abc');
  await password.blur();
  await expect(dialog.getByText('请输入8-12位字母+数字的组合')).toBeVisible();
  await password.fill('');
  await password.blur();
  await expect(dialog.getByText('密码不能为空')).toBeVisible();
  await password.fill('lucky2026');
  await expect(dialog.getByText('请输入8-12位字母+数字的组合')).toHaveCount(0);

  await repeat.fill('lucky2027');
  await repeat.blur();
  await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();
  await repeat.fill('lucky2026');
  await expect(dialog.getByText('两次密码输入不一致')).toHaveCount(0);

  const agree = dialog.getByLabel('我已年满18周岁，并同意');
  await agree.check();
  await agree.uncheck();
  await expect(dialog.getByText('请同意相关条款和隐私政策')).toBeVisible();
  await agree.check();
  await expect(dialog.getByText('请同意相关条款和隐私政策')).toHaveCount(0);

  // The picture captcha: nothing typed so far is lost while it loads or fails.
  await answerCaptcha(page, sandbox);
  await expect(register).toBeEnabled();
  await register.click();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expectLoggedInAs(page, username);
  await expect(page.getByRole('banner')).toContainText('0.00');
});

test('a member logs out, logs back in with remember-password, and stays logged in after a reload', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234', { remember: true });
  await expectLoggedInAs(page, 'demo01');
  await expect(page.getByRole('banner')).toContainText('8,888.00');

  await logOut(page);
  // Remembered credentials are filled in the next time the dialog opens.
  await openLogin(page);
  await expect(authDialog(page).getByLabel('用户名', { exact: true })).toHaveValue('demo01');
  await expect(authDialog(page).getByLabel('记住密码')).toBeChecked();
  await answerCaptcha(page, sandbox);
  await authDialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedInAs(page, 'demo01');

  await page.reload();
  await expect(page.getByRole('button', { name: '会员中心' })).toContainText('demo01');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toHaveCount(0);
});

test('a wrong password shows the server message and keeps what was typed', async ({ page, sandbox }) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'wrong1234');
  const dialog = authDialog(page);
  await expect(dialog.getByRole('alert')).toContainText('账号或密码错误');
  await expect(dialog.getByLabel('用户名', { exact: true })).toHaveValue('demo01');
});

for (const channel of ['短信获取', '语音获取'] as const) {
  test(`risky01 logs in through the new-device check with a ${channel === '短信获取' ? 'SMS' : 'voice'} code`, async ({
    page,
    sandbox,
  }) => {
    await gotoHome(page);
    await logIn(page, sandbox, 'risky01', 'risky1234');
    const dialog = authDialog(page);
    await expect(dialog.getByRole('heading', { name: '新设备验证' })).toBeVisible();
    await expect(dialog).toContainText('139');
    await expect(dialog).toContainText('5678');

    const verify = dialog.getByRole('button', { name: '验证并登录' });
    await dialog.getByLabel('手机号中间4位').fill('0000');
    await dialog.getByRole('button', { name: channel }).click();
    await expect(dialog.getByText('手机号错误')).toBeVisible();

    await dialog.getByLabel('手机号中间4位').fill('1234');
    await dialog.getByRole('button', { name: channel }).click();
    await expect(
      page.getByText(channel === '短信获取' ? '获取手机验证码成功' : '验证码获取成功，注意接听手机来电'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒后重发/ }).first()).toBeDisabled();

    await dialog.getByLabel('验证码', { exact: true }).fill(await sandbox.lastCode('13912345678'));
    await verify.click();
    await expectLoggedInAs(page, 'risky01');
  });
}

for (const way of ['phone', 'email'] as const) {
  test(`a member resets the password by ${way} and logs in with the new one`, async ({ page, sandbox }) => {
    await gotoHome(page);
    await openLogin(page);
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: '找回密码' }).click();
    await expect(dialog.getByRole('heading', { name: '找回密码' })).toBeVisible();
    if (way === 'email') await dialog.getByRole('tab', { name: '邮箱找回' }).click();

    await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
    const target = way === 'phone' ? '13800138000' : 'demo01@jinli.example';
    await dialog.getByLabel(way === 'phone' ? '手机号码' : '邮箱', { exact: true }).fill(target);
    await dialog.getByRole('button', { name: '下一步' }).click();

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(way === 'phone' ? '获取手机验证码成功' : '获取邮箱验证码成功')).toBeVisible();
    await dialog.getByLabel('验证码', { exact: true }).fill(await sandbox.lastCode(target));
    await dialog.getByRole('button', { name: '下一步' }).click();

    await dialog.getByLabel('新密码', { exact: true }).fill('newkoi2026');
    await dialog.getByLabel('确认新密码').fill('newkoi2027');
    await dialog.getByLabel('确认新密码').blur();
    await expect(dialog.getByText('两次密码输入不一致，请重新输入')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill('newkoi2026');
    await dialog.getByRole('button', { name: '确认修改' }).click();

    await expect(page.getByText('修改成功', { exact: true })).toBeVisible();
    await expect(dialog.getByText('密码修改成功')).toBeVisible();
    // Back at login by itself after 3 s.
    await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 6_000,
    });
    await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
    await dialog.getByLabel('密码', { exact: true }).fill('newkoi2026');
    await answerCaptcha(page, sandbox);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expectLoggedInAs(page, 'demo01');
  });
}
