import type { Page } from '@playwright/test';
import { expect, expectLoggedInAs, gotoHome, logIn, test } from './fixtures.ts';

// Issue #15: hostile text through every place server or member text is shown on this branch:
// notices (bar and dialog), game names (lobby cards) and chat. Letters and feedback render on the
// member-area branch (#12b) and are not here yet. Each vector would call __xss() or alert() if the
// text were ever parsed as HTML or followed as a URL.
const CORPUS = [
  '<img src=x onerror="__xss()">',
  '<script>__xss()</script>',
  '<svg onload=__xss()>',
  '"><img src=x onerror=__xss()>',
  "'><svg/onload=__xss()>",
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<a href="javascript:__xss()">点我领奖</a>',
  '<body onload=__xss()>',
  '<details open ontoggle=__xss()>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>',
  '<input autofocus onfocus=__xss()>',
  '<object data="javascript:__xss()"></object>',
  '<embed src="javascript:__xss()">',
  '<video><source onerror=__xss()></video>',
  '<style>@import "javascript:__xss()";</style>',
  '{{constructor.constructor("__xss()")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection vector, on purpose.
  '${__xss()}',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<noscript><p title="</noscript><img src=x onerror=__xss()>">',
  '<<script>__xss()//<</script>',
  '<ScRiPt>__xss()</sCrIpT>',
  '&lt;img src=x onerror=__xss()&gt;',
  '<form><button formaction=javascript:__xss()>X</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss()">',
  '<base href="javascript:__xss()//">',
];

async function armTripwire(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: number; __xss: () => void };
    w.__xssHits = 0;
    w.__xss = () => {
      w.__xssHits += 1;
    };
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function executions(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits);
}

async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll(
        '[onerror],[onload],[onfocus],[ontoggle],[formaction],script:not([src]),iframe[srcdoc],object,embed,meta[http-equiv],base,a[href^="javascript"]',
      ).length,
  );
}

test('the XSS corpus in notices, game names and chat executes nothing', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = await armTripwire(page);
  const planted = await request.post('/__sandbox/hostile-content', { data: { texts: CORPUS } });
  expect(planted.ok()).toBe(true);

  // Notices: the bar and the dialog a click opens, as text.
  await gotoHome(page);
  const first = page.getByText(CORPUS[0] ?? '', { exact: true }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('dialog')).toContainText(CORPUS[1] ?? '');
  await page.keyboard.press('Escape');

  // Game names: every card of a lobby.
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto('/game/egame');
  await expect(page.getByText(CORPUS[2] ?? '', { exact: true }).first()).toBeVisible();

  // Chat: the member sends a handful of vectors; each comes back as text.
  await page.getByRole('button', { name: '打开聊天室' }).click();
  const panel = page.getByRole('region', { name: '大厅聊天室' });
  const input = panel.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled();
  for (const vector of CORPUS.slice(0, 5)) {
    await input.fill(vector);
    await input.press('Enter');
    await expect(
      panel.locator('[data-own="true"] .chat-bubble').filter({ hasText: vector }).first(),
    ).toBeVisible();
  }

  await page.waitForTimeout(1000);
  expect(await executions(page), 'vectors that ran').toBe(0);
  expect(dialogs, 'alert() dialogs').toEqual([]);
  expect(await injectedElements(page), 'elements parsed out of server text').toBe(0);
});
