import { test as base, expect, type Page } from '@playwright/test';

export interface FaultSpec {
  path: string;
  count?: number;
  code?: number;
  httpStatus?: number;
  delayMs?: number;
  body?: 'html' | 'empty' | 'truncated' | 'text';
  drop?: boolean;
}

export interface Sandbox {
  fault(spec: FaultSpec): Promise<void>;
  reset(): Promise<void>;
}

interface Fixtures {
  sandbox: Sandbox;
  /** Console errors and uncaught page errors seen during the test; the test fails if any remain. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  sandbox: async ({ request }, use) => {
    const sandbox: Sandbox = {
      async reset() {
        const res = await request.post('/__sandbox/reset');
        expect(res.ok()).toBe(true);
      },
      async fault(spec) {
        const res = await request.post('/__sandbox/faults', { data: spec });
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
