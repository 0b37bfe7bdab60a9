import { StorageKey } from '@jinli/core/contract';
import { createSandboxClient, DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from '@jinli/test-fixtures';
import { type APIRequestContext, test as base, expect, type Page, type Request } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

export interface FaultSpec {
  path: string;
  count?: number;
  code?: number;
  httpStatus?: number;
  delayMs?: number;
  body?: 'html' | 'empty' | 'truncated' | 'text';
  drop?: boolean;
}

export interface SentCode {
  target: string;
  name: string;
  channel: string;
  code: string;
}

export interface Sandbox {
  /** A session of `name` from the sandbox's real login call (the app's protocol, test-fixtures' client). */
  session(name: string, password: string): Promise<{ token: string; userId: string }>;
  fault(spec: FaultSpec): Promise<void>;
  /** Lifts every fault still armed (the sandbox's data and sessions stay as they are). */
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
  /** The answer of the newest picture captcha the sandbox drew. */
  captchaAnswer(): Promise<string>;
  /** The newest SMS, voice or e-mail code sent to a target. */
  lastCode(target: string): Promise<string>;
  /** Ends the tokens of one member (or everyone), as a backend would on expiry. */
  expireTokens(name?: string): Promise<void>;
}

interface Fixtures {
  sandbox: Sandbox;
  /** Console errors and uncaught page errors seen during the test; the test fails if any remain. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  sandbox: async ({ request }, use) => {
    const sandbox: Sandbox = {
      session: (name, password) =>
        createSandboxClient(baseURL, {
          cipherKey: DEV_CIPHER_KEY,
          cipherIv: DEV_CIPHER_IV,
          siteId: SANDBOX_SITE_ID,
        }).logIn(name, password),
      async reset() {
        const res = await request.post('/__sandbox/reset');
        expect(res.ok()).toBe(true);
      },
      async fault(spec) {
        const res = await request.post('/__sandbox/faults', { data: spec });
        expect(res.ok()).toBe(true);
      },
      async clearFaults() {
        const res = await request.delete('/__sandbox/faults');
        expect(res.ok()).toBe(true);
      },
      async captchaAnswer() {
        const report = await (await request.get('/__sandbox/codes')).json();
        const picture = report.captchas.find((c: { kind: string }) => c.kind === 'picture');
        expect(picture, 'a picture captcha was drawn').toBeTruthy();
        return picture.answer as string;
      },
      async lastCode(target) {
        const report = await (await request.get('/__sandbox/codes')).json();
        const sent = (report.codes as SentCode[]).find((c) => c.target === target);
        expect(sent, `a code was sent to ${target}`).toBeTruthy();
        return sent?.code ?? '';
      },
      async expireTokens(name) {
        const res = await request.post('/__sandbox/expire-token', { data: name ? { name } : {} });
        expect(res.ok()).toBe(true);
      },
    };
    await sandbox.reset();
    await use(sandbox);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const allowed = (testInfo.annotations.find((a) => a.type === 'allow-console-errors')?.description ?? '')
        .split('|')
        .filter(Boolean);
      const unexpected = errors.filter((text) => !allowed.some((pattern) => text.includes(pattern)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Real API paths of SPEC §7 start with one of these; none may leave the page while safeSwitch is on. */
export const PLAINTEXT_API_PATH = /\/(site|act|fd|game|stream)\/api\/v1\//;

export async function gotoHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: '登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Types the newest picture captcha's answer (read from the sandbox) into the open dialog. */
export async function answerCaptcha(page: Page, sandbox: Sandbox) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '图形验证码，点击刷新' }).locator('img')).toBeVisible();
  await dialog.getByLabel('验证码', { exact: true }).fill(await sandbox.captchaAnswer());
}

export async function logIn(
  page: Page,
  sandbox: Sandbox,
  name: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户名', { exact: true }).fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  if (options.remember) await dialog.getByLabel('记住密码').check();
  await answerCaptcha(page, sandbox);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Puts a member's session where the app keeps it (localStorage). By default now, through the smallest
 * page of the site's origin (the config file); with `beforeLoad`, by an init script that runs before any
 * page's own scripts, so the next visit is still a true first visit (nothing of the site fetched yet).
 */
export async function storeSession(
  page: Page,
  session: { token: string; userId: string },
  options: { beforeLoad?: boolean } = {},
) {
  const entries = [
    [StorageKey.token, StorageKey.userId],
    [session.token, session.userId],
  ] as const;
  const store = ([keys, values]: typeof entries) => {
    localStorage.setItem(keys[0], values[0]);
    localStorage.setItem(keys[1], values[1]);
  };
  if (options.beforeLoad) {
    await page.addInitScript(store, entries);
    return;
  }
  await page.goto('/config.json');
  await page.evaluate(store, entries);
}

/**
 * `name` comes back to the site already signed in: the sandbox's real login call (the protocol the app
 * speaks, through test-fixtures' client) gives a session, which goes into localStorage where the app keeps
 * it, then home shows the member. For stories about what a member does once in; the stories about logging
 * in itself use logIn, the dialog.
 */
export async function signIn(page: Page, sandbox: Sandbox, name: string, password: string) {
  await storeSession(page, await sandbox.session(name, password));
  await gotoHome(page);
  await expect(page.getByRole('button', { name: '会员中心' })).toContainText(name);
}

export async function expectLoggedInAs(page: Page, name: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '会员中心' })).toContainText(name);
}

/**
 * demo01 logged in and in the football sportsbook (`/game/sport/crty`), its rows on screen, with the
 * sandbox's live odds frozen so prices hold still under the clicks; then on the 今日 tab unless
 * `today: false`.
 */
export async function openSportsbook(
  page: Page,
  sandbox: Sandbox,
  request: APIRequestContext,
  options: { today?: boolean } = {},
) {
  expect((await request.post('/__sandbox/sports/odds', { data: { everyMs: 0 } })).ok()).toBe(true);
  // Not gotoHome: on a phone the main navigation sits behind 菜单.
  await page.goto('/');
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/game/sport/crty');
  await expect(page.locator('.match-row').first()).toBeVisible({ timeout: 30_000 });
  if (options.today !== false) await page.getByRole('tab', { name: '今日' }).click();
}

/** The page's requests still in flight, counted from the first call on that page. */
const inFlight = new WeakMap<Page, Set<Request>>();
function requestsInFlight(page: Page): Set<Request> {
  let open = inFlight.get(page);
  if (open === undefined) {
    const set = new Set<Request>();
    page.on('request', (request) => set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    inFlight.set(page, set);
    open = set;
  }
  return open;
}

/**
 * Opens `path` the way a member's click does, inside the running app (the router follows the address on
 * popstate), then waits until the page has settled: no request in flight for 200 ms (the route's code and
 * its calls; at most 5 s), no pending route and no busy region in `main` (at most 3 s). Stories that visit
 * every route use it: a reload per route (page.goto) would boot the app 82 times and test the boot, not
 * the route.
 */
export async function openInApp(page: Page, path: string) {
  const open = requestsInFlight(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  let quietSince = 0;
  for (let waited = 0; waited < 5_000; waited += 50) {
    await page.waitForTimeout(50);
    quietSince = open.size === 0 ? quietSince + 50 : 0;
    if (quietSince >= 200) break;
  }
  await expect(page.locator('.route-pending')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => undefined);
}
