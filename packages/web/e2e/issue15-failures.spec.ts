import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Sandbox, signIn, test } from './fixtures.ts';

// Issue #15: each of the seven failures found on the landed build, as a story that now passes.
// (6001 during login and during a bet are issue #17's.)

/**
 * The header's 总余额 counts the venues (issue #28): a transfer to a venue leaves it unchanged, so the
 * centre wallet is read from its parts (中心钱包, 场馆, 锁定).
 */
async function expectHeaderParts(page: Page, total: string, parts: string[]) {
  await expect(page.locator('.header-balance-amount')).toContainText(total);
  const toggle = page.getByRole('banner').getByTestId('header-total');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('banner').getByRole('definition')).toHaveText(parts);
}

// Logging in through the captcha takes a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function logInDemo(page: Page, sandbox: Sandbox) {
  await signIn(page, sandbox, 'demo01', 'demo1234');
}

async function callsTo(request: APIRequestContext, path: string): Promise<number> {
  const log = (await (await request.get('/__sandbox/requests?limit=500')).json()) as {
    requests: { realPath: string | null }[];
  };
  return log.requests.filter((r) => r.realPath === path).length;
}

test('1. amount fields refuse 1e5, -1, 0x64, 100<script>, 100.999 and 13 digits instead of moving another amount', async ({
  page,
  sandbox,
  request,
}) => {
  await logInDemo(page, sandbox);
  await page.goto('/mine/transfermoney');
  await page.getByLabel('转入').selectOption('AGZR');
  const field = page.getByLabel('转账金额');
  const cases: [string, string][] = [
    ['1e5', '请输入正确的金额，只能包含数字和小数点'],
    ['-1', '请输入正确的金额，只能包含数字和小数点'],
    ['0x64', '请输入正确的金额，只能包含数字和小数点'],
    ['100<script>', '请输入正确的金额，只能包含数字和小数点'],
    ['100.999', '金额最多保留两位小数'],
    ['1234567890123', '金额最多12位'],
  ];
  for (const [typed, message] of cases) {
    await field.fill(typed);
    await expect(field, 'the text stays as typed').toHaveValue(typed);
    await page.getByRole('button', { name: '立即转账' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(field).toHaveValue(typed);
  }
  expect(await callsTo(request, '/game/api/v1/venue/transfer')).toBe(0);

  // Full-width digits and a pasted ¥1,000.00 are normalised visibly, then the amount shown is sent.
  await field.fill('１２３');
  await expect(field).toHaveValue('123');
  await field.fill('¥1,000.00');
  await expect(field).toHaveValue('1000.00');
  await page.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByText('转账成功')).toBeVisible();
  expect(await callsTo(request, '/game/api/v1/venue/transfer')).toBe(1);
  await expectHeaderParts(page, '8,888.00', ['¥7,888.00', '¥1,000.00', '¥0.00']);
});

test('2. /game/{info} frames no address the app did not launch', async ({ page, sandbox }) => {
  await logInDemo(page, sandbox);
  await page.goto('/game/aHR0cHM6Ly9ldmlsLmV4YW1wbGUvcGhpc2g');
  await expect(page.getByText('游戏链接已失效，请从游戏大厅重新进入')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '返回游戏大厅' })).toBeVisible();
});

test('3. no other site can frame the withdrawal page', async ({ page, request, baseURL }) => {
  const answer = await request.get('/mine/takemoney');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  test.info().annotations.push({ type: 'allow-console-errors', description: 'frame-ancestors' });
  await page.setContent(
    `<iframe id="victim" src="${baseURL}/mine/takemoney" width="800" height="600"></iframe>`,
  );
  await page.waitForTimeout(1500);
  const framed = page.frames().find((frame) => frame.url().includes('/mine/takemoney'));
  const shown = framed
    ? await framed
        .locator('body')
        .innerText()
        .catch(() => '')
    : '';
  expect(shown).not.toContain('取款');
  expect(shown).not.toContain('锦鲤');
});

test.describe('4. member info failing during navigation', () => {
  test('6005 twice: the catalogue message, then logged out (never silently)', async ({ page, sandbox }) => {
    await logInDemo(page, sandbox);
    await sandbox.fault({ path: '/site/api/v1/user/member/info', count: 2, code: 6005 });
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '优惠' })
      .first()
      .click();
    await expect(page.getByText('服务器开小差了，请稍后重试')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('HTTP 500 or a truncated answer once: retried, the member stays logged in', async ({
    page,
    sandbox,
  }) => {
    test.info().annotations.push({ type: 'allow-console-errors', description: 'status of 500' });
    await logInDemo(page, sandbox);
    await sandbox.fault({
      path: '/site/api/v1/user/member/info',
      count: 1,
      httpStatus: 500,
      body: 'truncated',
    });
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '优惠' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/activity\/discount$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: '会员中心' })).toContainText('demo01');
  });

  test('6001: 请重新登录 and the login dialog, not 请先登录账号', async ({ page, sandbox }) => {
    await logInDemo(page, sandbox);
    await sandbox.expireTokens('demo01');
    // Any call of the page may meet the expiry first and reload home with the notice and the login, which
    // then covers the link: the 3 s notice is watched for from before the click.
    const noticeShown = page.getByText('请重新登录').waitFor({ state: 'visible', timeout: 20_000 });
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '优惠' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await noticeShown;
    await expect(page.getByRole('dialog').getByRole('tab', { name: '登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('请先登录账号，才能了解更多')).toHaveCount(0);
  });
});

async function openActivityTransfer(page: Page) {
  await page.goto('/game/egame');
  await page.getByRole('tab', { name: /黄金电子/ }).click();
  await page.locator('.game-launch').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('黄金电子限时活动进行中');
  await expect(dialog.getByTestId('vt-center')).toContainText('8,888.00');
  return dialog;
}

test('5. a venue transfer that times out says so, keeps the amount, checks, and moves the money once', async ({
  page,
  sandbox,
  request,
}) => {
  // The page's clock is Playwright's: it runs with real time, and jumps the client's 30 s wait.
  await page.clock.install();
  await logInDemo(page, sandbox);
  const dialog = await openActivityTransfer(page);
  // The server holds the transfer for 6 s and moves the money then. The client waits its 30 s (SPEC §9;
  // the clock jumps them) and gives up first, so the outcome is unknown while the money has not moved.
  await sandbox.fault({ path: '/game/api/v1/venue/transfer', count: 1, delayMs: 6_000 });
  // The balance check that follows the timeout takes 3 s, so the checking state can be seen.
  await sandbox.fault({ path: '/fd/api/v1/transfer/getBalance', count: 1, delayMs: 3_000 });
  await dialog.getByLabel('转账金额').fill('100');
  await dialog.getByRole('button', { name: '立即转账' }).click();
  const submit = dialog.getByRole('button', { name: /转账中|立即转账/ });
  await expect(submit).toBeDisabled();
  await page.clock.fastForward(30_500);
  await expect(dialog.getByText('转账结果未知，正在核对余额，请勿重复提交')).toBeVisible();
  await expect(dialog.getByLabel('转账金额')).toHaveValue('100');
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('转账未完成，余额未变动，可再次提交')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('转账金额')).toHaveValue('100');
  await expect(submit).toBeEnabled();
  // Retried with the same request id, before the held first request lands: the server applies the
  // intent once, whichever copy arrives first.
  await submit.click();
  await expect(page.getByText('转账成功')).toBeVisible({ timeout: 20_000 });
  // Until the held copy has landed too (6 s after the first click).
  await page.waitForTimeout(4_000);
  await page.goto('/mine/wallet');
  await expectHeaderParts(page, '8,888.00', ['¥8,788.00', '¥100.00', '¥0.00']);
  void request;
});

test('6. an HTTP 500 carrying a success body is not success: the dialog checks and finds the money moved once', async ({
  page,
  sandbox,
}) => {
  test.info().annotations.push({ type: 'allow-console-errors', description: 'status of 500' });
  await logInDemo(page, sandbox);
  const dialog = await openActivityTransfer(page);
  await sandbox.fault({ path: '/game/api/v1/venue/transfer', count: 1, httpStatus: 500 });
  await dialog.getByLabel('转账金额').fill('100');
  await dialog.getByRole('button', { name: '立即转账' }).click();
  // The check sees the center balance 100 lower: the transfer did happen, reported once.
  await expect(page.getByText('转账成功')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('转账成功')).toHaveCount(1);
  await expect(page).toHaveURL(/\/dz\/game$/);
  await page.goto('/mine/wallet');
  await expectHeaderParts(page, '8,888.00', ['¥8,788.00', '¥100.00', '¥0.00']);
});

test('7. sandbox controls refuse a cross-origin page', async ({ page, sandbox, request, baseURL }) => {
  test.info().annotations.push({ type: 'allow-console-errors', description: 'Failed to load resource' });
  await sandbox.fault({ path: '/site/api/v1/advertising/sponsorContent', count: 5, code: 6005 });
  // Another origin on the same machine: localhost is not 127.0.0.1 to a browser.
  const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/__sandbox/health`);
  const answers = await page.evaluate(async (target) => {
    const post = async (path: string) => {
      try {
        return (await fetch(`${target}${path}`, { method: 'POST', mode: 'no-cors' })).type;
      } catch {
        return 'failed';
      }
    };
    return [await post('/__sandbox/reset'), await post('/__sandbox/faults')];
  }, baseURL);
  expect(answers.every((a) => a === 'opaque' || a === 'failed')).toBe(true);
  const faults = (await (await request.get('/__sandbox/faults')).json()) as { faults: unknown[] };
  expect(faults.faults, 'the reset from another origin did nothing').toHaveLength(1);
  const log = (await (await request.get('/__sandbox/requests?limit=50')).json()) as { requests: unknown[] };
  expect(log.requests.length).toBeGreaterThanOrEqual(0);
});

test('5b. a balance refresh that times out says so and keeps the balance shown', async ({
  page,
  sandbox,
}) => {
  // The page's clock is Playwright's: it runs with real time, and jumps the client's 30 s wait.
  await page.clock.install();
  await logInDemo(page, sandbox);
  const amount = page.locator('.header-balance-amount');
  await expect(amount).toContainText('8,888');
  // The server holds the answer for 10 s; the client gives up after its 30 s (SPEC §9; the clock jumps
  // them) and says so.
  await sandbox.fault({ path: '/fd/api/v1/transfer/getBalance', count: 1, delayMs: 10_000 });
  await page.getByRole('button', { name: '刷新余额' }).first().click();
  await page.clock.fastForward(30_500);
  await expect(page.getByRole('status').getByText('请求超时，请稍后重试')).toBeVisible();
  await expect(amount, 'the last known balance stays on screen').toContainText('8,888');
});
