import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, logIn, type Sandbox, test } from './fixtures.ts';

/**
 * Issue #26: one build, three brands by configuration alone. The spec's server runs the default brand
 * (锦鲤); two more start servers run 翡翠 and 星河 from the same dist (BRAND=<id>, next ports). Each brand
 * is opened as a member would, on home, the sportsbook, the wallet and the member centre, at 1440 and
 * 390 px: its name, logo, tab title and primary colour show, and no other brand's name does.
 */
const BRANDS = [
  {
    id: 'jinli',
    name: '锦鲤娱乐',
    mark: '锦鲤',
    primary: 'rgb(200, 64, 26)',
    header: 'rgb(31, 20, 16)',
    title: (page: string) => `${page} - 锦鲤娱乐`,
  },
  {
    id: 'feicui',
    name: '翡翠娱乐',
    mark: '翡翠',
    primary: 'rgb(31, 111, 74)',
    header: 'rgb(6, 35, 26)',
    title: (page: string) => `${page} | 翡翠娱乐`,
  },
  {
    id: 'xinghe',
    name: '星河娱乐',
    mark: '星河',
    primary: 'rgb(44, 90, 160)',
    header: 'rgb(10, 20, 38)',
    title: (page: string) => `星河娱乐 · ${page}`,
  },
] as const;

const port = Number(new URL(baseURL).port);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const servers: ChildProcess[] = [];
const origins: Record<string, string> = { jinli: baseURL };

async function startBrand(id: string, brandPort: number): Promise<string> {
  const origin = `http://127.0.0.1:${brandPort}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, BRAND: id, PORT: String(brandPort), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  servers.push(child);
  for (let tries = 0; tries < 120; tries += 1) {
    const up = await fetch(`${origin}/__sandbox/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return origin;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the ${id} start server did not come up on ${origin}`);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  origins.feicui = await startBrand('feicui', port + 2);
  origins.xinghe = await startBrand('xinghe', port + 3);
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
});

/** The sandbox controls of one brand's server (captcha answers, reset). */
function sandboxAt(api: APIRequestContext): Sandbox {
  return {
    async reset() {
      expect((await api.post('/__sandbox/reset')).ok()).toBe(true);
    },
    async fault() {},
    async clearFaults() {},
    async captchaAnswer() {
      const report = await (await api.get('/__sandbox/codes')).json();
      return report.captchas.find((c: { kind: string }) => c.kind === 'picture').answer as string;
    },
    async lastCode() {
      return '';
    },
    async expireTokens() {},
    session() {
      throw new Error('the brand stories log in through the dialog');
    },
  };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const brand of BRANDS) {
    test(`${brand.name} at ${viewport.width} px: its name, logo, title and colour on every page, and no other brand`, async ({
      page,
    }) => {
      const origin = origins[brand.id] ?? baseURL;
      const api = await playwrightRequest.newContext({ baseURL: origin });
      const sandbox = sandboxAt(api);
      await sandbox.reset();
      await page.setViewportSize(viewport);
      const others = BRANDS.filter((other) => other.id !== brand.id);

      const checkPage = async (pageName: string) => {
        const header = page.getByRole('banner');
        const logoLink = header.getByRole('link', { name: brand.name });
        await expect(logoLink).toBeVisible();
        // The logo is the brand's own art, and it loaded.
        const logo = logoLink.locator('img');
        await expect(logo).toHaveJSProperty('complete', true);
        expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        const art = await api.get(new URL(await logo.evaluate((img: HTMLImageElement) => img.src)).pathname);
        expect(await art.text()).toContain(`<title>${brand.name}</title>`);
        await expect(page).toHaveTitle(pageName === '' ? brand.name : brand.title(pageName));
        // The brand's primary colour drives the buttons; its header colours the bar.
        const colours = await page.evaluate(() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--brand-500)';
          document.body.append(probe);
          const primary = getComputedStyle(probe).color;
          probe.remove();
          const bar = document.querySelector('header');
          return { primary, header: bar === null ? '' : getComputedStyle(bar).backgroundImage };
        });
        expect(colours.primary).toBe(brand.primary);
        expect(colours.header).toContain(brand.header);
        const text = await page.locator('body').innerText();
        for (const other of others)
          expect(text, `${other.name} on ${brand.name}'s ${pageName || 'home'}`).not.toContain(other.mark);
      };

      await page.goto(`${origin}/`);
      await checkPage('');
      if (viewport.width >= 1024) await expect(page.locator('footer')).toContainText(brand.name);

      await logIn(page, sandbox, 'demo01', 'demo1234');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto(`${origin}/game/sport/crty`);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page).toHaveTitle(/体育/);
      const sportsTitle = await page.title();
      await checkPage(
        sportsTitle
          .replace(brand.name, '')
          .replace(/^ [-|·] | [-|·] $/g, '')
          .trim(),
      );

      await page.goto(`${origin}/mine/wallet`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const walletTitle = await page.title();
      await checkPage(
        walletTitle
          .replace(brand.name, '')
          .replace(/^ [-|·] | [-|·] $/g, '')
          .trim(),
      );

      await page.goto(`${origin}/mine`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const centreTitle = await page.title();
      await checkPage(
        centreTitle
          .replace(brand.name, '')
          .replace(/^ [-|·] | [-|·] $/g, '')
          .trim(),
      );
      await api.dispose();
    });
  }
}
