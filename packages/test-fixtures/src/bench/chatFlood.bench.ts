// Chat flood benchmark: the production build in Debian's Chromium (playwright-core) against a sandbox it
// starts itself on a free port. A member has the lobby open while the sandbox floods it with 100 lines a
// second for 10 s and the member types in the composer. Prints long tasks, input-to-paint delay, lines
// rendered vs sent and the list's DOM size. Never fails on a number. Run with `npm run bench`.
import { sessionInitScript, startBenchStage } from './benchKit.ts';

const PER_SECOND = 100;
const SECONDS = 10;
const KEYSTROKE_EVERY_MS = 250;

/** Collects long tasks and input-to-paint delays from the first script on. */
const PAGE_PROBE = `
  window.__bench = { longTasks: [], inputDelays: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('input', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__bench.inputDelays.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
`;

interface Probe {
  longTasks: number[];
  inputDelays: number[];
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const avg = values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  return { count: values.length, max: sorted.at(-1) ?? 0, avg, p95 };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const stage = await startBenchStage('chat flood');
  if (stage === null) return;
  const { sandbox, baseUrl, browser } = stage;
  try {
    const session = await stage.client.logIn('demo01', 'demo1234');
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    // Page-side code is passed as text: this package type-checks without the DOM library.
    await page.addInitScript(sessionInitScript(session));
    await page.addInitScript(PAGE_PROBE);
    await page.goto(baseUrl);
    await page.getByRole('button', { name: '打开聊天室' }).click();
    const input = page.getByRole('textbox', { name: '聊天内容' });
    await input.waitFor({ state: 'visible' });
    await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
    await page.waitForFunction(
      `document.querySelector('[data-line-count]')?.getAttribute('data-line-count') !== '0'`,
    );
    await input.focus();
    const lineCount = async () =>
      Number(await page.locator('[data-line-count]').getAttribute('data-line-count'));
    await page.evaluate('window.__bench.longTasks.length = 0; window.__bench.inputDelays.length = 0;');

    const before = await lineCount();
    sandbox.chat.flood('lobby', PER_SECOND, SECONDS);
    const started = performance.now();
    let typed = 0;
    while (performance.now() - started < SECONDS * 1000) {
      await page.keyboard.type('好', { delay: 0 });
      typed += 1;
      if (typed % 20 === 0) await input.fill('');
      await page.waitForTimeout(KEYSTROKE_EVERY_MS);
    }
    await page.waitForTimeout(1_000);
    const after = await lineCount();
    const probe = (await page.evaluate('window.__bench')) as Probe;
    const domNodes = await page.locator('.chat-scroll').evaluate((el) => el.querySelectorAll('*').length);
    const longTasks = stats(probe.longTasks);
    const delays = stats(probe.inputDelays);

    console.log(
      `chat flood: ${PER_SECOND} lines/s for ${SECONDS} s into the lobby (${PER_SECOND * SECONDS} sent)`,
    );
    console.log(`  lines in the list:   +${after - before} (bots also write one every 2.5 s)`);
    console.log(`  list DOM nodes:      ${domNodes} (virtualised; ${after} lines held)`);
    console.log(
      `  long tasks:          ${longTasks.count}, max ${ms(longTasks.max)}, avg ${ms(longTasks.avg)}, ` +
        `total ${ms(probe.longTasks.reduce((s, v) => s + v, 0))}`,
    );
    console.log(
      `  input to paint:      ${delays.count} keystrokes, avg ${ms(delays.avg)}, p95 ${ms(delays.p95)}, max ${ms(delays.max)}`,
    );
  } finally {
    await stage.close();
  }
}

await main();
