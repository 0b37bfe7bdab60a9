import { createDecipheriv } from 'node:crypto';
import type { Page } from '@playwright/test';
import { answerCaptcha, expect, expectLoggedInAs, gotoHome, logIn, openLogin, test } from './fixtures.ts';

// Issue #29: session integrity (remembered credentials, tabs, logout order).

const LOGOUT_PATH = '/site/api/v1/user/logout';
/** How long the sandbox holds the logout call in the slow-logout story. */
const SLOW_LOGOUT_MS = 40_000;

// Multi-page stories on a shared machine: three times the default timeout.
test.beforeEach(() => {
  test.slow();
});

async function logOut(page: Page) {
  await page.getByRole('button', { name: '会员中心' }).click();
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Going home reloads the page (SPEC §2, issue #26): the visitor's header comes with the new page.
  await expect(page.getByText('已退出登录')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Every localStorage entry and what the vault database holds, as a script on the page could read it. */
async function readStorage(page: Page) {
  return page.evaluate(async () => {
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) local[key] = localStorage.getItem(key) ?? '';
    }
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    const vault: { extractable: boolean; exported: string; algorithm: string }[] = [];
    if (databases.includes('jinli-vault')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('jinli-vault');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const req = db
          .transaction(db.objectStoreNames[0] ?? 'keys')
          .objectStore('keys')
          .getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const value of values) {
        if (!(value instanceof CryptoKey)) {
          vault.push({ extractable: true, exported: JSON.stringify(value), algorithm: 'not a key' });
          continue;
        }
        const exported = await crypto.subtle.exportKey('raw', value).then(
          () => 'exported',
          (error: Error) => error.name,
        );
        vault.push({ extractable: value.extractable, exported, algorithm: value.algorithm.name });
      }
      db.close();
    }
    return { local, databases, vault };
  });
}

/**
 * Every way the site cipher of /config.json (AES-256-CBC) could open a stored value: the whole value or
 * the part after a `v1.`/`n1.` prefix, with the config IV or with an IV carried in the first 16 bytes.
 */
function openWithConfigCipher(value: string, key: Buffer, iv: Buffer): string[] {
  const opened: string[] = [];
  for (const body of new Set([value, value.replace(/^[a-z]\d\./, '')])) {
    const bytes = Buffer.from(body, 'base64');
    const attempts: [Buffer, Buffer][] = [
      [iv, bytes],
      [bytes.subarray(0, 16), bytes.subarray(16)],
    ];
    for (const [ivUsed, data] of attempts) {
      if (ivUsed.length !== 16) continue;
      try {
        const decipher = createDecipheriv('aes-256-cbc', key, ivUsed);
        opened.push(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'));
      } catch {
        // Not decryptable this way.
      }
    }
  }
  return opened;
}

async function expectPasswordUnrecoverable(page: Page, password: string) {
  const config = await (await page.request.get('/config.json')).json();
  const key = Buffer.from(config.cipherKey, 'base64');
  const iv = Buffer.from(config.cipherIv, 'base64');
  const { local, vault } = await readStorage(page);
  expect(Object.keys(local)).toContain('savedCredentials');
  for (const [name, value] of Object.entries(local)) {
    expect(value, `${name} holds the password in plain text`).not.toContain(password);
    for (const plain of openWithConfigCipher(value, key, iv)) {
      expect(plain, `${name} opens with the /config.json cipher`).not.toContain(password);
    }
  }
  for (const entry of vault) {
    expect(entry).toMatchObject({ extractable: false, exported: 'InvalidAccessError', algorithm: 'AES-GCM' });
  }
  return { local, vault };
}

test('记住密码 keeps the password sealed by a device key: storage and /config.json together cannot recover it', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234', { remember: true });
  await expectLoggedInAs(page, 'demo01');
  await expect.poll(async () => (await readStorage(page)).local.savedCredentials ?? '').toMatch(/^v1\./);
  const { vault } = await expectPasswordUnrecoverable(page, 'demo1234');
  expect(vault).toHaveLength(1);

  // After logout the sealed credentials still fill the dialog on this device, and still cannot be read.
  await logOut(page);
  await expectPasswordUnrecoverable(page, 'demo1234');
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('用户名', { exact: true })).toHaveValue('demo01');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('demo1234');
  await expect(dialog.getByLabel('记住密码')).toBeChecked();

  // Unticking forgets them at once.
  await dialog.getByLabel('记住密码').uncheck();
  await expect
    .poll(async () => Object.keys((await readStorage(page)).local))
    .not.toContain('savedCredentials');
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedInAs(page, 'demo01');
  await logOut(page);
  await openLogin(page);
  await expect(dialog.getByLabel('用户名', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('');
});

test('without SubtleCrypto 记住密码 remembers the name alone, never the password', async ({
  page,
  sandbox,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
  });
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234', { remember: true });
  await expectLoggedInAs(page, 'demo01');
  await expect.poll(async () => (await readStorage(page)).local.savedCredentials ?? '').toMatch(/^n1\./);
  await expectPasswordUnrecoverable(page, 'demo1234');
  expect((await readStorage(page)).databases).not.toContain('jinli-vault');

  await logOut(page);
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('用户名', { exact: true })).toHaveValue('demo01');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('');
});

test('old remembered credentials under the config key are removed on the first visit', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('savedCredentials', 'bGVnYWN5LWNpcGhlci10ZXh0LWJsb2NrIQ==');
    localStorage.setItem('rememberPwdTime', String(Date.now()));
  });
  await gotoHome(page);
  await expect
    .poll(async () => Object.keys((await readStorage(page)).local))
    .not.toContain('savedCredentials');
  expect(Object.keys((await readStorage(page)).local)).not.toContain('rememberPwdTime');
});

test('two tabs share one session: a logout in one ends the other at once, and the next login reaches it', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');

  const tabB = await page.context().newPage();
  await tabB.goto('/mine/transfermoney');
  await expect(tabB.getByRole('button', { name: '会员中心' })).toContainText('demo01', { timeout: 30_000 });
  await expect(tabB.getByTestId('wallet-center')).toHaveText('¥8,888');
  await tabB.getByLabel('转账金额').fill('100');

  // Tab A logs out: tab B says why, drops the form and is a visitor.
  // The toast lasts 3 s: watch for it from the moment A logs out.
  const told = expect(tabB.getByText('已在其他窗口退出登录')).toBeVisible({ timeout: 30_000 });
  await logOut(page);
  await told;
  await expect(tabB.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(tabB).toHaveURL(/\/$/);
  await expect(tabB.getByLabel('转账金额')).toHaveCount(0);
  await expect(tabB.getByRole('banner')).not.toContainText('8,888');

  // Tab A logs in as fresh01: tab B is fresh01 too, never demo01.
  await logIn(page, sandbox, 'fresh01', 'fresh1234');
  await expectLoggedInAs(page, 'fresh01');
  await expect(tabB.getByRole('button', { name: '会员中心' })).toContainText('fresh01');
  await tabB.goto('/mine/transfermoney');
  await expect(tabB.getByTestId('wallet-center')).toHaveText('¥0', { timeout: 30_000 });
  await tabB.close();
});

test('a slow logout: the token leaves storage at once, so a tab opened meanwhile is a visitor', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await sandbox.fault({ path: LOGOUT_PATH, count: 1, delayMs: SLOW_LOGOUT_MS });

  const clicked = Date.now();
  await logOut(page);
  expect(Object.keys((await readStorage(page)).local)).not.toContain('token');

  const opened = await page.context().newPage();
  await gotoHome(opened);
  await expect(opened.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await opened.goto('/mine/wallet');
  await expect(opened.getByText('请先登录账号，才能了解更多')).toBeVisible();
  await expect(opened.getByRole('button', { name: '会员中心' })).toHaveCount(0);
  // All of it happened while the server was still holding the logout call.
  expect(Date.now() - clicked).toBeLessThan(SLOW_LOGOUT_MS);
  await opened.close();
});

test('a 6001 mid-form: after logging in again the member is back on the page with what they typed, never a password', async ({
  page,
  sandbox,
}) => {
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/mine/takemoney');
  await expect(page.getByRole('button', { name: /中国工商银行/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await page.getByLabel('取款金额').fill('200');
  await page.getByLabel('取款密码').fill('123456');

  // The session ends on the server while the member is filling the form.
  await sandbox.expireTokens('demo01');
  await page.getByRole('button', { name: '立即取款' }).click();
  await expect(page.getByText('请重新登录')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/$/);

  await dialog.getByLabel('用户名', { exact: true }).fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedInAs(page, 'demo01');

  await expect(page).toHaveURL(/\/mine\/takemoney$/);
  await expect(page.getByLabel('取款金额')).toHaveValue('200');
  await expect(page.getByText('贰佰元整')).toBeVisible();
  await expect(page.getByLabel('取款密码')).toHaveValue('');
  await expect(page.getByText('已恢复您之前填写的内容，请核对后再提交')).toBeVisible();
});
