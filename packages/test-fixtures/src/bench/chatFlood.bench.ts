// Chat flood benchmark (issue #16): the production build in Debian's Chromium (playwright-core) against
// a sandbox it starts itself on a free port. In each run a member has the lobby open (a fresh page)
// while the sandbox floods it with 100 lines a second for 10 s and the member types in the composer.
// Prints, per run, long tasks, input-to-paint delay, lines rendered vs sent and the list's DOM size.
// Figures: 0 long tasks in 5 of 5 runs; typing p95 (all keystrokes of all runs) under one frame
// (16.7 ms). Never fails on a number. BENCH_QUICK=1: one run.
import type { BenchStage } from './benchKit.ts';
import { sessionInitScript, startBenchStage } from './benchKit.ts';
import { percentile, recordFigure } from './figures.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 1 : 5;
const PER_SECOND = 100;
const SECONDS = 10;
const KEYSTROKE_EVERY_MS = 250;
const FRAME_MS = 1000 / 60;
const BENCH = 'chat flood';

/** Collects long tasks and input-to-paint delays while `on`. */
const PAGE_PROBE = `
  window.__bench = { on: false, longTasks: [], inputDelays: [] };
  new PerformanceObserver((list) => {
    if (!window.__bench.on) return;
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  document.addEventListener('input', (event) => {
    if (!window.__bench.on) return;
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

interface RunFigures extends Probe {
  linesAdded: number;
  domNodes: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function run(stage: BenchStage): Promise<RunFigures> {
  const { sandbox, baseUrl, browser } = stage;
  const session = await stage.client.logIn('demo01', 'demo1234');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
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
    await page.waitForTimeout(500);
    await page.evaluate('window.__bench.on = true');
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
    await page.evaluate('window.__bench.on = false');
    const after = await lineCount();
    const probe = (await page.evaluate('window.__bench')) as Probe;
    const domNodes = await page.locator('.chat-scroll').evaluate((el) => el.querySelectorAll('*').length);
    return { ...probe, linesAdded: after - before, domNodes };
  } finally {
    await context.close();
  }
}

async function main() {
  const stage = await startBenchStage(BENCH);
  if (stage === null) return;
  const runs: RunFigures[] = [];
  try {
    console.log(
      `${BENCH}: ${PER_SECOND} lines/s for ${SECONDS} s into the lobby (${PER_SECOND * SECONDS} sent), ` +
        `a keystroke every ${KEYSTROKE_EVERY_MS} ms, ${RUNS} run(s)`,
    );
    for (let n = 1; n <= RUNS; n += 1) {
      const r = await run(stage);
      runs.push(r);
      const longest = Math.max(0, ...r.longTasks);
      console.log(
        `  run ${n}: long tasks ${r.longTasks.length} (longest ${ms(longest)}) | typing p95 ` +
          `${ms(percentile(r.inputDelays, 0.95))}, max ${ms(Math.max(0, ...r.inputDelays))} over ` +
          `${r.inputDelays.length} keystrokes | lines +${r.linesAdded} (bots also write) | list DOM nodes ${r.domNodes}`,
      );
    }
  } finally {
    await stage.close();
  }
  const clean = runs.filter((r) => r.longTasks.length === 0).length;
  const delays = runs.flatMap((r) => r.inputDelays);
  const p95 = percentile(delays, 0.95);
  console.log(
    `  summary: ${clean} of ${runs.length} runs without a long task; typing p95 ${ms(p95)} over ${delays.length} keystrokes`,
  );
  recordFigure({
    bench: BENCH,
    name: 'runs without a long task',
    measured: `${clean} of ${runs.length}`,
    goal: `${runs.length} of ${runs.length}`,
    met: clean === runs.length,
    baseline: '',
  });
  recordFigure({
    bench: BENCH,
    name: 'typing, input → paint p95',
    measured: ms(p95),
    goal: `< ${ms(FRAME_MS)}`,
    met: p95 < FRAME_MS,
    baseline: '',
  });
}

await main();
