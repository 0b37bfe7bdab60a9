// Memory benchmark (issue #16): the production build in Debian's Chromium (playwright-core) against a
// sandbox it starts itself. A member keeps the live sportsbook open on the bench board (2,000 in-play
// matches) with the push stream sending 200 price changes a second. After a warm-up, the JS heap is
// measured after a forced GC, then again (after GC) at every minute for 10 minutes; the figure is the
// growth from the first to the last. Goal: <= 1 MB. Never fails on a number.
// BENCH_QUICK=1: 20 s warm-up, 1 minute.
import { sessionInitScript, startBenchStage } from './benchKit.ts';
import { recordFigure } from './figures.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const WARM_UP_S = QUICK ? 20 : 60;
const MINUTES = QUICK ? 1 : 10;
const PER_SECOND = 200;
const MATCHES = 2000;
const BENCH = 'memory';

async function control(baseUrl: string, name: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}/__sandbox/sports/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const stage = await startBenchStage(BENCH);
  if (stage === null) return;
  const { browser, baseUrl } = stage;
  let growth = 0;
  try {
    const session = await stage.client.logIn('demo01', 'demo1234');
    await control(baseUrl, 'bench', { matches: MATCHES, changesPerSecond: 0 });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.addInitScript(sessionInitScript(session));
    await page.goto(`${baseUrl}/game/sport/crty`);
    await page.locator('.match-row').first().waitFor({ timeout: 60_000 });
    await page.locator('[data-feed="stream"]').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    };
    console.log(
      `${BENCH}: live sportsbook, ${MATCHES} matches, ${PER_SECOND} price changes/s; ` +
        `${WARM_UP_S} s warm-up, then ${MINUTES} min`,
    );
    await control(baseUrl, 'odds', { changesPerSecond: PER_SECOND });
    await page.waitForTimeout(WARM_UP_S * 1000);
    const start = await heap();
    console.log(`  after warm-up: ${mb(start)} (after GC)`);
    let last = start;
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await page.waitForTimeout(60_000);
      last = await heap();
      console.log(`  minute ${minute}: ${mb(last)} (${last >= start ? '+' : ''}${mb(last - start)})`);
    }
    await control(baseUrl, 'odds', { changesPerSecond: 0 });
    const stillLive = await page.locator('[data-feed="stream"]').count();
    console.log(`  stream still live at the end: ${stillLive > 0 ? 'yes' : 'no'}`);
    growth = last - start;
    await context.close();
  } finally {
    await stage.close();
  }
  recordFigure({
    bench: BENCH,
    name: `JS heap growth over ${MINUTES} min of live sportsbook (after GC)`,
    measured: mb(growth),
    goal: '≤ 1 MB',
    met: growth <= 1024 * 1024,
    baseline: '',
  });
}

await main();
